// The grower's diary changes: applied on the device at once and queued for the API (works offline).
import { db, type StoredDiary } from '@/db/database';
import { diaryBody, diaryRecordFields, type DiaryFields } from '@/domain/diary/diary-form';
import type { Photo } from '@/domain/photo/photo';
import type { User } from '@/domain/user/user';
import { dropUnsentCreate, queueWrite, writeLocally } from '@/sync/outbox/queue';
import { isTempId, newTempId } from '@/sync/outbox/temp-ids';
import { removeUploads } from '@/sync/uploads/upload-discard';
import { coverMutator, createDiaryMutator, deleteDiaryMutator, MY_DIARIES_FEED_KEY, updateDiaryMutator } from './mutators';

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
