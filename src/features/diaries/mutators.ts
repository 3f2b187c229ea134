// The grower's diary changes: applied on the device at once and queued for the API (works offline); their mutators and answers.
import { db, type StoredDiary } from '@/db/database';
import { diaryCoverTarget, diaryTarget } from '@/domain/change-targets';
import type { Diary } from '@/domain/diary';
import { diaryBody, diaryRecordFields, type DiaryFields } from '@/domain/diary-form';
import type { Photo } from '@/domain/photo';
import type { User } from '@/domain/user';
import { refreshDiaryCounters } from '@/sync/diary-counters';
import { defineMutator, type ReplayContext } from '@/sync/outbox/mutator';
import { dropUnsentCreate, queueWrite, writeLocally } from '@/sync/outbox/queue';
import { isTempId, newTempId } from '@/sync/outbox/temp-ids';
import { removeUploads } from '@/sync/upload-discard';

/** The key of the feed listing the diaries this device's grower created or opened as theirs. */
export const MY_DIARIES_FEED_KEY = 'mine';

type DiaryBody = ReturnType<typeof diaryBody>;

const diaryEditor = (id: number) => ({ to: '/diaries/edit/$id' as const, params: { id } });

/** A diary answer as a stored row, keeping what the device knew that the answer leaves out. */
function diaryRow(answer: Diary, previous: StoredDiary | undefined): StoredDiary {
  const { items_week: _weeks, ...diary } = answer;
  return { ...previous, ...diary, has_details: true, synced_at: Date.now() };
}

/** An updated diary from the server: stored, unless a later edit still waits (then only its version is taken). */
async function storeUpdatedDiary(answer: Diary, context: ReplayContext<unknown>): Promise<void> {
  const local = await db.diaries.get(answer.id);
  if (!local) return;
  const later = await context.laterWrites();
  await db.diaries.put(later.length ? { ...local, update_date: answer.update_date } : diaryRow(answer, local));
}

const answerTables = () => [db.diaries, db.weeks, db.feeds, db.uploads];

const createDiaryMutator = defineMutator<'diary.create', { diary_id: number; body: DiaryBody }, Diary>({
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

const updateDiaryMutator = defineMutator<'diary.update', { diary_id: number; body: DiaryBody }, Diary>({
  name: 'diary.update',
  request: ({ diary_id, body }) => ({ method: 'PUT', path: `/api/diaries/${diary_id}`, body }),
  target: ({ diary_id }) => diaryTarget(diary_id),
  replaces: true,
  intoCreate: (create, { body }) => ({ ...(create as { body: DiaryBody }), body: { ...(create as { body: DiaryBody }).body, ...body } }),
  answer: { tables: answerTables, store: storeUpdatedDiary },
  pending: { kind: 'updateDiary', editLink: ({ diary_id }) => diaryEditor(diary_id), content: ({ body }) => [body.name] },
});

const deleteDiaryMutator = defineMutator<'diary.delete', { diary_id: number }>({
  name: 'diary.delete',
  request: ({ diary_id }) => ({ method: 'DELETE', path: `/api/diaries/${diary_id}` }),
  target: ({ diary_id }) => diaryTarget(diary_id),
  replaces: false,
  answer: 'ignored',
  pending: { kind: 'deleteDiary', editLink: () => null, content: () => [] },
});

const coverMutator = defineMutator<'diary.cover', { diary_id: number; photo_id: number }, Diary>({
  name: 'diary.cover',
  request: ({ diary_id, photo_id }) => ({ method: 'PUT', path: `/api/diaries/${diary_id}/cover-week`, body: { photo_id } }),
  target: ({ diary_id }) => diaryCoverTarget(diary_id),
  replaces: true,
  answer: { tables: answerTables, store: storeUpdatedDiary },
  pending: { kind: 'cover', editLink: () => null, content: () => [] },
});

/** Every diary write, for the mutator registry. */
export const diaryMutators = [createDiaryMutator, updateDiaryMutator, deleteDiaryMutator, coverMutator];

async function currentUser(): Promise<User> {
  const session = await db.session.get('current');
  if (session?.key !== 'current') throw new Error('Sign in to write a diary.');
  return session.user;
}

/** Creates a diary on the device (under a temporary id until the server gives its own); returns that id. */
export async function createDiary(fields: DiaryFields): Promise<number> {
  const user = await currentUser();
  const id = newTempId();
  const now = new Date().toISOString();
  const row: StoredDiary = {
    id, link: `/diaries/${id}`, add_date: now, update_date: now, cover: null, max_faza: -1, is_harvest: false,
    cnt_weeks: 0, cnt_days: 0, cnt_views: 0, cnt_likes: 0, cnt_comments: 0, item_user: user,
    ...diaryRecordFields(fields), has_details: true, synced_at: 0,
  };
  return writeLocally([db.diaries, db.feeds], async () => {
    await db.diaries.add(row);
    const feed = await db.feeds.get(MY_DIARIES_FEED_KEY);
    await db.feeds.put({ key: MY_DIARIES_FEED_KEY, ids: [id, ...(feed?.ids ?? [])], total: (feed?.total ?? 0) + 1, synced_at: Date.now() });
    await queueWrite(createDiaryMutator, { diary_id: id, body: diaryBody(fields) }, { label: row.name, createsId: id });
    return id;
  });
}

/** Saves a diary's setup (name, strains, equipment...): the last save wins. */
export async function updateDiary(id: number, fields: DiaryFields): Promise<void> {
  await writeLocally([db.diaries], async () => {
    await db.diaries.update(id, { ...diaryRecordFields(fields), update_date: new Date().toISOString() });
    await queueWrite(updateDiaryMutator, { diary_id: id, body: diaryBody(fields) }, { label: fields.name, editOf: isTempId(id) ? id : undefined });
  });
}

/** Removes a diary; one that never left the device is simply forgotten. */
export async function deleteDiary(id: number): Promise<void> {
  await writeLocally([db.diaries, db.weeks, db.feeds, db.uploads, db.uploadFiles], async () => {
    const diary = await db.diaries.get(id);
    const weekIds = (await db.weeks.where('diary_id').equals(id).primaryKeys()) as number[];
    const neverSent = isTempId(id) && (await dropUnsentCreate(id));
    if (neverSent) for (const weekId of weekIds) await dropUnsentCreate(weekId);
    else await queueWrite(deleteDiaryMutator, { diary_id: id }, { label: diary?.name ?? '' });
    await removeUploads((await db.uploads.where('diary_id').equals(id).primaryKeys()) as number[]);
    await db.weeks.where('diary_id').equals(id).delete();
    await db.diaries.delete(id);
    await db.feeds.toCollection().modify((feed) => {
      feed.ids = feed.ids.filter((diaryId) => diaryId !== id);
    });
  });
}

/** Makes an uploaded photo of the diary its cover (PUT /api/diaries/{id}/cover-week). */
export async function setDiaryCover(id: number, photo: Photo): Promise<void> {
  await writeLocally([db.diaries], async () => {
    const diary = await db.diaries.get(id);
    await db.diaries.update(id, { cover: photo });
    await queueWrite(coverMutator, { diary_id: id, photo_id: photo.id }, { label: diary?.name ?? '' });
  });
}
