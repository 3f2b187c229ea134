// Diary extras of spec §7:
//   GET  /api/diaries/:id/similar-diaries   public       200 {items: DiaryCard[]} (up to 6: same strain, breeder, max phase)
//   GET  /api/diaries/:id/products-review   public       200 {items: ProductReview[]} (harvest reviews of its strains and nutrients)
//   POST /api/diaries/:id/approve           {state: 0 pending | 1 approved | 2 rejected}  200 {id, approved}
//                                           401 guest, 403 not a moderator or admin (users.role)
//   POST /api/diaries/:id/impressions       {v?: 1-100 views (default 1), s?: 0-86400 seconds}  204; public,
//                                           120 a minute per address (429 with Retry-After)
// 404 when the diary does not exist or was removed; 400 bad id or body ("field: problem").
// Neither approval nor impressions change the diary's update_date.
import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import type { SimilarDiaries } from '../../src/domain/diary/diary';
import { approveBodySchema, impressionsBodySchema } from '../../src/domain/diary/diary-input';
import type { ProductsReview } from '../../src/domain/diary/product-review';
import { createLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { requireModerator } from '../auth/roles';
import { notFound } from '../http/errors';
import { enforceLimit } from '../http/rate-limit';
import { setApproval } from '../services/diary-moderation';
import { addImpressions } from '../services/diary-views';
import { getProductReviews } from '../services/product-reviews';
import { findSimilarDiaries } from '../services/similar-diaries';
import type { RouteDeps } from './deps';

export const IMPRESSIONS_PER_MINUTE = 120;

export const diaryExtraRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db }) => {
  const impressionLimiter = createLimiter(db, { name: 'diary-impressions', max: IMPRESSIONS_PER_MINUTE, windowMs: 60_000 });

  app.get('/api/diaries/:id/similar-diaries', async (request): Promise<SimilarDiaries> => {
    const { id } = idParamSchema.parse(request.params);
    const items = await findSimilarDiaries(db, id);
    if (!items) throw notFound('Diary not found');
    return { items };
  });

  app.get('/api/diaries/:id/products-review', async (request): Promise<ProductsReview> => {
    const { id } = idParamSchema.parse(request.params);
    const items = await getProductReviews(db, id);
    if (!items) throw notFound('Diary not found');
    return { items };
  });

  app.post('/api/diaries/:id/approve', async (request) => {
    const { user } = requireUser(request);
    requireModerator(user);
    const { id } = idParamSchema.parse(request.params);
    const { state } = approveBodySchema.parse(request.body);
    return setApproval(db, id, state);
  });

  app.post('/api/diaries/:id/impressions', async (request, reply) => {
    await enforceLimit(impressionLimiter, `address:${request.ip}`, (wait) => `Too many impressions. Try again in ${wait} seconds.`);
    const { id } = idParamSchema.parse(request.params);
    await addImpressions(db, id, impressionsBodySchema.parse(request.body ?? {}));
    return reply.code(204).send();
  });
};
