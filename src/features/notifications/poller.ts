// Notification polling (spec §4, §9): while signed in, the first load 1 s after start, then every 30 s, every 5
// minutes while the page is hidden; a failed load is logged and skipped, and the loading flag reset.
import { FIRST_LOAD_DELAY_MS, POLL_HIDDEN_MS, POLL_VISIBLE_MS } from '@/domain/notification/notification-kinds';

export interface PollerDeps {
  load(): Promise<unknown>;
  isHidden(): boolean;
  /** Calls `listener` when the page is shown or hidden; returns the function that stops listening. */
  onVisibilityChange(listener: () => void): () => void;
  log(message: string, error: unknown): void;
}

export interface Poller { start(): void; stop(): void; readonly loading: boolean }

export function createPoller(deps: PollerDeps): Poller {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let loading = false;
  let lastLoad: number | null = null;
  let stopListening: (() => void) | null = null;

  const interval = () => (deps.isHidden() ? POLL_HIDDEN_MS : POLL_VISIBLE_MS);
  const schedule = (delay: number) => {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void tick(), delay);
  };
  // The rhythm counts from each turn's start, so a slow answer does not push the next turn back; a turn that finds
  // the last load still running skips it.
  async function tick() {
    timer = null;
    if (!running) return;
    schedule(interval());
    if (loading) return;
    loading = true;
    lastLoad = Date.now();
    try {
      await deps.load();
    } catch (error) {
      deps.log('Notification numbers could not be loaded; the next load tries again.', error);
    } finally {
      loading = false;
    }
  }

  return {
    get loading() { return loading; },
    start() {
      if (running) return;
      running = true;
      lastLoad = null;
      schedule(FIRST_LOAD_DELAY_MS);
      // Shown or hidden: the next load keeps its distance from the last one by the new interval.
      stopListening = deps.onVisibilityChange(() => {
        if (!running || lastLoad === null) return;
        schedule(Math.max(0, lastLoad + interval() - Date.now()));
      });
    },
    stop() {
      running = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      stopListening?.();
      stopListening = null;
    },
  };
}
