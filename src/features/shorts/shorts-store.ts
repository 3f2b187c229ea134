// Shorts read from the API into IndexedDB (a visited short and the feed's order open offline; the clip plays when
// online or cached), and the grower's writes: a new short kept at once with its clip and poster queued, edits, removal.
import { db, type ShortRecord } from '@/db/database';
import { shortTarget } from '@/domain/api/change-targets';
import type { Short, ShortInput, ShortsPage } from '@/domain/short/short';
import { SHORTS_PAGE_SIZE } from '@/domain/short/short-limits';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { newTempId } from '@/sync/outbox/temp-ids';
import { apiRequest, ServerError } from '@/sync/transport/http';
import { queueShortMedia } from '@/sync/uploads/upload-queue';
import { createShort, deleteShort, editShort } from './mutators';
import { FEED_LIST, shortTables, userShortsList } from './shorts-rows';

/** Whether a write of this short still waits on the device (its row then keeps the device's words). */
async function waits(id: number): Promise<boolean> {
  return (await db.outbox.where('target').equals(shortTarget(id)).filter((m) => m.status !== 'refused').count()) > 0;
}

/** Stores a short the server answered, unless a write of it waits on the device. */
export async function storeShort(short: Short): Promise<void> {
  if (await waits(short.id)) {
    const local = await db.shorts.get(short.id);
    await db.shorts.put({ ...short, ...(local && { title: local.title, text: local.text }), synced_at: Date.now() });
    return;
  }
  await db.shorts.put({ ...short, synced_at: Date.now() });
}

/** GET /api/videos/{id} into the device; a short the server no longer has (or never published) is forgotten unless writes of it wait. */
export async function refreshShort(id: number): Promise<void> {
  if (id < 0) return;
  try {
    await storeShort(await apiRequest<Short>(`/api/videos/${id}`));
  } catch (error) {
    if (error instanceof ServerError && error.status === 404 && !(await waits(id))) await db.shorts.delete(id);
    throw error;
  }
}

/** The key of a list: the feed, or one grower's shorts. */
export const shortListKey = (userId?: number) => (userId === undefined ? FEED_LIST : userShortsList(userId));

/** A page of a list into the device: the first page replaces the stored order, later ones extend it. */
export async function refreshShortList(userId: number | undefined, start = 0): Promise<void> {
  const page = await apiRequest<ShortsPage>('/api/shorts', { query: { start, limit: SHORTS_PAGE_SIZE, ...(userId !== undefined && { user_id: userId }) } });
  const key = shortListKey(userId);
  for (const short of page.items) await storeShort(short);
  await db.transaction('rw', db.shortLists, async () => {
    const stored = start === 0 ? undefined : await db.shortLists.get(key);
    const before = stored?.ids.slice(0, start) ?? [];
    const ids = [...before, ...page.items.map((s) => s.id).filter((id) => !before.includes(id))];
    await db.shortLists.put({ key, ids, total: page.total, loaded_at: Date.now() });
  });
}

/** A stored list: its shorts in order (those removed on this device left out) and the server's total; null when never loaded. */
export async function storedShortList(key: string): Promise<{ shorts: ShortRecord[]; total: number } | null> {
  const list = await db.shortLists.get(key);
  if (!list) return null;
  const rows = await db.shorts.bulkGet(list.ids);
  return { shorts: rows.filter((row): row is ShortRecord => row !== undefined), total: list.total };
}

export async function storedShort(id: number): Promise<ShortRecord | null> {
  return (await db.shorts.get(id)) ?? null;
}

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
      add_date: now, update_date: now, cnt_likes: 0, cnt_comments: 0, synced_at: 0,
    });
    await queueWrite(createShort, { id: temp, input }, { label: input.title, createsId: temp });
    return temp;
  });
  await queueShortMedia(video, poster, id);
  // The pass the create started may have looked at the upload queue before the clip and poster were in it.
  void import('@/sync/outbox/sync-engine').then((engine) => engine.requestSync());
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
