// Giveaways read from the API: list pages (kept by the service worker's API cache), one giveaway into IndexedDB (a
// visited giveaway opens offline; a refresh never overwrites it while one of the grower's writes about it waits), the
// grower's diaries that can enter a category (offline: those stored on this device), and the writes of a giveaway
// that wait or were refused.
import { db, type StoredGiveaway } from '@/db/database';
import { giveawayTarget } from '@/domain/api/change-targets';
import type { Giveaway, GiveawaysPage, JoinableDiaries } from '@/domain/giveaway/giveaway';
import { ALREADY_JOINED_MESSAGE, type GiveawayList } from '@/domain/giveaway/giveaway-limits';
import type { PageRequest } from '@/features/catalogue/catalogue-store';
import { apiRequest, NetworkError, ServerError } from '@/sync/transport/http';

/** One page of a list, 20 giveaways: active (to come and open) or the archive of closed ones with their winners. */
export function fetchGiveaways(list: GiveawayList, { start, limit, signal }: PageRequest): Promise<GiveawaysPage> {
  return apiRequest<GiveawaysPage>('/api/giveaways', { query: { start, limit, tags: list }, signal });
}

/** The stored giveaway of a link (null when none). */
export async function storedGiveaway(link: string): Promise<StoredGiveaway | null> {
  return (await db.giveaways.where('link').equals(link).first()) ?? null;
}

/** Writes of the grower about a giveaway still waiting to be sent or answered (not refused ones). */
function waitingAbout(giveawayId: number) {
  return db.outbox.where('target').startsWith(giveawayTarget(giveawayId)).filter((m) => m.status !== 'refused');
}

/** A giveaway as the API answered it, into the device, unless a write of the grower about it waits (see below). */
export async function storeGiveaway(link: string, giveaway: Giveaway): Promise<void> {
  await db.transaction('rw', db.giveaways, db.outbox, async () => {
    if ((await waitingAbout(giveaway.id).count()) > 0) return;
    await db.giveaways.where('link').equals(link).filter((g) => g.id !== giveaway.id).delete();
    await db.giveaways.put({ ...giveaway, synced_at: Date.now() });
  });
}

/**
 * GET /api/giveaways/{link} into the device. While a write of the grower about it waits, the device's copy (with that
 * change) stays: the write's answer brings the server's. A giveaway the server no longer has is forgotten.
 */
export async function refreshGiveaway(link: string): Promise<void> {
  try {
    await storeGiveaway(link, await apiRequest<Giveaway>(`/api/giveaways/${encodeURIComponent(link)}`));
  } catch (error) {
    if (error instanceof ServerError && error.status === 404) await db.giveaways.where('link').equals(link).delete();
    throw error;
  }
}

/**
 * The grower's diaries for the join picker of a category (each with whether it can enter and why not). Offline with no
 * copy of the answer, the grower's diaries stored on this device that the server knows (the server checks the rest).
 */
export async function fetchJoinable(giveawayId: number, categoryId: number, signal?: AbortSignal): Promise<JoinableDiaries> {
  try {
    return await apiRequest<JoinableDiaries>(`/api/giveaways/${giveawayId}/join/${categoryId}`, { signal });
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return storedJoinable(giveawayId, categoryId);
  }
}

async function storedJoinable(giveawayId: number, categoryId: number): Promise<JoinableDiaries> {
  const session = await db.session.get('current');
  const category = (await db.giveaways.get(giveawayId))?.categories.find((c) => c.id === categoryId);
  if (session?.key !== 'current' || !category) throw new NetworkError();
  const diaries = await db.diaries.where('item_user.id').equals(session.user.id).filter((d) => d.id > 0).reverse().sortBy('update_date');
  const reason = category.my_entry === null ? null : ALREADY_JOINED_MESSAGE;
  return { category_id: categoryId, items: diaries.map((d) => ({ id: d.id, name: d.name, link: d.link, can_join: reason === null, reason })) };
}

/** What waits and what the server refused of the grower's writes about a giveaway, by category. */
export interface GiveawayWrites { waiting: Set<number>; refused: Map<number, string> }

export async function giveawayWrites(giveawayId: number): Promise<GiveawayWrites> {
  const rows = await db.outbox.where('target').startsWith(giveawayTarget(giveawayId)).toArray();
  const categoryOf = (target: string) => Number(/\/category:(\d+)\//.exec(target)?.[1]);
  const waiting = new Set(rows.filter((m) => m.status !== 'refused').map((m) => categoryOf(m.target)));
  const refused = new Map(rows.filter((m) => m.status === 'refused').map((m) => [categoryOf(m.target), m.error ?? ''] as const));
  return { waiting, refused };
}
