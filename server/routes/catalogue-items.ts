// Tabs of catalogue pages (our design; spec §2 names the tabs, not their calls), public, for a product or a brand:
//   GET /api/{products|brands}/:id/diaries?start&limit=1..50 (20)  200 {items: DiaryCard[], start, limit, total}
//       visible diaries listing the product (a brand: any of its products), latest update first
//   GET .../gallery   200 {items: (Photo & {diary_id, week_id})[], start, limit, total}: their week photos, newest first
//   GET .../growers   200 {items: (User & {cnt_diaries})[], start, limit, total}: their growers, most diaries first
//   GET .../harvests  200 {items: [{item_diary, week_id, add_date, props (harvest figures), item_review}], start, limit, total}
//       their harvest weeks, latest first; item_review is the strain review (seeds) or the nutrient's review (nutrients)
//   GET /api/brands/:id/reviews?start&limit=1..50 (20)  200 {items: Review[], total, item_stat}: reviews of its products
// 404 for a product not in the catalogue or a brand that does not exist, 400 on a bad id, start or limit.
// Rate limit (each call runs several counting queries): 300 calls a minute per address over all these tabs together
// (times RATE_LIMIT_SCALE), then 429 {error: 'too_many_requests', message} with Retry-After in seconds.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { idParamSchema } from '../../src/domain/api/api';
import { CATALOGUE_ITEM_KINDS, itemTabQuerySchema, type ItemTab, type ItemTabQuery, type ItemTabPages } from '../../src/domain/catalogue/catalogue-items';
import { reviewsQuerySchema, type ReviewsPage } from '../../src/domain/catalogue/review';
import { createLimiter } from '../auth/attempt-limiter';
import type { Database } from '../db/types';
import { enforceLimit } from '../http/rate-limit';
import {
  listItemDiaries, listItemGallery, listItemGrowers, listItemHarvests, requireCatalogueItem, type CatalogueItem,
} from '../services/catalogue-items';
import { listBrandReviews } from '../services/reviews';
import type { RouteDeps } from './deps';

type TabLister<T extends ItemTab> = (db: Kysely<Database>, item: CatalogueItem, query: ItemTabQuery) => Promise<ItemTabPages[T]>;

const TAB_LISTERS: { [T in ItemTab]: TabLister<T> } = {
  diaries: listItemDiaries,
  gallery: listItemGallery,
  growers: listItemGrowers,
  harvests: listItemHarvests,
};

/** Calls of the tabs one address may make in a minute (times limitScale): pages of a few tabs each for a person. */
export const TAB_CALLS_PER_MINUTE = 300;

export const catalogueItemRoutes: FastifyPluginAsync<RouteDeps & { limitScale?: number }> = async (app, { db, limitScale = 1 }) => {
  const tabLimiter = createLimiter(db, { name: 'catalogue-tabs', max: TAB_CALLS_PER_MINUTE * limitScale, windowMs: 60_000 });
  app.addHook('onRequest', async (request) => {
    await enforceLimit(tabLimiter, `ip:${request.ip}`, (wait) => `Too many catalogue tab requests. Try again in ${wait} seconds.`);
  });

  for (const kind of CATALOGUE_ITEM_KINDS) {
    for (const [tab, list] of Object.entries(TAB_LISTERS) as [ItemTab, TabLister<ItemTab>][]) {
      app.get(`/api/${kind}s/:id/${tab}`, async (request) => {
        const { id } = idParamSchema.parse(request.params);
        const query = itemTabQuerySchema.parse(request.query);
        return list(db, await requireCatalogueItem(db, kind, id), query);
      });
    }
  }

  app.get('/api/brands/:id/reviews', async (request): Promise<ReviewsPage> => {
    const { id } = idParamSchema.parse(request.params);
    const { start, limit } = reviewsQuerySchema.parse(request.query);
    return listBrandReviews(db, id, start, limit);
  });
};
