// When queued ad statistics leave (spec §4, §9): every 10 s while the page is visible (the timer pauses while it is
// hidden), when the network returns, and by beacon when the page is hidden or unloads.

export const AD_STAT_FLUSH_MS = 10_000;

export interface FlushSchedule {
  flush: () => Promise<unknown>;
  beacon: () => unknown;
  intervalMs?: number;
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/** Starts the flushes; answers a function that stops them. */
export function scheduleAdStatFlushes({ flush, beacon, intervalMs = AD_STAT_FLUSH_MS, doc = document, win = window }: FlushSchedule): () => void {
  let timer: ReturnType<typeof setInterval> | null = null;
  const send = () => void flush().catch((error: unknown) => console.warn('Ad statistics not sent', error));
  const startTimer = () => {
    timer ??= setInterval(send, intervalMs);
  };
  const stopTimer = () => {
    if (timer !== null) clearInterval(timer);
    timer = null;
  };
  const onVisibility = () => {
    if (doc.visibilityState === 'hidden') {
      stopTimer();
      beacon();
    } else {
      send();
      startTimer();
    }
  };
  const onOnline = () => {
    if (doc.visibilityState === 'visible') send();
  };
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', beacon);
  win.addEventListener('online', onOnline);
  if (doc.visibilityState === 'visible') startTimer();
  return () => {
    stopTimer();
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', beacon);
    win.removeEventListener('online', onOnline);
  };
}
