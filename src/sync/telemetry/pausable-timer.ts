// A repeating timer that stops while the page is hidden (battery) and goes on with the time it had left when shown.

export interface PausableTimer {
  pause(): void;
  resume(): void;
  stop(): void;
}

/** Calls `tick` every `intervalMs` while running; `pause` keeps the time left, `resume` waits only that long. */
export function startPausableTimer(intervalMs: number, tick: () => void, now: () => number = Date.now): PausableTimer {
  let left = intervalMs;
  let startedAt = 0;
  let handle: ReturnType<typeof setTimeout> | null = null;
  const schedule = () => {
    startedAt = now();
    handle = setTimeout(() => {
      left = intervalMs;
      tick();
      schedule();
    }, left);
  };
  const pause = () => {
    if (handle === null) return;
    clearTimeout(handle);
    handle = null;
    left = Math.max(0, left - (now() - startedAt));
  };
  schedule();
  return {
    pause,
    resume: () => {
      if (handle === null) schedule();
    },
    stop: pause,
  };
}
