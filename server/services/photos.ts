// Photo rows of uploads: a week's new photo, a diary's new cover, a rotated photo's new files.
// None of them changes a week's or diary's update_date (see routes/uploads.ts).
import type { Kysely } from 'kysely';
import type { Photo } from '../../src/domain/photo/photo';
import { WEEK_PHOTOS } from '../../src/domain/premium/premium-limits';
import type { Database, PhotoRow } from '../db/types';
import { conflict, HttpError, notFound } from '../http/errors';
import type { StoredPhoto } from '../media/photo-store';
import { toPhoto } from './diaries';
import { loadLiveWeek, loadOwnDiary } from './diary-writes';
import { hasPremium } from './premium-orders';

type Db = Kysely<Database>;

/** 404 unless the diary and its week are live, 403 unless the diary is the user's. */
export async function checkWeekTarget(db: Db, userId: number, diaryId: number, weekId: number): Promise<void> {
  await loadOwnDiary(db, userId, diaryId);
  await loadLiveWeek(db, diaryId, weekId);
}

async function insertPhoto(db: Db, row: Omit<PhotoRow, 'id' | 'comment' | 'is_remove' | 'cnt_likes' | 'cnt_comments' | 'is_ban' | 'ban_reason'>): Promise<Photo> {
  const inserted = await db.insertInto('photos').values({ ...row, comment: '', is_remove: 0 })
    .returningAll().executeTakeFirstOrThrow();
  return toPhoto(inserted);
}

/** A new photo at the end of the week's photos; the diary's first photo is its cover until the grower picks one. */
export async function addWeekPhoto(db: Db, userId: number, diaryId: number, weekId: number, stored: StoredPhoto): Promise<Photo> {
  await checkWeekTarget(db, userId, diaryId, weekId);
  const { live } = await db.selectFrom('photos').select((eb) => eb.fn.countAll().as('live'))
    .where('week_id', '=', weekId).where('is_remove', '=', 0).executeTakeFirstOrThrow();
  const limit = (await hasPremium(db, userId)) ? WEEK_PHOTOS.premium : WEEK_PHOTOS.free;
  if (Number(live) >= limit) {
    throw new HttpError(409, 'week_photos_limit', `A week holds at most ${limit} photos${limit === WEEK_PHOTOS.free ? ` (${WEEK_PHOTOS.premium} with premium)` : ''}.`);
  }
  const { last } = await db.selectFrom('photos').select((eb) => eb.fn.max('position').as('last'))
    .where('week_id', '=', weekId).executeTakeFirstOrThrow();
  const position = last === null ? 0 : Number(last) + 1;
  const photo = await insertPhoto(db, { week_id: weekId, diary_id: diaryId, user_id: userId, ...stored, position });
  await db.updateTable('diaries').set({ cover_photo_id: photo.id }).where('id', '=', diaryId).where('cover_photo_id', 'is', null).execute();
  return photo;
}

/** A new photo of no week, made the diary's cover. */
export async function addCoverPhoto(db: Db, userId: number, diaryId: number, stored: StoredPhoto): Promise<Photo> {
  await loadOwnDiary(db, userId, diaryId);
  const photo = await insertPhoto(db, { week_id: null, diary_id: diaryId, user_id: userId, ...stored, position: 0 });
  await db.updateTable('diaries').set({ cover_photo_id: photo.id }).where('id', '=', diaryId).execute();
  return photo;
}

/** A live photo of the user's own live diary: 404 when missing or removed, 403 when another grower's. */
export async function loadOwnPhoto(db: Db, userId: number, photoId: number): Promise<PhotoRow> {
  const photo = await db.selectFrom('photos').selectAll().where('id', '=', photoId).where('is_remove', '=', 0).executeTakeFirst();
  if (!photo) throw notFound('Photo not found');
  await loadOwnDiary(db, userId, photo.diary_id);
  return photo;
}

/** Points the photo at its rotated files; 409 when it changed since `previous` was read (a concurrent rotation). */
export async function replacePhotoFile(db: Db, previous: PhotoRow, stored: StoredPhoto): Promise<Photo> {
  const updated = await db.updateTable('photos').set(stored)
    .where('id', '=', previous.id).where('file', '=', previous.file).where('is_remove', '=', 0)
    .returningAll().executeTakeFirst();
  if (!updated) throw conflict('This photo was changed meanwhile. Try again.');
  return toPhoto(updated);
}

/** Whether any photo row (of a week, a diary or a grow question) still names these files (demo photos share files). */
export async function isPhotoFileUsed(db: Db, file: string): Promise<boolean> {
  const [photo, questionPhoto] = await Promise.all([
    db.selectFrom('photos').select('id').where('file', '=', file).limit(1).executeTakeFirst(),
    db.selectFrom('problem_photos').select('id').where('file', '=', file).limit(1).executeTakeFirst(),
  ]);
  return photo !== undefined || questionPhoto !== undefined;
}
