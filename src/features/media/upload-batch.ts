// Totals of an upload batch (every upload queued since the queue was last empty), for one progress bar.
import type { QueuedUpload } from '@/db/database';

/** What the totals need of a queued upload. */
export type UploadProgressRow = Pick<QueuedUpload, 'id' | 'bytes' | 'sent_bytes' | 'status'>;

/** Bytes of each upload seen in the batch, by record id. */
export type UploadBatch = ReadonlyMap<number, number>;

/** What the total bar shows: `count` uploads of `bytes` in the batch, `uploaded` of them done, `queued` still to send. */
export interface UploadTotals { count: number; bytes: number; sent_bytes: number; uploaded: number; queued: number; refused: number }

export const EMPTY_BATCH: UploadBatch = new Map();

const isActive = (row: UploadProgressRow) => row.status !== 'refused';

/** The batch after the queue changed: new uploads join it; it starts over when nothing is left to send. */
export function nextBatch(batch: UploadBatch, rows: readonly UploadProgressRow[]): UploadBatch {
  if (!rows.some(isActive)) return EMPTY_BATCH;
  const next = new Map(batch);
  for (const row of rows) if (row.id !== undefined && (next.has(row.id) || isActive(row))) next.set(row.id, row.bytes);
  return next;
}

/** The batch without an upload the grower removed (it must not count as uploaded). */
export function forgetUpload(batch: UploadBatch, id: number): UploadBatch {
  const next = new Map(batch);
  next.delete(id);
  return next;
}

/** Totals of a batch: an upload gone from the queue was sent whole. */
export function batchTotals(batch: UploadBatch, rows: readonly UploadProgressRow[]): UploadTotals {
  const present = new Map(rows.map((row) => [row.id, row]));
  const totals: UploadTotals = { count: batch.size, bytes: 0, sent_bytes: 0, uploaded: 0, queued: rows.filter(isActive).length, refused: rows.length - rows.filter(isActive).length };
  for (const [id, bytes] of batch) {
    const row = present.get(id);
    totals.bytes += bytes;
    if (!row) totals.uploaded++;
    totals.sent_bytes += row ? (isActive(row) ? Math.min(row.sent_bytes, bytes) : 0) : bytes;
  }
  return totals;
}
