// Live reads of stored diaries and weeks, for the screens (what IndexedDB holds, online or not).
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type StoredDiary, type StoredWeek } from '@/db/database';

/** The diaries of a stored feed, in its order, and the feed's total (undefined while loading). */
export function useFeed(key: string): { diaries: StoredDiary[]; total: number; loaded: boolean } | undefined {
  return useLiveQuery(async () => {
    const feed = await db.feeds.get(key);
    if (!feed) return { diaries: [], total: 0, loaded: false };
    const rows = await db.diaries.bulkGet(feed.ids);
    return { diaries: rows.filter((row): row is StoredDiary => row !== undefined), total: feed.total, loaded: true };
  }, [key]);
}

/** One stored diary (null when this device has none, undefined while loading). */
export function useStoredDiary(id: number): StoredDiary | null | undefined {
  return useLiveQuery(async () => (await db.diaries.get(id)) ?? null, [id]);
}

/** The stored weeks of a diary, in order. */
export function useStoredWeeks(diaryId: number): StoredWeek[] | undefined {
  return useLiveQuery(() => db.weeks.where('[diary_id+position]').between([diaryId, -Infinity], [diaryId, Infinity]).toArray(), [diaryId]);
}
