// The telemetry queue in IndexedDB (table `telemetry`): metrics wait there, oldest first, until a send took them.
import { db, type TelemetryEntry } from '@/db/database';
import type { TelemetryMetric } from '@/domain/telemetry/telemetry';

/** A queued metric with its row id. */
export interface QueuedMetric { id: number; metric: TelemetryMetric }

interface PendingAdd { entry: TelemetryEntry; resolve: (id: number) => void; reject: (error: unknown) => void }

/** Metrics recorded in one burst (an observer's list of entries) wait here to be stored in one transaction. */
let pending: PendingAdd[] = [];

async function storePending(): Promise<void> {
  const burst = pending;
  pending = [];
  try {
    const ids = await db.telemetry.bulkAdd(burst.map((add) => add.entry), { allKeys: true });
    burst.forEach((add, i) => add.resolve(ids[i]!));
  } catch (error) {
    for (const add of burst) add.reject(error);
  }
}

/** Stores a metric with the others recorded in the same task (one IndexedDB transaction); returns its row id. */
export function queueMetric(metric: TelemetryMetric): Promise<number> {
  return new Promise((resolve, reject) => {
    pending.push({ entry: { metric, created_at: Date.now() } as TelemetryEntry, resolve, reject });
    if (pending.length === 1) queueMicrotask(() => void storePending());
  });
}

/** The oldest queued metrics, at most `limit`. */
export async function readQueuedMetrics(limit: number): Promise<QueuedMetric[]> {
  const rows = await db.telemetry.orderBy('id').limit(limit).toArray();
  return rows.map((row) => ({ id: row.id!, metric: row.metric as TelemetryMetric }));
}

/** Removes metrics a send took. */
export async function dropQueuedMetrics(ids: readonly number[]): Promise<void> {
  await db.telemetry.bulkDelete([...ids]);
}
