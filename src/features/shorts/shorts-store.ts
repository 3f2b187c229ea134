// Shorts read from the API into IndexedDB: a visited short and the feed's order open offline (the clip plays when
// online or cached); a short the server answered is stored without undoing the device's waiting edit.
import { db, type ShortRecord } from '@/db/database';
import { shortTarget } from '@/domain/api/change-targets';
import type { Short, ShortsPage } from '@/domain/short/short';
import { shortListKey, SHORTS_PAGE_SIZE } from '@/domain/short/short-limits';
import { apiRequest, ServerError } from '@/sync/transport/http';

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

/** A page of a list as the server answered it into the device: the first page replaces the stored order, later ones extend it. */
export async function storeShortList(key: string, page: ShortsPage): Promise<void> {
  for (const short of page.items) await storeShort(short);
  await db.transaction('rw', db.shortLists, async () => {
    const stored = page.start === 0 ? undefined : await db.shortLists.get(key);
    const before = stored?.ids.slice(0, page.start) ?? [];
    const ids = [...before, ...page.items.map((s) => s.id).filter((id) => !before.includes(id))];
    await db.shortLists.put({ key, ids, total: page.total, loaded_at: Date.now() });
  });
}

/** GET /api/shorts: a page of the feed (no user) or of a grower's shorts into the device. */
export async function refreshShortList(userId: number | undefined, start = 0): Promise<void> {
  const page = await apiRequest<ShortsPage>('/api/shorts', { query: { start, limit: SHORTS_PAGE_SIZE, ...(userId !== undefined && { user_id: userId }) } });
  await storeShortList(shortListKey(userId), page);
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
