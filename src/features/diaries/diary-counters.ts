// A diary card's counters as the weeks stored on the device say (week count, days, furthest phase, harvested).
import { db, type StoredWeek } from '@/db/database';

/** Recomputes the stored diary's counters from its stored weeks (inside the caller's transaction). */
export async function refreshDiaryCounters(diaryId: number): Promise<void> {
  const weeks = (await db.weeks.where('diary_id').equals(diaryId).toArray()).filter((w) => !w.is_remove);
  await db.diaries.update(diaryId, {
    cnt_weeks: weeks.length,
    cnt_days: weeks.reduce((sum, w) => sum + w.days, 0),
    max_faza: weeks.reduce<StoredWeek['faza']>((max, w) => (w.faza > max ? w.faza : max), -1),
    is_harvest: weeks.some((w) => w.faza === 2),
  });
}
