// A brand's statistics (spec §7 GET /api/brands-manager/statistics; answers in src/domain/brand-manager/statistic.ts)
// and the product page view count that feeds them. Figures are counted per UTC day when they happen (reviews, follows
// and new weeks in their own write's transaction) and read from those day rows, never from raw events.
//   GET  /api/brands-manager/statistics?brand_id&from=YYYY-MM-DD&to=YYYY-MM-DD   200 BrandStatistics: every day of the
//        period (both ends counted, at most 366 days, ending today at the latest) with the product page views, new
//        diary weeks logging the brand's products, reviews and their rating sum, the brand's banners' views and clicks,
//        followers gained and lost; the period's totals (average rating, click-through), the previous period's of the
//        same length, and the followers now. Sign-in needed (401); the brand's managers and admins only (403 for anyone
//        else, whatever the brand id); 400 naming the field for a bad day or period.
//   POST /api/products/{id}/view   200 {counted}: a catalogue product's page was shown. It counts for the product's brand
//        once per viewer (the signed-in grower, else the X-Guest id: 400 without either) and UTC day; crawlers are
//        never counted; 404 for a product not in the catalogue; at most 120 a minute per address (429).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import { guestIdSchema } from '../../src/domain/ads/ads';
import { statisticsQuerySchema, type BrandStatistics, type ProductViewAnswer } from '../../src/domain/brand-manager/statistic';
import { isBotAgent } from '../../src/domain/telemetry/access';
import { createLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { badRequest, notFound } from '../http/errors';
import { runPeriodically } from '../http/periodic';
import { enforceLimit } from '../http/rate-limit';
import { brandOfManager } from '../services/brand-managers';
import { countProductView, purgeProductViewMarks, readBrandStatistics } from '../services/brand-statistics';
import type { RouteDeps } from './deps';

const VIEWS_PER_MINUTE = 120;
const HOUR = 60 * 60 * 1000;

/** Who saw the page: the signed-in grower, else the device's guest id. */
function viewerOf(request: FastifyRequest): string {
  if (request.user) return `u:${request.user.id}`;
  const guest = guestIdSchema.safeParse(request.headers['x-guest']);
  if (!guest.success) throw badRequest('X-Guest: send the guest id, or sign in.');
  return `g:${guest.data}`;
}

export const brandsManagerStatisticsRoutes: FastifyPluginAsync<RouteDeps & { limitScale?: number }> = async (app, { db, limitScale = 1 }) => {
  const limiter = createLimiter(db, { name: 'brand-statistics-views', max: VIEWS_PER_MINUTE * limitScale, windowMs: 60_000 });
  runPeriodically(app, HOUR, 'Purging old product page viewers', () => purgeProductViewMarks(db));

  app.get('/api/brands-manager/statistics', async (request): Promise<BrandStatistics> => {
    const { user } = requireUser(request);
    const { brand_id, from, to } = statisticsQuerySchema.parse(request.query);
    const brand = await brandOfManager(db, user, brand_id);
    return readBrandStatistics(db, brand.id, from, to);
  });

  app.post('/api/products/:id/view', async (request): Promise<ProductViewAnswer> => {
    const { id } = idParamSchema.parse(request.params);
    await enforceLimit(limiter, `ip:${request.ip}`, (wait) => `Too many page views. Try again in ${wait} seconds.`);
    if (isBotAgent(request.headers['user-agent'] ?? '')) return { counted: false };
    const viewer = viewerOf(request);
    const counted = await db.transaction().execute((trx) => countProductView(trx, id, viewer));
    if (counted === undefined) throw notFound('Product not found');
    return { counted };
  });
};
