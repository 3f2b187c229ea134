// Photo uploads of spec §7 (upload host), for the signed-in owner of the diary, idempotent by the X-Rniq header:
//   POST /api/uploads/weeks/media     multipart: diary_id, week_id, then file   201 Photo (last of the week's photos)
//   POST /api/uploads/diaries/covers  multipart: diary_id, then file            201 Photo (week-less, now the diary's cover)
//   POST /api/uploads/problems/media  multipart: problem_id, then file          201 Photo (last of a grow question's photos;
//                                     the asker's own live question, at most 8 photos, else 400)
//   POST /api/uploads/rotate/:id      {angle: 90|180|270} clockwise              200 Photo (new URLs, width/height swapped at 90/270)
// Photo = {id, comment: '', size_s, size_m, size_xl, size_big, width, height, is_remove: false}; width and height
// are those of size_big. The file is recognised by its first bytes (JPEG, PNG, WebP, AVIF, GIF: its first frame),
// never by its name or Content-Type; turned upright by EXIF orientation and stored as JPEG without any metadata
// (no EXIF, no location) under uploads/photos/<random>_{s,m,xl,big}.jpg. A rotation writes a new random name
// (cached old URLs never show the old orientation) and deletes the old files unless another photo uses them.
// 401 guest, 403 another grower's diary, 404 missing or removed diary, week or photo, 400 bad fields or body
// ("field: problem"), 413 payload_too_large (file over 25 MB, picture over 50 megapixels), 415
// unsupported_media_type (not multipart, not one of the formats, damaged), 409 a concurrent rotation,
// 422 idempotency_mismatch, 429 over 300 uploads an hour (with video creations and rotations; Retry-After).
// A replay of a key answers the stored Photo (same id) with `Idempotent-Replay: true` and stores nothing.
// Uploads never change the week's or diary's update_date: a week edit queued before an upload does not conflict.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import { coverFieldsSchema, questionMediaFieldsSchema, rotateBodySchema, weekMediaFieldsSchema } from '../../src/domain/photo/media-input';
import { requireUser } from '../auth/request-user';
import { readPhotoForm } from '../http/photo-form';
import { removePhotoFiles, storeRotatedPhoto, storeUploadedPhoto, type StoredPhoto } from '../media/photo-store';
import { runIdempotentWithFiles, type PreparedFiles } from '../services/file-writes';
import { describeWrite, sendWriteAnswer } from '../services/idempotency';
import {
  addCoverPhoto, addWeekPhoto, checkWeekTarget, isPhotoFileUsed, loadOwnPhoto, replacePhotoFile,
} from '../services/photos';
import { loadOwnDiary } from '../services/diary-writes';
import { addQuestionPhoto, checkQuestionPhotoTarget } from '../services/questions';
import { countUpload, type UploadDeps } from './upload-deps';

export const photoUploadRoutes: FastifyPluginAsync<UploadDeps> = async (app, { db, uploadsDir, uploadLimiter }) => {
  await app.register(multipart);

  /** The sizes of an uploaded picture, removed again when the write does not use them. */
  async function prepareUpload(bytes: Buffer, check: () => Promise<unknown>): Promise<PreparedFiles<StoredPhoto>> {
    await check();
    const stored = await storeUploadedPhoto(bytes, uploadsDir);
    return { value: stored, discard: () => removePhotoFiles(uploadsDir, stored.file) };
  }

  app.post('/api/uploads/weeks/media', async (request, reply) => {
    const { user } = requireUser(request);
    await countUpload(uploadLimiter, user.id);
    const { fields, bytes, sha256 } = await readPhotoForm(request, weekMediaFieldsSchema);
    const { diary_id: diaryId, week_id: weekId } = fields;
    const answer = await runIdempotentWithFiles(db, describeWrite(request, user.id, { ...fields, sha256 }),
      () => prepareUpload(bytes, () => checkWeekTarget(db, user.id, diaryId, weekId)),
      async (trx, stored) => ({ status: 201, body: await addWeekPhoto(trx, user.id, diaryId, weekId, stored) }));
    return sendWriteAnswer(reply, answer);
  });

  app.post('/api/uploads/diaries/covers', async (request, reply) => {
    const { user } = requireUser(request);
    await countUpload(uploadLimiter, user.id);
    const { fields, bytes, sha256 } = await readPhotoForm(request, coverFieldsSchema);
    const answer = await runIdempotentWithFiles(db, describeWrite(request, user.id, { ...fields, sha256 }),
      () => prepareUpload(bytes, () => loadOwnDiary(db, user.id, fields.diary_id)),
      async (trx, stored) => ({ status: 201, body: await addCoverPhoto(trx, user.id, fields.diary_id, stored) }));
    return sendWriteAnswer(reply, answer);
  });

  app.post('/api/uploads/problems/media', async (request, reply) => {
    const { user } = requireUser(request);
    await countUpload(uploadLimiter, user.id);
    const { fields, bytes, sha256 } = await readPhotoForm(request, questionMediaFieldsSchema);
    const actor = { id: user.id, role: user.role };
    const answer = await runIdempotentWithFiles(db, describeWrite(request, user.id, { ...fields, sha256 }),
      () => prepareUpload(bytes, () => checkQuestionPhotoTarget(db, actor, fields.problem_id)),
      async (trx, stored) => ({ status: 201, body: await addQuestionPhoto(trx, actor, fields.problem_id, stored) }));
    return sendWriteAnswer(reply, answer);
  });

  app.post('/api/uploads/rotate/:id', async (request, reply) => {
    const { user } = requireUser(request);
    await countUpload(uploadLimiter, user.id);
    const { id } = idParamSchema.parse(request.params);
    const { angle } = rotateBodySchema.parse(request.body);
    const answer = await runIdempotentWithFiles(db, describeWrite(request, user.id),
      async () => {
        const photo = await loadOwnPhoto(db, user.id, id);
        const stored = await storeRotatedPhoto(uploadsDir, photo.file, angle);
        return {
          value: { photo, stored },
          discard: () => removePhotoFiles(uploadsDir, stored.file),
          // The old files go once no photo names them (demo photos share theirs).
          committed: async () => {
            if (!(await isPhotoFileUsed(db, photo.file))) await removePhotoFiles(uploadsDir, photo.file);
          },
        };
      },
      async (trx, { photo, stored }) => ({ status: 200, body: await replacePhotoFile(trx, photo, stored) }));
    return sendWriteAnswer(reply, answer);
  });
};
