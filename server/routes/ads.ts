// Ad calls of spec §7 Ads (the contracts are ours where the spec is silent):
//   GET  /api/adv?s=<section>        200 {items_header, items_cpm, items_box, ignore_sections}: enabled banners
//                                    targeting the section (or every section), heaviest first; empty lists in ignored sections,
//                                    for crawlers and for growers with premium
//   GET  /api/adv/fully?s=           the same plus items_button
//   GET  /api/adv/header?s=, /box?s= 200 {items}: one kind's banners
//   POST /api/adv/{box|cpm|sidebar|header}/{view|click}/{id} {section}   204 | 404 when no enabled banner of that
//                                    placement has the id (the sidebar shows box banners)
//   POST /api/adv/button/{view|click} {url, product_id}                  204 | 404 when no button banner sells it there
//   GET  /api/adv/stat?guest=        200 {key, server_time, max_age_ms}: the guest's signing key (guest from the query or X-Guest)
//   POST /api/adv/stat {guest, items: [{i, t, s, a, h}] (1-100)}          200 {accepted, skipped: [{index, reason}]}
//                                    | 403 bad_signature (any forged or tampered entry: nothing counted)
//                                    | 403 replayed, 400 expired, 400 unknown_banner (nothing left to count)
//   GET  /api/adv/statistic?banner=&from=&to=   200 {banner, days: [{day, kind, views, clicks}], total}; admins only
// Bad bodies and parameters answer 400; writes are limited per address (429 with Retry-After). Signature scheme:
// src/domain/ads/ad-signature.ts.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  adButtonBodySchema, adEventBodySchema, adEventParamsSchema, adSectionQuerySchema, adStatBodySchema, adStatisticQuerySchema,
  adStatKeyQuerySchema, guestIdSchema, type AdItems, type AdList, type AdStatAnswer, type AdStatistic, type AdStatKey,
} from '../../src/domain/ads/ads';
import { AD_ACTIONS } from '../../src/domain/ads/ad-kinds';
import { BOT_SECTION } from '../../src/domain/ads/ad-sections';
import { isPremiumActive } from '../../src/domain/premium/premium-limits';
import { isBotAgent } from '../../src/domain/telemetry/access';
import { createLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { requireAdmin } from '../auth/roles';
import { badRequest, notFound } from '../http/errors';
import { runPeriodically } from '../http/periodic';
import { enforceLimit } from '../http/rate-limit';
import {
  acceptAdStats, AD_STAT_MAX_AGE_MS, adStatKeyOf, bannerStatistic, findButtonBanner, getBanner, listAdsFor, listBanners, purgeAdStatNonces,
  recordAdEvent,
} from '../services/ads';
import type { RouteDeps } from './deps';

/** Ad writes (views, clicks, statistics batches) one address may send a minute. */
const AD_WRITES_PER_MINUTE = 300;
const HOUR = 60 * 60 * 1000;

export const adRoutes: FastifyPluginAsync<RouteDeps & { limitScale?: number }> = async (app, { db, limitScale = 1 }) => {
  const limiter = createLimiter(db, { name: 'ad-reports', max: AD_WRITES_PER_MINUTE * limitScale, windowMs: 60_000 });
  const countWrite = (request: FastifyRequest) =>
    enforceLimit(limiter, `ip:${request.ip}`, (wait) => `Too many ad reports. Try again in ${wait} seconds.`);
  runPeriodically(app, HOUR, 'Purging old ad statistics nonces', () => purgeAdStatNonces(db));

  /** The section asked for; crawlers (spec §6) and premium growers get the ignored section 'bots', so no banner. */
  const section = (request: FastifyRequest) => {
    const { s } = adSectionQuerySchema.parse(request.query);
    return isBotAgent(request.headers['user-agent'] ?? '') || isPremiumActive(request.user?.premium_until) ? BOT_SECTION : s;
  };
  app.get('/api/adv', async (request): Promise<AdList> => listAdsFor(db, section(request), false));
  app.get('/api/adv/fully', async (request): Promise<AdList> => listAdsFor(db, section(request), true));
  app.get('/api/adv/header', async (request): Promise<AdItems> => ({ items: await listBanners(db, ['header'], section(request)) }));
  app.get('/api/adv/box', async (request): Promise<AdItems> => ({ items: await listBanners(db, ['box'], section(request)) }));

  app.post('/api/adv/button/:action', async (request, reply) => {
    const { action } = z.object({ action: z.enum(AD_ACTIONS) }).parse(request.params);
    const body = adButtonBodySchema.parse(request.body);
    await countWrite(request);
    const bannerId = await findButtonBanner(db, body.url, body.product_id);
    if (bannerId === undefined || !(await recordAdEvent(db, bannerId, 'button', action))) throw notFound('No button ad sells this product there.');
    return reply.code(204).send();
  });

  app.post('/api/adv/:placement/:action/:id', async (request, reply) => {
    const { placement, action, id } = adEventParamsSchema.parse(request.params);
    adEventBodySchema.parse(request.body ?? {});
    await countWrite(request);
    if (!(await recordAdEvent(db, id, placement, action))) throw notFound('No such ad is shown there.');
    return reply.code(204).send();
  });

  app.get('/api/adv/stat', async (request): Promise<AdStatKey> => {
    const guest = guestIdSchema.safeParse(adStatKeyQuerySchema.parse(request.query).guest ?? request.headers['x-guest']);
    if (!guest.success) throw badRequest('Send the guest id: the guest query parameter or the X-Guest header.');
    return { key: await adStatKeyOf(db, guest.data), server_time: Date.now(), max_age_ms: AD_STAT_MAX_AGE_MS };
  });

  app.post('/api/adv/stat', async (request): Promise<AdStatAnswer> => {
    const body = adStatBodySchema.parse(request.body);
    await countWrite(request);
    return acceptAdStats(db, body);
  });

  app.get('/api/adv/statistic', async (request): Promise<AdStatistic> => {
    requireAdmin(requireUser(request).user);
    const query = adStatisticQuerySchema.parse(request.query);
    const banner = await getBanner(db, query.banner);
    if (!banner) throw notFound('No such banner.');
    return bannerStatistic(db, banner, query.from, query.to);
  });
};
