// Refreshers of diary lists (home page, all diaries): fetch from the API and store in IndexedDB, which the screens read.
import { db, type StoredDiary } from '@/db/database';
import type { DiaryCard, DiaryPage, MainPage } from '@/domain/diary/diary';
import { apiRequest } from '@/sync/transport/http';
import { ALL_DIARIES_FEED_KEY, type FeedPage, MAIN_FEED_KEY, mainFeedPage } from './feeds';

/** Stores diary cards without dropping details already stored for the same diaries. */
export async function storeCards(cards: DiaryCard[], syncedAt: number): Promise<void> {
  const existing = await db.diaries.bulkGet(cards.map((c) => c.id));
  const rows: StoredDiary[] = cards.map((card, index) => ({ ...existing[index], ...card, has_details: existing[index]?.has_details ?? false, synced_at: syncedAt }));
  await db.diaries.bulkPut(rows);
}

/** Stores one page of a feed's diaries from `offset` on: the first page replaces the feed, later ones are appended. */
export async function storeFeed(key: string, page: FeedPage, offset = 0): Promise<void> {
  const now = Date.now();
  await db.transaction('rw', db.diaries, db.feeds, async () => {
    await storeCards(page.items, now);
    const head = offset === 0 ? [] : ((await db.feeds.get(key))?.ids ?? []).slice(0, offset);
    await db.feeds.put({ key, ids: [...head, ...page.items.map((d) => d.id)], total: page.total, synced_at: now });
  });
}

/** GET /api/main: the home page's diaries, kept as the 'main' feed. */
export async function refreshMainPage(): Promise<void> {
  await storeFeed(MAIN_FEED_KEY, mainFeedPage(await apiRequest<MainPage>('/api/main')));
}

/** GET /api/diaries?start&limit: one more page of all diaries, appended to the stored list. */
export async function loadDiaryPage(start: number, limit: number): Promise<void> {
  await storeFeed(ALL_DIARIES_FEED_KEY, await apiRequest<DiaryPage>('/api/diaries', { query: { start, limit } }), start);
}
