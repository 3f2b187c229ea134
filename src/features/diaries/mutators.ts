// The diary writes the outbox sends: their requests, targets, answers and how /pending shows them.
import { db, type StoredDiary } from '@/db/database';
import { diaryCoverTarget, diaryTarget } from '@/domain/api/change-targets';
import type { Diary } from '@/domain/diary/diary';
import type { diaryBody } from '@/domain/diary/diary-form';
import { refreshDiaryCounters } from './diary-counters';
import { defineMutator, type ReplayContext } from '@/sync/outbox/mutator';

/** The key of the feed listing the diaries this device's grower created or opened as theirs. */
export const MY_DIARIES_FEED_KEY = 'mine';

type DiaryBody = ReturnType<typeof diaryBody>;

const diaryEditor = (id: number) => ({ to: '/diaries/edit/$id' as const, params: { id } });

/** A diary answer as a stored row, keeping what the device knew that the answer leaves out. */
function diaryRow(answer: Diary, previous: StoredDiary | undefined): StoredDiary {
  const { items_week: _weeks, ...diary } = answer;
  // ban_reason is absent once moderators show the diary again: the stored one must not outlive it.
  return { ...previous, ...diary, ban_reason: diary.ban_reason, has_details: true, synced_at: Date.now() };
}

/** An updated diary from the server: stored, unless a later edit still waits (then only its version is taken). */
async function storeUpdatedDiary(answer: Diary, context: ReplayContext<unknown>): Promise<void> {
  const local = await db.diaries.get(answer.id);
  if (!local) return;
  const later = await context.laterWrites();
  await db.diaries.put(later.length ? { ...local, update_date: answer.update_date } : diaryRow(answer, local));
}

const answerTables = () => [db.diaries, db.weeks, db.feeds, db.uploads];

export const createDiaryMutator = defineMutator<'diary.create', { diary_id: number; body: DiaryBody }, Diary>({
  name: 'diary.create',
  request: ({ body }) => ({ method: 'POST', path: '/api/diaries', body }),
  target: ({ diary_id }) => diaryTarget(diary_id),
  replaces: false,
  creates: {
    kind: 'diary',
    tables: () => [db.diaries, db.weeks],
    forget: async (tempId) => {
      await db.diaries.delete(tempId);
      await db.weeks.where('diary_id').equals(tempId).delete();
    },
  },
  answer: {
    tables: answerTables,
    // The diary moves to its real id, with its weeks, its place in lists and its queued photos.
    store: async (answer, { row }) => {
      const temp = row.creates!.temp_id;
      const local = await db.diaries.get(temp);
      await db.diaries.delete(temp);
      await db.diaries.put(diaryRow(answer, local && { ...local, id: answer.id }));
      await db.weeks.where('diary_id').equals(temp).modify({ diary_id: answer.id });
      await db.feeds.toCollection().modify((feed) => {
        feed.ids = feed.ids.map((id) => (id === temp ? answer.id : id));
      });
      await db.uploads.where('diary_id').equals(temp).modify({ diary_id: answer.id });
      await refreshDiaryCounters(answer.id);
    },
  },
  pending: { kind: 'createDiary', editLink: ({ diary_id }) => diaryEditor(diary_id), content: ({ body }) => [body.name] },
});

export const updateDiaryMutator = defineMutator<'diary.update', { diary_id: number; body: DiaryBody }, Diary>({
  name: 'diary.update',
  request: ({ diary_id, body }) => ({ method: 'PUT', path: `/api/diaries/${diary_id}`, body }),
  target: ({ diary_id }) => diaryTarget(diary_id),
  replaces: true,
  intoCreate: (create, { body }) => ({ ...(create as { body: DiaryBody }), body: { ...(create as { body: DiaryBody }).body, ...body } }),
  answer: { tables: answerTables, store: storeUpdatedDiary },
  pending: { kind: 'updateDiary', editLink: ({ diary_id }) => diaryEditor(diary_id), content: ({ body }) => [body.name] },
});

export const deleteDiaryMutator = defineMutator<'diary.delete', { diary_id: number }>({
  name: 'diary.delete',
  request: ({ diary_id }) => ({ method: 'DELETE', path: `/api/diaries/${diary_id}` }),
  target: ({ diary_id }) => diaryTarget(diary_id),
  replaces: false,
  answer: 'ignored',
  pending: { kind: 'deleteDiary', editLink: () => null, content: () => [] },
});

export const coverMutator = defineMutator<'diary.cover', { diary_id: number; photo_id: number }, Diary>({
  name: 'diary.cover',
  request: ({ diary_id, photo_id }) => ({ method: 'PUT', path: `/api/diaries/${diary_id}/cover-week`, body: { photo_id } }),
  target: ({ diary_id }) => diaryCoverTarget(diary_id),
  replaces: true,
  answer: { tables: answerTables, store: storeUpdatedDiary },
  pending: { kind: 'cover', editLink: () => null, content: () => [] },
});

/** Every diary write, for the mutator registry. */
export const diaryMutators = [createDiaryMutator, updateDiaryMutator, deleteDiaryMutator, coverMutator];

