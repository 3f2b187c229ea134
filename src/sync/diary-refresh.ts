// Refresher of one whole diary: fetched from the API and stored in IndexedDB, keeping the grower's unsent changes.
import { db } from '@/db/database';
import type { Diary } from '@/domain/diary';
import { apiRequest, ServerError } from './http';

/** Removes a diary and its weeks from the device. */
async function forgetDiary(id: number): Promise<void> {
  await db.transaction('rw', db.diaries, db.weeks, async () => {
    await db.diaries.delete(id);
    await db.weeks.where('diary_id').equals(id).delete();
  });
}

/** Changes still queued on this device about the diary: its own path or one below it (not /api/diaries/12 for diary 1). */
export function queuedAbout(id: number) {
  const prefix = `/api/diaries/${id}`;
  return db.outbox.filter((m) => m.path === prefix || m.path.startsWith(`${prefix}/`));
}

/** Weeks and diary fields of this diary with changes still queued on the device (they stay as the grower left them). */
async function locallyChanged(id: number): Promise<{ diary: boolean; weeks: Set<number>; removedWeeks: Set<number> }> {
  const prefix = `/api/diaries/${id}`;
  const queued = await queuedAbout(id).toArray();
  const weekOf = (path: string) => Number(/\/weeks\/(-?\d+)$/.exec(path)?.[1]);
  return {
    diary: queued.some((m) => m.path === prefix || m.path === `${prefix}/cover-week`),
    weeks: new Set(queued.filter((m) => m.method === 'PUT').map((m) => weekOf(m.path)).filter(Number.isFinite)),
    removedWeeks: new Set(queued.filter((m) => m.method === 'DELETE').map((m) => weekOf(m.path)).filter(Number.isFinite)),
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
  const { items_week, ...diary } = answer;
  await db.transaction('rw', [db.diaries, db.weeks, db.outbox], async () => {
    const changed = await locallyChanged(id);
    const stored = await db.weeks.where('diary_id').equals(id).toArray();
    const keep = new Map(stored.filter((w) => w.id < 0 || changed.weeks.has(w.id)).map((w) => [w.id, w]));
    const local = await db.diaries.get(id);
    await db.diaries.put(changed.diary && local ? { ...local, cover: diary.cover } : { ...local, ...diary, has_details: true, synced_at: Date.now() });
    await db.weeks.where('diary_id').equals(id).delete();
    const fresh = items_week.filter((w) => !changed.removedWeeks.has(w.id)).map((week) => keep.get(week.id) ?? week);
    const offline = [...keep.values()].filter((w) => w.id < 0);
    await db.weeks.bulkPut([...fresh, ...offline].map((week, position) => ({ ...week, position })));
  });
}
