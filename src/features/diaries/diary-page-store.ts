// Refresher of one whole diary: fetched from the API and stored in IndexedDB, keeping the grower's unsent changes.
import { db } from '@/db/database';
import { diaryTarget, weekIdOfTarget } from '@/domain/api/change-targets';
import type { Diary } from '@/domain/diary/diary';
import { apiRequest, ServerError } from '@/sync/transport/http';

/** Removes a diary and its weeks from the device. */
async function forgetDiary(id: number): Promise<void> {
  await db.transaction('rw', db.diaries, db.weeks, async () => {
    await db.diaries.delete(id);
    await db.weeks.where('diary_id').equals(id).delete();
  });
}

/** Changes still queued on this device about the diary: its own target or one below it (not diary:12 for diary 1). */
export function queuedAbout(id: number) {
  const target = diaryTarget(id);
  return db.outbox.where('target').equals(target).or('target').startsWith(`${target}/`);
}

/** Weeks and diary fields of this diary with changes still queued on the device (they stay as the grower left them). */
async function locallyChanged(id: number): Promise<{ diary: boolean; weeks: Set<number>; removedWeeks: Set<number> }> {
  const queued = await queuedAbout(id).toArray();
  const weeksOf = (mutator: string) => new Set(queued.filter((m) => m.mutator === mutator).map((m) => weekIdOfTarget(m.target)).filter((week) => week !== null));
  return {
    diary: queued.some((m) => weekIdOfTarget(m.target) === null),
    weeks: weeksOf('week.update'),
    removedWeeks: weeksOf('week.delete'),
  };
}

/**
 * GET /api/diaries/{id}: the whole diary and its weeks, replacing what was stored, except what the grower
 * changed on this device and has not sent yet; a diary gone from the server is forgotten.
 */
export async function refreshDiary(id: number): Promise<void> {
  let answer;
  try {
    answer = await apiRequest<Diary>(`/api/diaries/${id}`);
  } catch (error) {
    if (error instanceof ServerError && error.status === 404 && (await queuedAbout(id).count()) === 0) await forgetDiary(id);
    throw error;
  }
  await storeDiary(id, answer);
}

/** Stores the server's answer for a diary (fetched, or written into the page by server rendering). */
export async function storeDiary(id: number, answer: Diary): Promise<void> {
  const { items_week, ...diary } = answer;
  await db.transaction('rw', [db.diaries, db.weeks, db.outbox], async () => {
    const changed = await locallyChanged(id);
    const stored = await db.weeks.where('diary_id').equals(id).toArray();
    const keep = new Map(stored.filter((w) => w.id < 0 || changed.weeks.has(w.id)).map((w) => [w.id, w]));
    const local = await db.diaries.get(id);
    await db.diaries.put(changed.diary && local ? { ...local, cover: diary.cover } : { ...local, ...diary, ban_reason: diary.ban_reason, has_details: true, synced_at: Date.now() });
    await db.weeks.where('diary_id').equals(id).delete();
    const fresh = items_week.filter((w) => !changed.removedWeeks.has(w.id)).map((week) => keep.get(week.id) ?? week);
    const offline = [...keep.values()].filter((w) => w.id < 0);
    await db.weeks.bulkPut([...fresh, ...offline].map((week, position) => ({ ...week, position })));
  });
}
