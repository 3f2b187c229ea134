// Impression arithmetic of spec §4: seconds count only while an element is in view and the tab visible;
// finalising adds one view and the seconds to a record per type and id, and a sent record is subtracted once it arrived.

/** Seconds and views an element was seen, per content type and id (spec §3 impression record). */
export interface ImpressionCount { t: string; i: number; v: number; s: number }

/** The running clock of one tracked element. */
export interface ImpressionClock {
  inView: boolean;
  tabVisible: boolean;
  /** When the current counting stretch began, or null while paused. */
  since: number | null;
  /** Milliseconds counted in earlier stretches. */
  countedMs: number;
}

/** How much of an element shows: in view (counts), partly (paused), out (finalises). */
export type ViewState = 'in' | 'partly' | 'out';

/** In view when half of it shows, or when it fills half of the viewport (tall elements never show half of themselves). */
export function viewStateOf({ ratio, height, viewportHeight }: { ratio: number; height: number; viewportHeight: number }): ViewState {
  if (ratio <= 0) return 'out';
  return ratio >= 0.5 || height * ratio >= viewportHeight * 0.5 ? 'in' : 'partly';
}

function counts(clock: Pick<ImpressionClock, 'inView' | 'tabVisible'>): boolean {
  return clock.inView && clock.tabVisible;
}

/** A clock for an element that just became visible; it counts at once when the tab is visible. */
export function startClock(now: number, tabVisible: boolean): ImpressionClock {
  return { inView: true, tabVisible, since: tabVisible ? now : null, countedMs: 0 };
}

/** The clock after the element moved in or out of view or the tab was shown or hidden. */
export function updateClock(clock: ImpressionClock, change: { inView?: boolean; tabVisible?: boolean }, now: number): ImpressionClock {
  const countedMs = clock.countedMs + (clock.since === null ? 0 : Math.max(0, now - clock.since));
  const next = { inView: change.inView ?? clock.inView, tabVisible: change.tabVisible ?? clock.tabVisible };
  return { ...next, countedMs, since: counts(next) ? now : null };
}

/** Whole seconds counted up to now (rounded to the nearest second). */
export function countedSeconds(clock: ImpressionClock, now: number): number {
  const running = clock.since === null ? 0 : Math.max(0, now - clock.since);
  return Math.round((clock.countedMs + running) / 1000);
}

/** The stored record after one finalised impression: one more view and its seconds; null (store nothing) for 0 seconds. */
export function addImpression(record: ImpressionCount | undefined, t: string, i: number, seconds: number): ImpressionCount | null {
  if (!(seconds > 0)) return null;
  return { t, i, v: (record?.v ?? 0) + 1, s: (record?.s ?? 0) + seconds };
}

/** What remains of a stored record once `sent` reached the server: views and seconds added meanwhile; null when nothing. */
export function subtractSent(record: ImpressionCount | undefined, sent: ImpressionCount): ImpressionCount | null {
  if (!record) return null;
  const v = record.v - sent.v;
  const s = record.s - sent.s;
  return v > 0 || s > 0 ? { t: record.t, i: record.i, v: Math.max(0, v), s: Math.max(0, s) } : null;
}
