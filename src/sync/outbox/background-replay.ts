// One pass over everything queued on the device, shared by the page's sync engine and the service worker's `sync` event.
import { db } from '@/db/database';
import { replayOutbox, type ReplayOutcome } from './replay';

/** Tag of the Background Sync registration the page makes and the service worker answers. */
export const OUTBOX_SYNC_TAG = 'growdiaries-outbox';

/**
 * 1. The queued mutations, in order (a week must exist on the server before its photos).
 * 2. Then the media uploads, through `sendUploads`: the page loads that code (tus included) only when something
 *    waits to upload; the service worker, a classic script without dynamic imports, bundles it.
 */
export async function replayQueuedWork(sendUploads: () => Promise<ReplayOutcome>): Promise<ReplayOutcome> {
  const outcome = await replayOutbox();
  if (outcome !== 'done' || (await db.uploads.count()) === 0) return outcome;
  return sendUploads();
}
