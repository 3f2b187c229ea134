// The grower's week changes: applied on the device at once and queued for the API (works offline); their mutators and answers.
import { db, type StoredWeek } from '@/db/database';
import { weekTarget } from '@/domain/change-targets';
import type { Week } from '@/domain/week';
import { weekBody, weekRecordFields, type WeekBody, type WeekFields } from '@/domain/week-form';
import { refreshDiaryCounters } from '@/sync/diary-counters';
import { defineMutator, type EditLink, type ReplayContext } from '@/sync/outbox/mutator';
import { dropUnsentCreate, queueWrite, writeLocally } from '@/sync/outbox/queue';
import { isTempId, newTempId } from '@/sync/outbox/temp-ids';
import { removeUploads } from '@/sync/upload-discard';
import { settleWeekConflict } from './week-conflict';

interface WeekRef { diary_id: number; week_id: number }

function weekLabel(diaryName: string | undefined, position: number): string {
  return `${diaryName ?? ''} · week ${position + 1}`;
}

/** The week editor, or the harvest editor for a harvest week. */
function weekEditor({ diary_id, week_id }: WeekRef, body: WeekBody): EditLink {
  const to = body.faza === 2 ? '/diaries/$id/edit/smoke/$week' : '/diaries/$id/edit/week/$week';
  return { to, params: { id: diary_id, week: week_id } };
}

/** Texts a week change carries: its comment and the seed review. */
const weekTexts = (body: WeekBody) => [body.text, body.review_seed?.text].filter((text): text is string => typeof text === 'string');

/** Later queued edits of a week are now based on this answer (their conflict check compares with it). */
async function rebaseLaterWrites(later: Awaited<ReturnType<ReplayContext<unknown>['laterWrites']>>, week: Week): Promise<void> {
  for (const m of later) {
    if (m.mutator !== 'week.update') continue;
    const args = m.args as WeekRef & { body: WeekBody };
    await db.outbox.update(m.seq!, { base: week, args: { ...args, body: { ...args.body, base_update_date: week.update_date } } });
  }
}

const answerTables = () => [db.weeks, db.diaries];

const createWeekMutator = defineMutator<'week.create', WeekRef & { body: WeekBody }, Week>({
  name: 'week.create',
  request: ({ diary_id, body }) => ({ method: 'POST', path: `/api/diaries/${diary_id}/weeks`, body }),
  target: (ref) => weekTarget(ref.diary_id, ref.week_id),
  replaces: false,
  creates: { kind: 'week', tables: () => [db.weeks], forget: (tempId) => db.weeks.delete(tempId) },
  answer: {
    tables: answerTables,
    // The week moves to its real id; a local edit still queued stays on screen, only the server's bookkeeping is taken.
    store: async (answer, { row, laterWrites }) => {
      const temp = row.creates!.temp_id;
      const local = await db.weeks.get(temp);
      await db.weeks.delete(temp);
      await db.uploads.where('week_id').equals(temp).modify({ week_id: answer.id });
      const later = await laterWrites(weekTarget(answer.diary_id, answer.id));
      await rebaseLaterWrites(later, answer);
      const stored: StoredWeek = later.length && local
        ? { ...local, id: answer.id, diary_id: answer.diary_id, add_date: answer.add_date, update_date: answer.update_date }
        : { ...answer, position: local?.position ?? answer.id };
      await db.weeks.put(stored);
      await refreshDiaryCounters(answer.diary_id);
    },
  },
  pending: { kind: 'createWeek', editLink: (args) => weekEditor(args, args.body), content: ({ body }) => weekTexts(body) },
});

const updateWeekMutator = defineMutator<'week.update', WeekRef & { body: WeekBody }, Week>({
  name: 'week.update',
  request: ({ diary_id, week_id, body }) => ({ method: 'PUT', path: `/api/diaries/${diary_id}/weeks/${week_id}`, body }),
  target: (ref) => weekTarget(ref.diary_id, ref.week_id),
  replaces: true,
  intoCreate: (create, { body }) => ({ ...(create as { body: WeekBody }), body: { ...(create as { body: WeekBody }).body, ...body } }),
  answer: {
    tables: answerTables,
    store: async (answer, { laterWrites }) => {
      const later = await laterWrites();
      await rebaseLaterWrites(later, answer);
      const local = await db.weeks.get(answer.id);
      if (!local) return;
      await db.weeks.put(later.length ? { ...local, update_date: answer.update_date } : { ...answer, position: local.position });
      await refreshDiaryCounters(answer.diary_id);
    },
  },
  settleConflict: settleWeekConflict,
  pending: { kind: 'updateWeek', editLink: (args) => weekEditor(args, args.body), content: ({ body }) => weekTexts(body) },
});

const deleteWeekMutator = defineMutator<'week.delete', WeekRef>({
  name: 'week.delete',
  request: ({ diary_id, week_id }) => ({ method: 'DELETE', path: `/api/diaries/${diary_id}/weeks/${week_id}` }),
  target: (ref) => weekTarget(ref.diary_id, ref.week_id),
  replaces: false,
  answer: 'ignored',
  pending: { kind: 'deleteWeek', editLink: () => null, content: () => [] },
});

/** Every week write, for the mutator registry. */
export const weekMutators = [createWeekMutator, updateWeekMutator, deleteWeekMutator];

/** Adds a week at the end of a diary (under a temporary id until the server gives its own); returns that id. */
export async function createWeek(diaryId: number, fields: WeekFields): Promise<number> {
  const id = newTempId();
  const now = new Date().toISOString();
  return writeLocally([db.weeks, db.diaries], async () => {
    const [diary, position] = await Promise.all([db.diaries.get(diaryId), db.weeks.where('diary_id').equals(diaryId).count()]);
    const row: StoredWeek = {
      id, diary_id: diaryId, position, add_date: now, update_date: now, cnt_comments: 0, cnt_likes: 0, is_remove: false, is_video: false,
      items_video: [], ...weekRecordFields(fields, []),
    };
    await db.weeks.add(row);
    await refreshDiaryCounters(diaryId);
    await queueWrite(createWeekMutator, { diary_id: diaryId, week_id: id, body: weekBody(fields) }, { label: weekLabel(diary?.name, position), createsId: id });
    return id;
  });
}

/** Saves a week; the server's version it was made on goes with it, so another device's change is merged, not lost. */
export async function updateWeek(weekId: number, fields: WeekFields): Promise<void> {
  await writeLocally([db.weeks, db.diaries], async () => {
    const week = await db.weeks.get(weekId);
    if (!week) throw new Error('This week is no longer on this device.');
    const diary = await db.diaries.get(week.diary_id);
    await db.weeks.put({ ...week, ...weekRecordFields(fields, week.items_photo) });
    await refreshDiaryCounters(week.diary_id);
    const body = weekBody(fields, isTempId(weekId) ? undefined : week.update_date);
    await queueWrite(updateWeekMutator, { diary_id: week.diary_id, week_id: weekId, body }, {
      label: weekLabel(diary?.name, week.position), base: week, editOf: isTempId(weekId) ? weekId : undefined,
    });
  });
}

/** Removes a week; one that never left the device is simply forgotten, with its queued photos. */
export async function deleteWeek(weekId: number): Promise<void> {
  await writeLocally([db.weeks, db.diaries, db.uploads, db.uploadFiles], async () => {
    const week = await db.weeks.get(weekId);
    if (!week) return;
    const diary = await db.diaries.get(week.diary_id);
    const neverSent = isTempId(weekId) && (await dropUnsentCreate(weekId));
    if (!neverSent) await queueWrite(deleteWeekMutator, { diary_id: week.diary_id, week_id: weekId }, { label: weekLabel(diary?.name, week.position) });
    await removeUploads((await db.uploads.where('week_id').equals(weekId).primaryKeys()) as number[]);
    await db.weeks.delete(weekId);
    // Positions stay dense, as on the server.
    const later = await db.weeks.where('diary_id').equals(week.diary_id).filter((w) => w.position > week.position).toArray();
    await db.weeks.bulkPut(later.map((w) => ({ ...w, position: w.position - 1 })));
    await refreshDiaryCounters(week.diary_id);
  });
}
