// Live view of what waits on the device to be sent: queued changes and uploads, and the sync engine's state.
import { useLiveQuery } from 'dexie-react-hooks';
import { useSyncExternalStore } from 'react';
import { db, type OutboxMutation, type QueuedUpload } from '@/db/database';
import { getSyncState, subscribeSyncState, type SyncState } from '@/sync/outbox/sync-state';

export interface PendingWork {
  changes: OutboxMutation[];
  uploads: QueuedUpload[];
  /** Changes and uploads waiting or under way (refused ones are counted apart). */
  waiting: number;
  refused: number;
}

/** Everything queued on this device, in order (undefined while it loads). */
export function usePendingWork(): PendingWork | undefined {
  return useLiveQuery(async () => {
    const [changes, uploads] = await Promise.all([db.outbox.orderBy('seq').toArray(), db.uploads.orderBy('id').toArray()]);
    const refused = changes.filter((c) => c.status === 'refused').length + uploads.filter((u) => u.status === 'refused').length;
    return { changes, uploads, refused, waiting: changes.length + uploads.length - refused };
  }, []);
}

/** The sync engine's last outcome and next retry, live. */
export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribeSyncState, getSyncState, getSyncState);
}
