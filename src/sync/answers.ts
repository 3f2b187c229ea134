// What a replayed mutation's answer changes on the device: the stored entity, and temp ids remapped everywhere.
import { db, type OutboxMutation, type StoredDiary, type StoredWeek } from '@/db/database';
import type { Diary } from '@/domain/diary';
import type { Week } from '@/domain/week';
import { refreshDiaryCounters } from './diary-counters';
import { resolveBody, resolvePath } from './temp-ids';

const DIARY_PATH = /^\/api\/diaries\/(\d+)$/;
/** The path of one stored week (PUT and DELETE), its id captured. */
export const WEEK_PATH = /^\/api\/diaries\/\d+\/weeks\/(\d+)$/;
const COVER_PATH = /^\/api\/diaries\/\d+\/cover-week$/;

/** Mutations still queued after `seq` for the same path: their local change is newer than this answer. */
async function laterWrites(seq: number, path: string): Promise<OutboxMutation[]> {
  return (await db.outbox.where('path').equals(path).sortBy('seq')).filter((m) => m.seq! > seq);
}

/** A diary answer as a stored row, keeping what the device knew that the answer leaves out. */
function diaryRow(answer: Diary, previous: StoredDiary | undefined): StoredDiary {
  const { items_week: _weeks, ...diary } = answer;
  return { ...previous, ...diary, has_details: true, synced_at: Date.now() };
}

/**
 * The server gave `real` to what this device created as `temp`: every reference follows,
 * in stored weeks and feeds, in the queued mutations and in the queued uploads.
 */
async function remapTempId(temp: number, real: number, kind: 'diary' | 'week'): Promise<void> {
  const ids = new Map([[temp, real]]);
  await db.idMap.put({ temp, real, kind });
  if (kind === 'diary') {
    await db.weeks.where('diary_id').equals(temp).modify({ diary_id: real });
    await db.feeds.toCollection().modify((feed) => {
      feed.ids = feed.ids.map((id) => (id === temp ? real : id));
    });
  }
  await db.outbox.toCollection().modify((m) => {
    m.path = resolvePath(m.path, ids);
    m.body = resolveBody(m.body, ids);
  });
  await db.uploads.where(kind === 'diary' ? 'diary_id' : 'week_id').equals(temp).modify(kind === 'diary' ? { diary_id: real } : { week_id: real });
}

/** Later queued edits of a week are now based on this answer (their conflict check compares with it). */
async function rebaseLaterWrites(later: OutboxMutation[], week: Week): Promise<void> {
  for (const m of later) {
    if (m.method !== 'PUT') continue;
    await db.outbox.update(m.seq!, { base: week, body: { ...(m.body as object), base_update_date: week.update_date } });
  }
}

async function storeCreatedDiary(mutation: OutboxMutation, answer: Diary): Promise<void> {
  const temp = mutation.creates!.temp_id;
  const local = await db.diaries.get(temp);
  await db.diaries.delete(temp);
  await db.diaries.put(diaryRow(answer, local && { ...local, id: answer.id }));
  await remapTempId(temp, answer.id, 'diary');
  await refreshDiaryCounters(answer.id);
}

async function storeCreatedWeek(mutation: OutboxMutation, answer: Week): Promise<void> {
  const temp = mutation.creates!.temp_id;
  const local = await db.weeks.get(temp);
  await db.weeks.delete(temp);
  await remapTempId(temp, answer.id, 'week');
  const later = await laterWrites(mutation.seq!, `/api/diaries/${answer.diary_id}/weeks/${answer.id}`);
  await rebaseLaterWrites(later, answer);
  // A local edit still queued stays on screen; only the server's bookkeeping is taken.
  const row: StoredWeek = later.length && local
    ? { ...local, id: answer.id, diary_id: answer.diary_id, add_date: answer.add_date, update_date: answer.update_date }
    : { ...answer, position: local?.position ?? answer.id };
  await db.weeks.put(row);
  await refreshDiaryCounters(answer.diary_id);
}

async function storeUpdatedWeek(mutation: OutboxMutation, answer: Week): Promise<void> {
  const later = await laterWrites(mutation.seq!, mutation.path);
  await rebaseLaterWrites(later, answer);
  const local = await db.weeks.get(answer.id);
  if (!local) return;
  await db.weeks.put(later.length ? { ...local, update_date: answer.update_date } : { ...answer, position: local.position });
  await refreshDiaryCounters(answer.diary_id);
}

async function storeUpdatedDiary(mutation: OutboxMutation, answer: Diary): Promise<void> {
  const local = await db.diaries.get(answer.id);
  if (!local) return;
  const later = await laterWrites(mutation.seq!, mutation.path);
  await db.diaries.put(later.length ? { ...local, update_date: answer.update_date } : diaryRow(answer, local));
}

/** Applies the answer of a replayed mutation to the local database (inside the replay's transaction). */
export async function storeAnswer(mutation: OutboxMutation, answer: unknown): Promise<void> {
  if (mutation.method === 'DELETE' || answer === null) return;
  if (mutation.creates?.kind === 'diary') return storeCreatedDiary(mutation, answer as Diary);
  if (mutation.creates?.kind === 'week') return storeCreatedWeek(mutation, answer as Week);
  if (WEEK_PATH.test(mutation.path)) return storeUpdatedWeek(mutation, answer as Week);
  if (DIARY_PATH.test(mutation.path) || COVER_PATH.test(mutation.path)) return storeUpdatedDiary(mutation, answer as Diary);
}
