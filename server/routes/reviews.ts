// Reviews of catalogue products (our design; spec §3 names the review, not its calls). Writes are the signed-in
// grower's own, idempotent by X-Rniq, and count against the same per-user write limit as diary writes:
//   PUT    /api/products/:id/review    {n_general 0-10 (1), text (≤ 5000), props {name: number|string|boolean} (≤ 20)}
//                                      200 Review: the grower's review, created or replaced
//   DELETE /api/products/:id/review    204 | 404 when the grower has none
//   GET    /api/products/:id/reviews?start&limit=1..50 (20)   public: 200 {items: Review[], total, item_stat}, latest first
// 401 guest, 404 a product not in the catalogue, 400 a bad body or parameter, 429 over the write limit.
import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import { reviewInputSchema, reviewsQuerySchema, type ReviewsPage } from '../../src/domain/catalogue/review';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { createWriter } from '../http/idempotent-write';
import { listReviews, putReview, removeReview } from '../services/reviews';
import type { RouteDeps } from './deps';

export interface ReviewDeps extends RouteDeps {
  writeLimiter: AttemptLimiter;
}

const bodyLimit = { bodyLimit: 64 * 1024 };

export const reviewRoutes: FastifyPluginAsync<ReviewDeps> = async (app, { db, writeLimiter }) => {
  const write = createWriter(db, writeLimiter);

  app.put('/api/products/:id/review', bodyLimit, (request, reply) => write(request, reply, 200, () => {
    const { id } = idParamSchema.parse(request.params);
    const body = reviewInputSchema.parse(request.body);
    return (trx, userId) => putReview(trx, userId, id, body);
  }));

  app.delete('/api/products/:id/review', bodyLimit, (request, reply) => write(request, reply, 204, () => {
    const { id } = idParamSchema.parse(request.params);
    return (trx, userId) => removeReview(trx, userId, id);
  }));

  app.get('/api/products/:id/reviews', async (request): Promise<ReviewsPage> => {
    const { id } = idParamSchema.parse(request.params);
    const { start, limit } = reviewsQuerySchema.parse(request.query);
    return listReviews(db, id, start, limit);
  });
};
