// Live queue numbers for what is on every screen (the pending-changes badge, the upload total), read from counts and indexes only.
import { useDeviceQuery } from '@/db/use-device-query';

/** Changes and uploads waiting or under way, and those the server refused. */
export interface PendingCounts { waiting: number; refused: number }

/** How many changes and uploads wait and how many were refused, read from the indexes only (the badge is always on screen). */
export function usePendingCounts(): PendingCounts | undefined {
  return useDeviceQuery((db) => db.transaction('r', db.outbox, db.uploads, async () => {
    const [changes, uploads, refusedChanges, refusedUploads] = await Promise.all([
      db.outbox.count(), db.uploads.count(),
      db.outbox.where('status').equals('refused').count(), db.uploads.where('status').equals('refused').count(),
    ]);
    const refused = refusedChanges + refusedUploads;
    return { waiting: changes + uploads - refused, refused };
  }), []);
}

/** How many photos and videos wait in the upload queue (the table's count: no file read). */
export function useQueuedUploadCount(): number | undefined {
  return useDeviceQuery((db) => db.uploads.count(), []);
}
