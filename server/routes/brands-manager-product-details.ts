// What a brand's managers tell about a product beyond its name (spec §7 /api/brands-manager/products…): its composition
// and its photos, answers in src/domain/catalogue/product-composition.ts. Every call needs sign-in (401) and a
// product of a brand the person manages (admins: any); anyone else is answered 403 whatever the id. Writes are X-Rniq
// idempotent with the write limit and stamp the product's update_date, so its public page and the catalogue's kept
// lists show the change at once.
//   GET  /api/brands-manager/products/composition/edit/{id}   200 ProductComposition (empty, update_date '', when none)
//   POST /api/brands-manager/products/composition/edit/{id}   {npk: {n, p, k}, ingredients, nutrients, doses}
//        200 ProductComposition, saved whole (an empty one removes it); 400 names the field
//   GET  /api/brands-manager/products/{id}/photos              200 {items: ProductPhoto[]}, the first the main one
//   POST /api/brands-manager/uploads/photo?brand_id&product_id multipart: file  200 {items}: the photo added last
//        (the week photo sizes, checked by content: 415 not a picture, 413 over 25 MB; 400 past 8 photos; counts as an
//        upload, 300 an hour). Without product_id the same call replaces the brand's logo (routes/brands-manager.ts).
//   DELETE /api/brands-manager/products/{id}/photos/{photo_id}       200 {items}; its files go once the write commits
//   POST   /api/brands-manager/products/{id}/photos/{photo_id}/main  200 {items}, that photo first
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  compositionBodySchema, productPhotoParamsSchema, type ProductComposition, type ProductPhoto,
} from '../../src/domain/catalogue/product-composition';
import { productIdParamSchema } from '../../src/domain/brand-manager/brand-manager';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { badRequest } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import { readPhotoForm } from '../http/photo-form';
import { removeAllPhotoFiles, removePhotoFiles, storeUploadedPhoto } from '../media/photo-store';
import { productOfManager } from '../services/brand-managers';
import { runIdempotentWithFiles } from '../services/file-writes';
import { describeWrite, sendWriteAnswer } from '../services/idempotency';
import { getComposition, saveComposition } from '../services/product-compositions';
import { addProductPhoto, makeMainProductPhoto, productPhotos, removeProductPhoto } from '../services/product-photos';
import { countUpload, type UploadDeps } from './upload-deps';

const BASE = '/api/brands-manager/products';

/** The saved product of the path, 400 for id 0 (a product not saved yet has neither composition nor photos). */
function savedProductId(params: unknown): number {
  const { id } = productIdParamSchema.parse(params);
  if (id === 0) throw badRequest('Save the product first.');
  return id;
}

/**
 * POST /api/brands-manager/uploads/photo with `product_id`: a photo added to the product, its sizes written before the
 * transaction and removed if the write fails or was already made (the brand's upload route calls this).
 */
export async function uploadProductPhoto(request: FastifyRequest, reply: FastifyReply, deps: UploadDeps, brandId: number, productId: number) {
  const { db, uploadsDir, uploadLimiter } = deps;
  const { user } = requireUser(request);
  await countUpload(uploadLimiter, user.id);
  if ((await productOfManager(db, user, productId)).brand.id !== brandId) throw badRequest('This product is not of that brand.');
  const { bytes, sha256 } = await readPhotoForm(request, z.object({}));
  const answer = await runIdempotentWithFiles(db, describeWrite(request, user.id, { sha256, product_id: productId }),
    async () => {
      const stored = await storeUploadedPhoto(bytes, uploadsDir);
      return { value: stored, discard: () => removePhotoFiles(uploadsDir, stored.file) };
    },
    async (trx, stored) => {
      await productOfManager(trx, user, productId);
      return { status: 200, body: await addProductPhoto(trx, productId, stored) };
    });
  return sendWriteAnswer(reply, answer);
}

export const brandsManagerProductDetailRoutes: FastifyPluginAsync<UploadDeps & { writeLimiter: AttemptLimiter }> = async (app, deps) => {
  const { db, writeLimiter, uploadsDir } = deps;
  const write = createWriter(db, writeLimiter);

  app.get(`${BASE}/composition/edit/:id`, async (request): Promise<ProductComposition> => {
    const id = savedProductId(request.params);
    await productOfManager(db, requireUser(request).user, id);
    return getComposition(db, id);
  });

  app.post(`${BASE}/composition/edit/:id`, (request, reply) => write(request, reply, 200, () => {
    const id = savedProductId(request.params);
    const body = compositionBodySchema.parse(request.body);
    return async (trx) => {
      await productOfManager(trx, requireUser(request).user, id);
      return saveComposition(trx, id, body);
    };
  }));

  app.get(`${BASE}/:id/photos`, async (request): Promise<{ items: ProductPhoto[] }> => {
    const id = savedProductId(request.params);
    await productOfManager(db, requireUser(request).user, id);
    return { items: await productPhotos(db, id) };
  });

  app.delete(`${BASE}/:id/photos/:photo_id`, (request, reply) => {
    const { id, photo_id } = productPhotoParamsSchema.parse(request.params);
    const removed: string[] = [];
    return write(request, reply, 200, () => async (trx) => {
      await productOfManager(trx, requireUser(request).user, id);
      const { answer, file } = await removeProductPhoto(trx, id, photo_id);
      removed.push(file);
      return answer;
    }, () => removeAllPhotoFiles(uploadsDir, removed));
  });

  app.post(`${BASE}/:id/photos/:photo_id/main`, (request, reply) => write(request, reply, 200, () => {
    const { id, photo_id } = productPhotoParamsSchema.parse(request.params);
    return async (trx) => {
      await productOfManager(trx, requireUser(request).user, id);
      return makeMainProductPhoto(trx, id, photo_id);
    };
  }));
};
