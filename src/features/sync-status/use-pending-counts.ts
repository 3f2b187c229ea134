// The pending-changes badge's live numbers, read from IndexedDB indexes only (it is on every screen).
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/db/database';

/** Changes and uploads waiting or under way, and those the server refused. */
export interface PendingCounts { waiting: number; refused: number }

/** How many changes and uploads wait and how many were refused, read from the indexes only (the badge is always on screen). */
export function usePendingCounts(): PendingCounts | undefined {
  return useLiveQuery(() => db.transaction('r', db.outbox, db.uploads, async () => {
    const [changes, uploads, refusedChanges, refusedUploads] = await Promise.all([
      db.outbox.count(), db.uploads.count(),
      db.outbox.where('status').equals('refused').count(), db.uploads.where('status').equals('refused').count(),
    ]);
    const refused = refusedChanges + refusedUploads;
    return { waiting: changes + uploads - refused, refused };
  }), []);
}
