// Progress of a transfer written at most every 250 ms: IndexedDB writes (and the screens they wake) stay cheap.

export const PROGRESS_WRITE_MS = 250;

/** Calls `write` with the latest value at most once per interval, the last value included; `cancel` drops a pending one. */
export function throttleProgress(write: (sent: number) => void, intervalMs = PROGRESS_WRITE_MS, now: () => number = Date.now) {
  let lastWrite = -Infinity;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    lastWrite = now();
    write(latest);
  };
  return {
    report(sent: number): void {
      latest = sent;
      if (timer !== undefined) return;
      const wait = lastWrite + intervalMs - now();
      if (wait <= 0) flush();
      else timer = setTimeout(flush, wait);
    },
    cancel(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
