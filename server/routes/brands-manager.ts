// The brand manager area of spec §7 (/api/brands-manager), answers in src/domain/brand-manager/brand-manager.ts.
// Every call needs sign-in (401) and acts on a brand the person manages (admins: any brand); anyone else is answered
// 403 whatever the id, so a stranger learns nothing of what exists. Writes are X-Rniq idempotent with the write limit.
//   GET  /api/brands-manager                                   200 ManagedBrands (the switcher; admins: every brand); 403 managing none
//   GET  /api/brands-manager/information?brand_id              200 BrandInformation: the brand and its managers
//   GET  /api/brands-manager/information/search?brand_id&query 200 {items: User[]} growers not managing it, ≤ 10
//   POST /api/brands-manager/information/add_manager?brand_id    {user_id}  200 BrandInformation; logged (who, when)
//   POST /api/brands-manager/information/remove_manager?brand_id {user_id}  200 BrandInformation; logged; 400 for the last one
//   GET  /api/brands-manager/edit?brand_id                     200 BrandEdit
//   POST /api/brands-manager/edit?brand_id   {name, description, website}   200 BrandEdit
//   POST /api/brands-manager/uploads/photo?brand_id  multipart: file  200 BrandEdit with the new logo (square JPEGs 200,
//        64, 32 px; the old one's files go); 415 not a picture, 413 over 25 MB; counts as an upload (300 an hour);
//        with &product_id it adds a photo to that product instead (routes/brands-manager-product-details.ts)
//   GET  /api/brands-manager/products?brand_id&query&start&limit=1..100 (50)  200 BrandProductsPage, by name
//   GET  /api/brands-manager/products/edit/{id}                200 BrandProduct (403 for a product of another brand)
//   POST /api/brands-manager/products/edit/0?brand_id {name, description, tmp_id}  200 BrandProduct, created (a repeated
//        tmp_id answers the product it made; past the brand's plan 409 plan_limit); /products/edit/{id} {name,
//        description} saves a product
//   DELETE /api/brands-manager/products/{id}                   204: out of the catalogue (diaries keep its name, its
//        composition and photos go);
//        /products/0?brand_id&tmp_id removes the product a draft was saved as (204 when it never was)
// Product and brand writes stamp update_date, so the catalogue's kept list answers change at once.
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  brandEditBodySchema, brandProductBodySchema, brandProductsQuerySchema, brandQuerySchema, managerBodySchema, managerSearchQuerySchema,
  productCreateQuerySchema, productDeleteQuerySchema, productIdParamSchema,
  type BrandEdit, type BrandInformation, type BrandProduct, type BrandProductsPage, type ManagedBrands, type ManagerCandidates,
} from '../../src/domain/brand-manager/brand-manager';
import { photoUploadQuerySchema } from '../../src/domain/catalogue/product-composition';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { badRequest } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import { readPhotoForm } from '../http/photo-form';
import { removeAllPhotoFiles, replacingAvatar } from '../media/photo-store';
import { runIdempotentWithFiles } from '../services/file-writes';
import { describeWrite, sendWriteAnswer } from '../services/idempotency';
import {
  addManager, brandOfManager, createBrandProduct, getBrandEdit, getBrandProduct, getInformation, listBrandProducts, listManagedBrands,
  productOfDraft, productOfManager, removeBrandProduct, removeManager, saveBrandEdit, saveBrandLogo, saveBrandProduct, searchCandidates,
} from '../services/brand-managers';
import { uploadProductPhoto } from './brands-manager-product-details';
import { countUpload, type UploadDeps } from './upload-deps';

const BASE = '/api/brands-manager';

export const brandsManagerRoutes: FastifyPluginAsync<UploadDeps & { writeLimiter: AttemptLimiter }> = async (app, deps) => {
  const { db, writeLimiter, uploadsDir, uploadLimiter } = deps;
  const write = createWriter(db, writeLimiter);
  await app.register(multipart);
  /** The signed-in person's brand named by `?brand_id`, checked before anything else is read. */
  const brandOf = async (request: FastifyRequest) => {
    const { user } = requireUser(request);
    const { brand_id } = brandQuerySchema.parse(request.query);
    return brandOfManager(db, user, brand_id);
  };

  app.get(BASE, async (request): Promise<ManagedBrands> => listManagedBrands(db, requireUser(request).user));

  app.get(`${BASE}/information`, async (request): Promise<BrandInformation> => getInformation(db, await brandOf(request)));

  app.get(`${BASE}/information/search`, async (request): Promise<ManagerCandidates> => {
    const brand = await brandOf(request);
    return searchCandidates(db, brand.id, managerSearchQuerySchema.parse(request.query).query);
  });

  for (const [action, change] of [['add_manager', addManager], ['remove_manager', removeManager]] as const) {
    app.post(`${BASE}/information/${action}`, (request, reply) => write(request, reply, 200, () => {
      const { brand_id } = brandQuerySchema.parse(request.query);
      const { user_id } = managerBodySchema.parse(request.body);
      return async (trx, userId) => {
        const brand = await brandOfManager(trx, requireUser(request).user, brand_id);
        return change(trx, userId, brand, user_id);
      };
    }));
  }

  app.get(`${BASE}/edit`, async (request): Promise<BrandEdit> => getBrandEdit(await brandOf(request)));

  app.post(`${BASE}/edit`, (request, reply) => write(request, reply, 200, () => {
    const { brand_id } = brandQuerySchema.parse(request.query);
    const body = brandEditBodySchema.parse(request.body);
    return async (trx) => saveBrandEdit(trx, await brandOfManager(trx, requireUser(request).user, brand_id), body);
  }));

  app.post(`${BASE}/uploads/photo`, async (request, reply) => {
    const { user } = requireUser(request);
    const { brand_id, product_id } = photoUploadQuerySchema.parse(request.query);
    if (product_id !== undefined) return uploadProductPhoto(request, reply, deps, brand_id, product_id);
    await countUpload(uploadLimiter, user.id);
    const previous = (await brandOfManager(db, user, brand_id)).avatar;
    const { bytes, sha256 } = await readPhotoForm(request, z.object({}));
    const answer = await runIdempotentWithFiles(db, describeWrite(request, user.id, { sha256 }),
      () => replacingAvatar(bytes, uploadsDir, previous),
      async (trx, base) => ({ status: 200, body: await saveBrandLogo(trx, await brandOfManager(trx, user, brand_id), base) }));
    return sendWriteAnswer(reply, answer);
  });

  app.get(`${BASE}/products`, async (request): Promise<BrandProductsPage> => {
    const brand = await brandOf(request);
    const { query, start, limit } = brandProductsQuerySchema.parse(request.query);
    return listBrandProducts(db, brand.id, query, start, limit);
  });

  app.get(`${BASE}/products/edit/:id`, async (request): Promise<BrandProduct> => {
    const { id } = productIdParamSchema.parse(request.params);
    if (id === 0) throw badRequest('A product not saved yet has nothing to read.');
    return getBrandProduct((await productOfManager(db, requireUser(request).user, id)).product);
  });

  app.post(`${BASE}/products/edit/:id`, (request, reply) => write(request, reply, 200, () => {
    const { id } = productIdParamSchema.parse(request.params);
    const { brand_id } = productCreateQuerySchema.parse(request.query);
    const body = brandProductBodySchema.parse(request.body);
    if (id === 0 && brand_id === undefined) throw badRequest('A new product names its brand: ?brand_id=');
    return async (trx) => {
      const { user } = requireUser(request);
      if (id === 0) return createBrandProduct(trx, await brandOfManager(trx, user, brand_id!), body);
      await productOfManager(trx, user, id);
      return saveBrandProduct(trx, id, body);
    };
  }));

  app.delete(`${BASE}/products/:id`, (request, reply) => {
    // The photos' files go once the removal commits.
    const photoFiles: string[] = [];
    return write(request, reply, 204, () => {
      const { id } = productIdParamSchema.parse(request.params);
      const { tmp_id, brand_id } = productDeleteQuerySchema.parse(request.query);
      if (id === 0 && (tmp_id === undefined || brand_id === undefined)) throw badRequest('A draft is removed by ?brand_id= and ?tmp_id=');
      return async (trx) => {
        const { user } = requireUser(request);
        if (id === 0) {
          const brand = await brandOfManager(trx, user, brand_id!);
          const saved = await productOfDraft(trx, brand.id, tmp_id!);
          if (saved !== undefined) photoFiles.push(...(await removeBrandProduct(trx, saved)));
          return;
        }
        await productOfManager(trx, user, id);
        photoFiles.push(...(await removeBrandProduct(trx, id)));
      };
    }, () => removeAllPhotoFiles(uploadsDir, photoFiles));
  });
};
