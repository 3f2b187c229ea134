// How much work waits on the device to be sent, from the tables' counts (no rows read).
import { db } from '@/db/database';

/** Changes and uploads waiting or refused. */
export const countQueuedWork = async (): Promise<number> => (await Promise.all([db.outbox.count(), db.uploads.count()])).reduce((a, b) => a + b, 0);
