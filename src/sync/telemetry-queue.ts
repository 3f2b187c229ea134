// The telemetry queue in IndexedDB (table `telemetry`): metrics wait there, oldest first, until a send took them.
import { db, type TelemetryEntry } from '@/db/database';
import type { TelemetryMetric } from '@/domain/telemetry';

/** A queued metric with its row id. */
export interface QueuedMetric { id: number; metric: TelemetryMetric }

/** Stores a metric; returns its row id. */
export async function queueMetric(metric: TelemetryMetric): Promise<number> {
  return (await db.telemetry.add({ metric, created_at: Date.now() } as TelemetryEntry))!;
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
