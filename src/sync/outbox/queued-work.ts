// How much work waits on the device to be sent, from the tables' counts (no rows read).
import { loadDatabase } from '@/db/load-database';

/** Changes and uploads waiting or refused. */
export async function countQueuedWork(): Promise<number> {
  const db = await loadDatabase();
  return (await Promise.all([db.outbox.count(), db.uploads.count()])).reduce((a, b) => a + b, 0);
}
