// Finished video uploads: content check, the file moved under uploads/videos, the row, and the week marked is_video.
import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/database';
import type { Database, VideoRow } from '../db/types';
import { stripVideoMetadata } from '../media/video-metadata';
import { detectVideo, MAGIC_HEAD_BYTES } from '../media/magic-bytes';

type Db = Kysely<Database>;

/** What a finished tus upload is known by: who sent it for which week, with which idempotency key. */
export interface FinishedUpload {
  uploadId: string;
  /** The uploaded file, complete. */
  filePath: string;
  bytes: number;
  userId: number;
  diaryId: number;
  weekId: number;
  key: string;
}

/** The user's finished video of an idempotency key, if any. */
export function findVideoByKey(db: Db, userId: number, key: string): Promise<VideoRow | undefined> {
  return db.selectFrom('videos').selectAll().where('user_id', '=', userId).where('key', '=', key).executeTakeFirst();
}

/** The finished video of a tus upload id, if any. */
export function findVideoByUpload(db: Db, uploadId: string): Promise<VideoRow | undefined> {
  return db.selectFrom('videos').selectAll().where('upload_id', '=', uploadId).executeTakeFirst();
}

async function readHead(filePath: string): Promise<Uint8Array> {
  const file = await open(filePath, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(MAGIC_HEAD_BYTES), 0, MAGIC_HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Moves a finished upload to uploads/videos/<random>.<ext> when its first bytes are an MP4, MOV, WebM or Matroska
 * video, its metadata (GPS position, device, tags) cleared: its path under uploads and its type, else null (the file
 * stays where it was).
 */
export async function placeVideoFile(uploadsDir: string, filePath: string): Promise<{ file: string; mime: string } | null> {
  const kind = detectVideo(await readHead(filePath));
  if (!kind) return null;
  const file = `videos/${randomBytes(16).toString('hex')}.${kind.ext}`;
  await mkdir(path.join(uploadsDir, 'videos'), { recursive: true });
  await rename(filePath, path.join(uploadsDir, file));
  // Where, when and on what it was filmed never leaves the server's hands (a grower's GPS position above all).
  await stripVideoMetadata(path.join(uploadsDir, file), kind.ext === 'mp4' || kind.ext === 'mov' ? 'iso' : 'matroska');
  return { file, mime: kind.mime };
}

/**
 * Keeps a finished upload as a video of its week: null when its first bytes are no MP4, MOV, WebM or
 * Matroska video (the caller removes it). Otherwise the file moves to uploads/videos/<random>.<ext>,
 * a videos row is added and the week gets is_video (its update_date stays). When a twin upload with
 * the same key finished first, this file goes and the twin's row is answered.
 */
export async function keepFinishedVideo(db: Db, uploadsDir: string, upload: FinishedUpload): Promise<VideoRow | null> {
  const placed = await placeVideoFile(uploadsDir, upload.filePath);
  if (!placed) return null;
  const { file, mime } = placed;
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('videos').values({
        week_id: upload.weekId, diary_id: upload.diaryId, user_id: upload.userId, key: upload.key,
        upload_id: upload.uploadId, file, mime, bytes: upload.bytes, add_date: new Date().toISOString(),
      }).returningAll().executeTakeFirstOrThrow();
      await trx.updateTable('weeks').set({ is_video: 1 }).where('id', '=', upload.weekId).execute();
      return row;
    });
  } catch (error) {
    await rm(path.join(uploadsDir, file), { force: true });
    const twin = isUniqueViolation(error) ? await findVideoByKey(db, upload.userId, upload.key) : undefined;
    if (twin) return twin;
    throw error;
  }
}
