// Shorts and videos (spec §2 /shorts, /video/{id}; §7 GET /api/shorts, GET and PATCH /api/videos/{id}), answers in
// src/domain/short/short.ts. A short is a grower's short vertical video; /api/videos/{id} names the same short by its
// id. Reads are public; writes go through createWriter (X-Rniq idempotent: a replay answers the first answer and
// changes nothing; the per-user write limit):
//   GET    /api/shorts?start&limit=1..50 (10)&user_id?   200 {items: Short[], start, limit, total}: published shorts
//                                                       (their clip arrived), newest first; one grower's with user_id
//   POST   /api/shorts {title 1-120, text ≤ 2000}       201 Short: a draft (video null) of the signed-in grower until
//                                                       its clip arrives by the tus upload (server/routes/video-uploads.ts,
//                                                       Upload-Metadata short_id), which publishes it
//   GET    /api/videos/{id}                              200 Short; a draft only to its author and moderators (404 else)
//   PATCH  /api/videos/{id} {title?, text?}              200 Short; its author, moderators and admins (403 anyone else)
//   DELETE /api/videos/{id}                              204; the same; the short leaves every list, its pages 404
//   POST   /api/uploads/shorts/posters  multipart: short_id, then file    201 Short with its new poster frame (taken
//                                                       on the device); the author only; through the photo pipeline
//                                                       (recognised by first bytes, stored as JPEG in four sizes without
//                                                       metadata; the replaced poster's files go), counted with uploads
// Likes and comments are the generic ones (/api/likes/short/{id}, /api/comments/short/{id}).
// 401 guest on writes, 404 missing or removed short, 400 bad body or parameters {error, message}, 429 over the limits.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import {
  shortInputSchema, shortPatchSchema, shortPosterFieldsSchema, shortsQuerySchema, type Short, type ShortsPage,
} from '../../src/domain/short/short';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { notFound } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import { readPhotoForm } from '../http/photo-form';
import { removePhotoFiles, storeUploadedPhoto } from '../media/photo-store';
import { runIdempotentWithFiles } from '../services/file-writes';
import { describeWrite, sendWriteAnswer } from '../services/idempotency';
import {
  checkShortPosterTarget, createShort, getShort, listShorts, removeShort, setShortPoster, updateShort, type ShortActor,
} from '../services/shorts';
import { countUpload, type UploadDeps } from './upload-deps';

export interface ShortDeps extends UploadDeps {
  writeLimiter: AttemptLimiter;
}

const actorOf = (request: FastifyRequest): ShortActor => ({ id: request.user!.id, role: request.user!.role });

export const shortRoutes: FastifyPluginAsync<ShortDeps> = async (app, { db, writeLimiter, uploadsDir, uploadLimiter }) => {
  const write = createWriter(db, writeLimiter);
  await app.register(multipart);

  app.get('/api/shorts', async (request): Promise<ShortsPage> => {
    const { start, limit, user_id: userId } = shortsQuerySchema.parse(request.query);
    return listShorts(db, userId, start, limit);
  });

  app.post('/api/shorts', (request, reply) => write(request, reply, 201, () => {
    const input = shortInputSchema.parse(request.body);
    return (trx, userId) => createShort(trx, userId, input);
  }));

  app.get('/api/videos/:id', async (request): Promise<Short> => {
    const { id } = idParamSchema.parse(request.params);
    const short = await getShort(db, id, request.user ? actorOf(request) : null);
    if (!short) throw notFound('Video not found');
    return short;
  });

  app.patch('/api/videos/:id', (request, reply) => write(request, reply, 200, () => {
    const { id } = idParamSchema.parse(request.params);
    const patch = shortPatchSchema.parse(request.body);
    const actor = actorOf(request);
    return (trx) => updateShort(trx, actor, id, patch);
  }));

  app.delete('/api/videos/:id', (request, reply) => write(request, reply, 204, () => {
    const { id } = idParamSchema.parse(request.params);
    const actor = actorOf(request);
    return (trx) => removeShort(trx, actor, id);
  }));

  app.post('/api/uploads/shorts/posters', async (request, reply) => {
    const { user } = requireUser(request);
    await countUpload(uploadLimiter, user.id);
    const { fields, bytes, sha256 } = await readPhotoForm(request, shortPosterFieldsSchema);
    let replaced: string | null = null;
    const answer = await runIdempotentWithFiles(db, describeWrite(request, user.id, { ...fields, sha256 }),
      async () => {
        await checkShortPosterTarget(db, user.id, fields.short_id);
        const stored = await storeUploadedPhoto(bytes, uploadsDir);
        return {
          value: stored,
          discard: () => removePhotoFiles(uploadsDir, stored.file),
          committed: async () => {
            if (replaced) await removePhotoFiles(uploadsDir, replaced);
          },
        };
      },
      async (trx, stored) => {
        const result = await setShortPoster(trx, user.id, fields.short_id, stored);
        replaced = result.replaced;
        return { status: 201, body: result.short };
      });
    return sendWriteAnswer(reply, answer);
  });
};
