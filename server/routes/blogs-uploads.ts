// An article's cover, uploaded by the journal's editors through the photo pipeline (server/media/photo-store.ts):
//   POST /api/uploads/articles/cover   multipart: file   201 {file, size_s, size_m, size_xl, size_big}; admins only
// The picture is recognised by its first bytes, turned upright and stored as JPEG in every size without metadata;
// `file` goes into the article's cover_file (POST or PATCH /api/blogs). X-Rniq idempotent (a replay answers the same
// file and stores nothing), counted with the other uploads. 401 guest, 403 not an admin, 400/413/415 as photo uploads.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../auth/request-user';
import { requireAdmin } from '../auth/roles';
import { readPhotoForm } from '../http/photo-form';
import { photoUrls } from '../media/image-sizes';
import { removePhotoFiles, storeUploadedPhoto } from '../media/photo-store';
import { runIdempotentWithFiles } from '../services/file-writes';
import { describeWrite, sendWriteAnswer } from '../services/idempotency';
import { countUpload, type UploadDeps } from './upload-deps';

export const blogUploadRoutes: FastifyPluginAsync<UploadDeps> = async (app, { db, uploadsDir, uploadLimiter }) => {
  await app.register(multipart);

  app.post('/api/uploads/articles/cover', async (request, reply) => {
    const { user } = requireUser(request);
    requireAdmin(user);
    await countUpload(uploadLimiter, user.id);
    const { bytes, sha256 } = await readPhotoForm(request, z.object({}));
    const answer = await runIdempotentWithFiles(db, describeWrite(request, user.id, { sha256 }),
      async () => {
        const stored = await storeUploadedPhoto(bytes, uploadsDir);
        return { value: stored, discard: () => removePhotoFiles(uploadsDir, stored.file) };
      },
      async (_trx, stored) => ({ status: 201, body: { file: stored.file, ...photoUrls(stored.file) } }));
    return sendWriteAnswer(reply, answer);
  });
};
