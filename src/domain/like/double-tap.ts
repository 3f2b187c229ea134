// Telling a double tap from two taps (spec §9: a 300 ms window, taps within 10 px of each other). Pure: the clock is
// passed in, so tests run it on fake timers.

export const DOUBLE_TAP_MS = 300;
export const TAP_TOLERANCE_PX = 10;

export interface DoubleTapDetector {
  /** Reports a tap at (x, y): true when it completes a double tap (the next tap starts over). */
  tap(x: number, y: number): boolean;
}

export function createDoubleTapDetector({ windowMs = DOUBLE_TAP_MS, tolerance = TAP_TOLERANCE_PX, now = () => Date.now() } = {}): DoubleTapDetector {
  let last: { at: number; x: number; y: number } | null = null;
  return {
    tap(x, y) {
      const at = now();
      if (last && at - last.at <= windowMs && Math.hypot(x - last.x, y - last.y) <= tolerance) {
        last = null;
        return true;
      }
      last = { at, x, y };
      return false;
    },
  };
}
