// A brand's box, cpm and header banners in the brand manager area (spec §7 /api/brands-manager/banners), answers in
// src/domain/brand-manager/banner.ts. Every call needs sign-in (401) and a brand the person manages (admins: any);
// anyone else is answered 403 whatever the id; the brand's own banner named under another kind is 404. Writes are
// X-Rniq idempotent with the write limit. Public serving (/api/adv) shows a banner only while it is enabled and today
// (UTC) is within its first and last days.
//   GET    /api/brands-manager/banners?brand_id&start&limit=1..100 (50)   200 BrandBannersPage, newest first, each
//          with its views and clicks of the last 30 days (last_days)
//   POST   /api/brands-manager/banners/uploads/image?brand_id  multipart: file  200 BannerImage: the picture checked by
//          its content, stored in the four photo sizes; its image_id is what a save names (this brand's only);
//          415 not a picture, 413 over 25 MB; counts as an upload (300 an hour)
//   GET    /api/brands-manager/banners/{box|cpm|header}/{id}/edit          200 BrandBanner
//   POST   /api/brands-manager/banners/{kind}/0/edit?brand_id  {title, text, image_id, url, sections, start_date,
//          end_date, weight, enabled}  200 BrandBanner, created; /{kind}/{id}/edit the same body: saved whole.
//          url http(s) only; sections of BANNER_SECTIONS ([]: every section); days YYYY-MM-DD or null, end ≥ start;
//          weight 1..10; 400 names the field; a create past the brand's plan is 409 plan_limit
//   POST   /api/brands-manager/banners/{kind}/{id}/enable  {enabled}       200 BrandBanner
//   DELETE /api/brands-manager/banners/{kind}/{id}                          204, the banner and its figures gone
//   GET    /api/brands-manager/banners/{kind}/{id}/statistic?from&to       200 BannerStatistic: views and clicks per
//          day (every day of the period, placements summed) with the banner; default the last 30 days to today (UTC)
//   GET    /api/brands-manager/banners/statistic?brand_id&from&to          200 BannerStatistic: every banner of the
//          brand summed per day. Periods: from ≤ to, at most 366 days, else 400
// Pictures no banner names (replaced, of a deleted banner, never saved) are deleted a day after their upload (hourly).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  bannerCreateQuerySchema, bannerEnableBodySchema, bannerParamsSchema, bannerStatQuerySchema, brandBannerBodySchema, brandBannersQuerySchema,
  brandBannerStatQuerySchema, type BannerStatistic, type BrandBanner, type BrandBannersPage,
} from '../../src/domain/brand-manager/banner';
import { brandQuerySchema } from '../../src/domain/brand-manager/brand-manager';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { badRequest } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import { runPeriodically } from '../http/periodic';
import { readPhotoForm } from '../http/photo-form';
import { removePhotoFiles, storeUploadedPhoto } from '../media/photo-store';
import {
  bannerOfManager, bannerStatistic, brandBannerStatistic, createBanner, deleteBanner, enableBanner, getManagedBanner, keepBannerImage,
  listManagedBanners, purgeUnusedBannerImages, saveBanner, statPeriod,
} from '../services/brand-banners';
import { brandOfManager } from '../services/brand-managers';
import { runIdempotentWithFiles } from '../services/file-writes';
import { describeWrite, sendWriteAnswer } from '../services/idempotency';
import { countUpload, type UploadDeps } from './upload-deps';

const BASE = '/api/brands-manager/banners';

export interface BannerRouteDeps extends UploadDeps {
  writeLimiter: AttemptLimiter;
  /** The server's clock (ms): today's day for the default period and the last 30 days (tests move it). */
  now?: () => number;
}

export const brandsManagerBannerRoutes: FastifyPluginAsync<BannerRouteDeps> = async (app, deps) => {
  const { db, writeLimiter, uploadsDir, uploadLimiter, now = Date.now } = deps;
  const write = createWriter(db, writeLimiter);
  await app.register(multipart);
  runPeriodically(app, 60 * 60 * 1000, 'Purging unused banner pictures', () => purgeUnusedBannerImages(db, uploadsDir, now()));
  /** The banner of the path, which the signed-in person must manage. */
  const bannerOf = (request: FastifyRequest) => {
    const { kind, id } = bannerParamsSchema.parse(request.params);
    if (id === 0) throw badRequest('id: a banner not saved yet has nothing to read.');
    return bannerOfManager(db, requireUser(request).user, kind, id);
  };

  app.get(BASE, async (request): Promise<BrandBannersPage> => {
    const { user } = requireUser(request);
    const { brand_id, start, limit } = brandBannersQuerySchema.parse(request.query);
    return listManagedBanners(db, await brandOfManager(db, user, brand_id), start, limit, now());
  });

  app.get(`${BASE}/statistic`, async (request): Promise<BannerStatistic> => {
    const { user } = requireUser(request);
    const { brand_id, ...period } = brandBannerStatQuerySchema.parse(request.query);
    return brandBannerStatistic(db, await brandOfManager(db, user, brand_id), statPeriod(period, now()));
  });

  app.post(`${BASE}/uploads/image`, async (request, reply) => {
    const { user } = requireUser(request);
    const { brand_id } = brandQuerySchema.parse(request.query);
    await countUpload(uploadLimiter, user.id);
    await brandOfManager(db, user, brand_id);
    const { bytes, sha256 } = await readPhotoForm(request, z.object({}));
    const answer = await runIdempotentWithFiles(db, describeWrite(request, user.id, { sha256 }),
      async () => {
        const stored = await storeUploadedPhoto(bytes, uploadsDir);
        return { value: stored, discard: () => removePhotoFiles(uploadsDir, stored.file) };
      },
      async (trx, stored) => ({ status: 200, body: await keepBannerImage(trx, await brandOfManager(trx, user, brand_id), stored) }));
    return sendWriteAnswer(reply, answer);
  });

  app.get(`${BASE}/:kind/:id/edit`, async (request): Promise<BrandBanner> => getManagedBanner(db, (await bannerOf(request)).banner, now()));

  app.get(`${BASE}/:kind/:id/statistic`, async (request): Promise<BannerStatistic> => {
    const period = statPeriod(bannerStatQuerySchema.parse(request.query), now());
    return bannerStatistic(db, (await bannerOf(request)).banner, period, now());
  });

  app.post(`${BASE}/:kind/:id/edit`, (request, reply) => write(request, reply, 200, () => {
    const { kind, id } = bannerParamsSchema.parse(request.params);
    const { brand_id } = bannerCreateQuerySchema.parse(request.query);
    const body = brandBannerBodySchema.parse(request.body);
    if (id === 0 && brand_id === undefined) throw badRequest('brand_id: a new banner names its brand: ?brand_id=');
    return async (trx) => {
      const { user } = requireUser(request);
      if (id === 0) return createBanner(trx, await brandOfManager(trx, user, brand_id!), kind, body, new Date(now()));
      const { banner, brand } = await bannerOfManager(trx, user, kind, id);
      return saveBanner(trx, brand, banner, body, new Date(now()));
    };
  }));

  app.post(`${BASE}/:kind/:id/enable`, (request, reply) => write(request, reply, 200, () => {
    const { kind, id } = bannerParamsSchema.parse(request.params);
    const { enabled } = bannerEnableBodySchema.parse(request.body);
    if (id === 0) throw badRequest('id: a banner not saved yet cannot be switched.');
    return async (trx) => enableBanner(trx, (await bannerOfManager(trx, requireUser(request).user, kind, id)).banner, enabled, new Date(now()));
  }));

  app.delete(`${BASE}/:kind/:id`, (request, reply) => write(request, reply, 204, () => {
    const { kind, id } = bannerParamsSchema.parse(request.params);
    if (id === 0) throw badRequest('id: a banner not saved yet has nothing to delete.');
    return async (trx) => deleteBanner(trx, (await bannerOfManager(trx, requireUser(request).user, kind, id)).banner);
  }));
};
