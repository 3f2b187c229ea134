// Progress of a transfer written at most every 250 ms, the first time 250 ms after it starts: IndexedDB writes
// (and the screens they wake) stay cheap, and a transfer done sooner writes nothing at all.

export const PROGRESS_WRITE_MS = 250;

/**
 * Calls `write` with the latest value one interval after the start (even with no report yet), then at most once
 * per interval, the last value included; `cancel` (when the transfer ends) drops a pending write.
 */
export function throttleProgress(write: (sent: number) => void, intervalMs = PROGRESS_WRITE_MS, now: () => number = Date.now) {
  let lastWrite = now();
  let latest = 0;
  const flush = () => {
    timer = undefined;
    lastWrite = now();
    write(latest);
  };
  let timer: ReturnType<typeof setTimeout> | undefined = setTimeout(flush, intervalMs);
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
