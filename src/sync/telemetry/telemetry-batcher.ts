// Batches telemetry (spec §9): a send when 20 metrics wait or every 30 s while the page is visible, and a last send
// (through the service worker, or a beacon) of what waits when the page is hidden. Metrics wait in IndexedDB until a send took them, so none is lost offline.
import type { SessionInfo, TelemetryBatch, TelemetryMetric } from '@/domain/telemetry/telemetry';
import { startPausableTimer, type PausableTimer } from './pausable-timer';
import type { QueuedMetric } from './telemetry-queue';
import type { SendOutcome } from './telemetry';

export const BATCH_SIZE = 20;
export const BATCH_INTERVAL_MS = 30_000;

export interface BatcherDeps {
  queue: {
    add(metric: TelemetryMetric): Promise<number>;
    oldest(limit: number): Promise<QueuedMetric[]>;
    drop(ids: readonly number[]): Promise<void>;
  };
  send(batch: TelemetryBatch): Promise<SendOutcome>;
  beacon(batch: TelemetryBatch): boolean;
  isOnline(): boolean;
  /** Whether a service worker controls the page (it sends, or keeps the batch for Background Sync when offline). */
  hasWorker(): boolean;
  sessionInfo(): SessionInfo;
  newBatchId(): string;
}

/** The last send, for the diagnostics page. */
export interface LastSend { at: number; count: number; outcome: SendOutcome | 'beacon' }

export interface TelemetryBatcher {
  record(metric: TelemetryMetric): Promise<void>;
  /** Sends what waits in IndexedDB, 20 at a time, until nothing waits or a send fails. */
  flush(): Promise<void>;
  pageHidden(): void;
  pageShown(): void;
  stop(): void;
  /** Metrics recorded in this page load and not sent yet, and the last send. */
  state(): { waiting: number; lastSend: LastSend | null };
}

interface Recorded { metric: TelemetryMetric; id: Promise<number>; rowId?: number }

export function createTelemetryBatcher(deps: BatcherDeps, { batchSize = BATCH_SIZE, intervalMs = BATCH_INTERVAL_MS } = {}): TelemetryBatcher {
  /** This page load's metrics not sent yet, kept in memory too so a hidden page can beacon them at once. */
  const waiting = new Set<Recorded>();
  let lastSend: LastSend | null = null;
  let flushing: Promise<void> | null = null;

  const batchOf = (metrics: TelemetryMetric[]): TelemetryBatch => ({ batch_id: deps.newBatchId(), metrics, session_info: deps.sessionInfo() });
  const forget = (ids: readonly number[]) => {
    for (const entry of waiting) if (entry.rowId !== undefined && ids.includes(entry.rowId)) waiting.delete(entry);
  };

  /** Sends batches until the queue is empty or a send failed. */
  async function sendQueued(): Promise<void> {
    for (;;) {
      const rows = await deps.queue.oldest(batchSize);
      if (rows.length === 0) return;
      const outcome = await deps.send(batchOf(rows.map((row) => row.metric)));
      lastSend = { at: Date.now(), count: rows.length, outcome };
      if (outcome === 'failed') return;
      // Sent, or refused for good (a batch the server will never take must not block the queue).
      const ids = rows.map((row) => row.id);
      await deps.queue.drop(ids);
      forget(ids);
    }
  }

  /** One pass at a time; a pass reads the queue again after each batch, so metrics recorded meanwhile go too. */
  function flush(): Promise<void> {
    flushing ??= sendQueued().finally(() => {
      flushing = null;
    });
    return flushing;
  }

  /**
   * A hidden page may never run again. With a service worker in control the batch goes through it with fetch: it sends,
   * or keeps the batch for Background Sync when offline, and the rows are dropped only on its answer (a beacon's fate is
   * unknown to the page). Without a worker, a beacon when online: the browser delivers it after the page is gone.
   * Whatever does not leave stays in IndexedDB for the next start.
   */
  function flushHidden(): void {
    if (waiting.size === 0) return;
    if (deps.hasWorker()) {
      void flush();
      return;
    }
    if (!deps.isOnline()) return;
    const entries = [...waiting];
    for (let start = 0; start < entries.length; start += batchSize) {
      const chunk = entries.slice(start, start + batchSize);
      if (!deps.beacon(batchOf(chunk.map((entry) => entry.metric)))) return;
      lastSend = { at: Date.now(), count: chunk.length, outcome: 'beacon' };
      for (const entry of chunk) {
        waiting.delete(entry);
        // Dropped once stored; if the page dies first, the next start sends them again and the server skips them.
        void entry.id.then((id) => deps.queue.drop([id]));
      }
    }
  }

  const timer: PausableTimer = startPausableTimer(intervalMs, () => void flush());

  return {
    async record(metric) {
      const entry: Recorded = { metric, id: deps.queue.add(metric) };
      waiting.add(entry);
      entry.rowId = await entry.id;
      if (waiting.size >= batchSize) await flush();
    },
    flush,
    pageHidden() {
      timer.pause();
      flushHidden();
    },
    pageShown() {
      timer.resume();
    },
    stop() {
      timer.stop();
    },
    state: () => ({ waiting: waiting.size, lastSend }),
  };
}
