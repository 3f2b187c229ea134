// Shorts as rows of IndexedDB: a short and the lists (`all`, `user:{id}`) that hold it, kept consistent when a short
// moves from its temporary id to the server's, is answered, or is forgotten.
import type { OutboxMutation } from '@/db/database';
import { db } from '@/db/database';
import type { Short } from '@/domain/short/short';

export const shortTables = () => [db.shorts, db.shortLists];

/** The server's short becomes the device's, unless a later edit of it waits (then its words stay the device's). */
export async function storeShortUnlessEdited(answer: Short, later: OutboxMutation[], localId = answer.id): Promise<void> {
  const local = await db.shorts.get(localId);
  const kept = later.length > 0 && local ? { title: local.title, text: local.text } : {};
  await db.shorts.put({ ...answer, ...kept, synced_at: Date.now() });
}

/** A short created on this device takes its server id, in its row and in the lists holding it. */
export async function moveShort(temp: number, answer: Short, later: OutboxMutation[]): Promise<void> {
  await storeShortUnlessEdited(answer, later, temp);
  await db.shorts.delete(temp);
  await db.shortLists.toCollection().modify((list) => {
    list.ids = list.ids.map((id) => (id === temp ? answer.id : id));
  });
}

/** Drops a short made on this device that will never be sent, with its queued clip and poster. */
export async function forgetShortLocally(tempId: number): Promise<void> {
  await db.shorts.delete(tempId);
  await db.shortLists.toCollection().modify((list) => {
    list.ids = list.ids.filter((id) => id !== tempId);
  });
  const media = (await db.uploads.filter((upload) => upload.short_id === tempId).primaryKeys()) as number[];
  await db.uploads.bulkDelete(media);
  await db.uploadFiles.bulkDelete(media);
}
