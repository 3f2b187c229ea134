// What an account's deletion leaves for a sweep (services/account-deletion.ts takes the personal data within the
// request): the files of the diaries the grower chose to remove, their week photos and videos, go with their rows, and
// the answers kept for replaying the account's writes go too. Runs every hour, so the files are gone within a day.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { removePhotoFiles } from '../media/photo-store';
import { isPhotoFileUsed } from './photos';
import { DELETED_STATUS } from './users';

type Db = Kysely<Database>;

/** How many photos and videos a sweep deleted. */
export interface DeletedAccountSweep { photos: number; videos: number }

const deletedAccounts = (db: Db) => db.selectFrom('users').select('id').where('status', '=', DELETED_STATUS);

export async function purgeDeletedAccountFiles(db: Db, uploadsDir: string): Promise<DeletedAccountSweep> {
  const removedDiaries = db.selectFrom('diaries').select('id').where('is_remove', '=', 1).where('user_id', 'in', deletedAccounts(db));
  const photos = await db.selectFrom('photos').select(['id', 'file']).where('diary_id', 'in', removedDiaries).execute();
  const videos = await db.selectFrom('videos').select(['id', 'file']).where('diary_id', 'in', removedDiaries).execute();
  // Rows first: a file no row names is never shown; a failure between the two leaves files for the next sweep to miss,
  // so each photo's files go right after its rows, and only when no other row (a copy made by an import) names them.
  for (const photo of photos) {
    await db.deleteFrom('photos').where('id', '=', photo.id).execute();
    if (!(await isPhotoFileUsed(db, photo.file))) await removePhotoFiles(uploadsDir, photo.file);
  }
  for (const video of videos) {
    await db.deleteFrom('videos').where('id', '=', video.id).execute();
    await rm(path.join(uploadsDir, video.file), { force: true });
  }
  await db.deleteFrom('idempotency_keys').where('user_id', 'in', deletedAccounts(db)).execute();
  return { photos: photos.length, videos: videos.length };
}
