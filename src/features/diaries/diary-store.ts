// Refreshers of diary lists (home page, all diaries): fetch from the API and store in IndexedDB, which the screens read.
import { db, type StoredDiary } from '@/db/database';
import type { DiaryCard, DiaryPage, MainPage } from '@/domain/diary/diary';
import { apiRequest } from '@/sync/transport/http';

export const MAIN_FEED_KEY = 'main';
export const ALL_DIARIES_FEED_KEY = 'diaries:all';

/** Stores diary cards without dropping details already stored for the same diaries. */
export async function storeCards(cards: DiaryCard[], syncedAt: number): Promise<void> {
  const existing = await db.diaries.bulkGet(cards.map((c) => c.id));
  const rows: StoredDiary[] = cards.map((card, index) => ({ ...existing[index], ...card, has_details: existing[index]?.has_details ?? false, synced_at: syncedAt }));
  await db.diaries.bulkPut(rows);
}

/** GET /api/main: the home page's diaries, kept as the 'main' feed. */
export async function refreshMainPage(): Promise<void> {
  const page = await apiRequest<MainPage>('/api/main');
  const now = Date.now();
  await db.transaction('rw', db.diaries, db.feeds, async () => {
    await storeCards(page.items_diary, now);
    await db.feeds.put({ key: MAIN_FEED_KEY, ids: page.items_diary.map((d) => d.id), total: page.total_diaries, synced_at: now });
  });
}

/** GET /api/diaries?start&limit: one more page of all diaries, appended to the stored list. */
export async function loadDiaryPage(start: number, limit: number): Promise<void> {
  const page = await apiRequest<DiaryPage>('/api/diaries', { query: { start, limit } });
  const now = Date.now();
  await db.transaction('rw', db.diaries, db.feeds, async () => {
    await storeCards(page.items, now);
    const feed = await db.feeds.get(ALL_DIARIES_FEED_KEY);
    const head = start === 0 ? [] : (feed?.ids ?? []).slice(0, start);
    await db.feeds.put({ key: ALL_DIARIES_FEED_KEY, ids: [...head, ...page.items.map((d) => d.id)], total: page.total, synced_at: now });
  });
}
