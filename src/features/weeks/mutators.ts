// The week writes the outbox sends: their requests, targets, answers, conflict merge and how /pending shows them.
import { db, type StoredWeek } from '@/db/database';
import { weekTarget } from '@/domain/api/change-targets';
import type { Week } from '@/domain/week/week';
import type { WeekBody } from '@/domain/week/week-form';
import { refreshDiaryCounters } from '@/features/diaries/diary-counters';
import { defineMutator, type EditLink, type ReplayContext } from '@/sync/outbox/mutator';
import { settleWeekConflict } from './week-conflict';

interface WeekRef { diary_id: number; week_id: number }

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

export const createWeekMutator = defineMutator<'week.create', WeekRef & { body: WeekBody }, Week>({
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

export const updateWeekMutator = defineMutator<'week.update', WeekRef & { body: WeekBody }, Week>({
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

export const deleteWeekMutator = defineMutator<'week.delete', WeekRef>({
  name: 'week.delete',
  request: ({ diary_id, week_id }) => ({ method: 'DELETE', path: `/api/diaries/${diary_id}/weeks/${week_id}` }),
  target: (ref) => weekTarget(ref.diary_id, ref.week_id),
  replaces: false,
  answer: 'ignored',
  pending: { kind: 'deleteWeek', editLink: () => null, content: () => [] },
});

/** Every week write, for the mutator registry. */
export const weekMutators = [createWeekMutator, updateWeekMutator, deleteWeekMutator];

