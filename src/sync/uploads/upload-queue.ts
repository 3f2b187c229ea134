// Adding photos and videos to the upload queue: prepared on the device (resized, metadata stripped) and kept as Blobs.
import { db, type QueuedUpload } from '@/db/database';
import { MediaQueueError } from '@/media/media-queue-error';
import { preparePhoto, rotatePhotoBlob, type RotationAngle } from '@/media/prepare-photo';
import { stripVideoMetadata } from '@/media/strip-video-metadata';
import { getIdentity } from '../transport/identity';
import { isQuotaError, requestPersistentStorage } from '../transport/storage';

/** Where queued media goes: a week of a diary (ids may still be temporary). */
export interface WeekTarget { diary_id: number; week_id: number }
/** A grow question's photos (its id may still be temporary). */
export interface QuestionTarget { problem_id: number }

/** What queuing several photos did: the new record ids, and the files that could not be read. */
export interface QueuedPhotos { ids: number[]; unreadable: string[] }

type NewUpload = Omit<QueuedUpload, 'id' | 'key' | 'status' | 'sent_bytes' | 'created_at'>;

/** The name a prepared photo goes by: the picked file's, as JPEG ("IMG_1.HEIC" → "IMG_1.jpg"). */
export function jpegName(name: string): string {
  return `${name.replace(/\.[^./]*$/, '') || 'photo'}.jpg`;
}

/** Stores one prepared file as a pending upload; its key (X-Rniq and tus fingerprint) is this device's id and the record id. */
async function addUpload(upload: NewUpload, file: Blob): Promise<number> {
  void requestPersistentStorage();
  const { guestId } = await getIdentity();
  try {
    // Row, key and file in one transaction: the unique key index never sees two empty keys, and no row lacks its file.
    return await db.transaction('rw', db.uploads, db.uploadFiles, async () => {
      const id = (await db.uploads.add({ ...upload, key: '', status: 'pending', sent_bytes: 0, created_at: Date.now() })) as number;
      await db.uploads.update(id, { key: `${guestId}:u${id}` });
      await db.uploadFiles.put({ id, file });
      return id;
    });
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    const detail = error instanceof Error && error.message ? error.message : 'quota exceeded';
    throw new MediaQueueError('storage-full', `Not enough storage on this device: ${detail}`);
  }
}

/** Queues photos for a week (or a grow question); unreadable files are listed and skipped, a full storage stops and throws (what was stored stays). */
export async function queuePhotos(files: Iterable<File>, target: WeekTarget | QuestionTarget): Promise<QueuedPhotos> {
  const result: QueuedPhotos = { ids: [], unreadable: [] };
  // One at a time: each decoded photo holds tens of MB of pixels.
  for (const file of files) {
    let photo;
    try {
      photo = await preparePhoto(file);
    } catch (error) {
      if (!(error instanceof MediaQueueError)) throw error;
      result.unreadable.push(file.name);
      continue;
    }
    const where = 'problem_id' in target ? { diary_id: 0, week_id: null, problem_id: target.problem_id } : target;
    result.ids.push(await addUpload({
      kind: 'photo', ...where, as_cover: false,
      name: jpegName(file.name), mime: 'image/jpeg', width: photo.width, height: photo.height, bytes: photo.blob.size,
    }, photo.blob));
  }
  return result;
}

/** Queues photos for a grow question, sent once the question has its server id. */
export const queueQuestionPhotos = (files: Iterable<File>, problemId: number) => queuePhotos(files, { problem_id: problemId });

/** Queues a video for a week, its location and device metadata stripped first. */
export async function queueVideo(file: File, target: WeekTarget): Promise<number> {
  const stripped = await stripVideoMetadata(file);
  return addUpload({
    kind: 'video', diary_id: target.diary_id, week_id: target.week_id, as_cover: false,
    name: file.name, mime: file.type || 'video/mp4', width: 0, height: 0, bytes: stripped.size,
  }, stripped);
}

/** Queues a short's poster frame (taken on the device) and then its clip (metadata stripped); both leave once the short has its server id. */
export async function queueShortMedia(video: File, poster: { blob: Blob; width: number; height: number }, shortId: number): Promise<void> {
  const stripped = await stripVideoMetadata(video);
  const where = { diary_id: 0, week_id: null, short_id: shortId, as_cover: false };
  await addUpload({ kind: 'photo', ...where, name: 'poster.jpg', mime: 'image/jpeg', width: poster.width, height: poster.height, bytes: poster.blob.size }, poster.blob);
  await addUpload({ kind: 'video', ...where, name: video.name, mime: video.type || 'video/mp4', width: 0, height: 0, bytes: stripped.size }, stripped);
}

/** Queues a photo as the new cover of a diary. */
export async function queueCover(file: File, target: { diary_id: number }): Promise<number> {
  const photo = await preparePhoto(file);
  return addUpload({
    kind: 'photo', diary_id: target.diary_id, week_id: null, as_cover: true,
    name: jpegName(file.name), mime: 'image/jpeg', width: photo.width, height: photo.height, bytes: photo.blob.size,
  }, photo.blob);
}

/**
 * Turns a queued photo that is not being sent; false when it started sending meanwhile. It gets a new key:
 * a server that kept the unturned photo (its answer lost) must not answer a retry with that one.
 */
export async function rotateQueuedPhoto(id: number, angle: RotationAngle): Promise<boolean> {
  const [row, stored] = await Promise.all([db.uploads.get(id), db.uploadFiles.get(id)]);
  if (!row || !stored || row.kind !== 'photo' || row.status === 'uploading') return false;
  const turned = await rotatePhotoBlob(stored.file, angle);
  return db.transaction('rw', db.uploads, db.uploadFiles, async () => {
    const current = await db.uploads.get(id);
    if (!current || current.status === 'uploading' || current.key !== row.key) return false;
    await db.uploads.update(id, {
      width: turned.width, height: turned.height, bytes: turned.blob.size, sent_bytes: 0,
      key: `${row.key.split('~')[0]}~${Date.now().toString(36)}`,
    });
    await db.uploadFiles.put({ id, file: turned.blob });
    return true;
  });
}

/** Puts a refused upload back in the queue, from the start. */
export async function retryUpload(id: number): Promise<void> {
  await db.uploads.where('id').equals(id).and((row) => row.status === 'refused').modify({ status: 'pending', error: undefined, sent_bytes: 0 });
}
