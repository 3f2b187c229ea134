// The grower's writes of shorts: a new short kept on the device at once with its clip and poster queued for upload,
// edits of its words, and its removal; each a queued write (src/features/shorts/mutators.ts).
import { db, type ShortRecord } from '@/db/database';
import type { ShortInput } from '@/domain/short/short';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { newTempId } from '@/sync/outbox/temp-ids';
import { queueShortMedia } from '@/sync/uploads/upload-queue';
import { createShort, deleteShort, editShort } from './mutators';
import { shortTables } from './shorts-rows';
import { requestSync } from '@/sync/outbox/request-sync';

/**
 * A new short, kept on the device at once under a temporary id and queued; its poster frame and clip wait in the
 * upload queue and leave once the server has the short. Answers the temporary id.
 */
export async function saveNewShort(input: ShortInput, video: File, poster: { blob: Blob; width: number; height: number }): Promise<number> {
  const id = await writeLocally(shortTables(), async () => {
    const session = await db.session.get('current');
    if (session?.key !== 'current') throw new Error('Sign in to post a short.');
    const temp = newTempId();
    const now = new Date().toISOString();
    await db.shorts.add({
      id: temp, title: input.title, text: input.text, poster: null, video: null, item_user: session.user,
      add_date: now, update_date: now, cnt_likes: 0, cnt_comments: 0, cnt_views: 0, synced_at: 0,
    });
    await queueWrite(createShort, { id: temp, input }, { label: input.title, createsId: temp });
    return temp;
  });
  await queueShortMedia(video, poster, id);
  // The pass the create started may have looked at the upload queue before the clip and poster were in it.
  void requestSync();
  return id;
}

/** Changes the words of a short (the author's, or a moderator's). */
export async function changeShort(short: ShortRecord, input: ShortInput): Promise<void> {
  await writeLocally(shortTables(), async () => {
    await db.shorts.update(short.id, { title: input.title, text: input.text, update_date: new Date().toISOString() });
    await queueWrite(editShort, { id: short.id, input }, { label: input.title, ...(short.synced_at === 0 && { editOf: short.id }) });
  });
}

/** Removes a short from the device's lists at once and queues its removal. */
export async function removeShort(short: ShortRecord): Promise<void> {
  await writeLocally(shortTables(), async () => {
    await db.shorts.delete(short.id);
    await db.shortLists.toCollection().modify((list) => {
      if (list.ids.includes(short.id)) {
        list.ids = list.ids.filter((id) => id !== short.id);
        list.total = Math.max(0, list.total - 1);
      }
    });
    await queueWrite(deleteShort, { id: short.id, title: short.title }, { label: short.title });
  });
}
