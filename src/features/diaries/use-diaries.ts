// Live reads of stored diaries and weeks, for the screens (what IndexedDB holds, online or not).
import type { StoredDiary, StoredWeek } from '@/db/database';
import { useDeviceQuery } from '@/db/use-device-query';
import type { Diary } from '@/domain/diary/diary';
import type { FeedPage } from './feeds';
import { useInitialAnswer } from '@/ui/initial-answers';

/** The diary the page was rendered with on the server (its first value on both sides, until IndexedDB answers). */
function useInitialDiary(id: number): Diary | undefined {
  return useInitialAnswer<Diary>(`diary:${id}`);
}

/** The diaries of a stored feed, in its order, and the feed's total (undefined while loading); until this device stores
 * the feed, `initial` (the page the server rendered it with) is its first value on both sides. */
export function useFeed(key: string, initial?: FeedPage): { diaries: StoredDiary[]; total: number; loaded: boolean } | undefined {
  const stored = useDeviceQuery(async (db) => {
    const feed = await db.feeds.get(key);
    if (!feed) return { diaries: [], total: 0, loaded: false };
    const rows = await db.diaries.bulkGet(feed.ids);
    return { diaries: rows.filter((row): row is StoredDiary => row !== undefined), total: feed.total, loaded: true };
  }, [key]);
  if (stored?.loaded || !initial) return stored;
  return { diaries: initial.items.map((card): StoredDiary => ({ ...card, has_details: false, synced_at: 0 })), total: initial.total, loaded: true };
}

/** One stored diary (null when this device has none, undefined while loading). */
export function useStoredDiary(id: number): StoredDiary | null | undefined {
  const initial = useInitialDiary(id);
  const stored = useDeviceQuery(async (db) => (await db.diaries.get(id)) ?? null, [id]);
  // Until the dehydrated answer is stored (main.tsx writes it through storeDiary), the page shows what it was rendered with.
  if (stored || !initial) return stored;
  const { items_week: _weeks, ...diary } = initial;
  return { ...diary, has_details: true, synced_at: 0 } as StoredDiary;
}

/** The stored weeks of a diary, in order. */
export function useStoredWeeks(diaryId: number): StoredWeek[] | undefined {
  const initial = useInitialDiary(diaryId);
  const stored = useDeviceQuery((db) => db.weeks.where('[diary_id+position]').between([diaryId, -Infinity], [diaryId, Infinity]).toArray(), [diaryId]);
  if (stored?.length || !initial) return stored;
  return initial.items_week.map((week, position) => ({ ...week, position }) as StoredWeek);
}

/** Whether the page was rendered on the server with this diary (then every week is drawn in the first render). */
export function useRenderedWithDiary(id: number): boolean {
  return useInitialDiary(id) !== undefined;
}
