// Likes (spec §4: POST adds, DELETE removes; spec §7 POST and DELETE /api/likes/{a}/{b}), answers in src/domain/like/like.ts.
// Types: the content kinds of src/domain/api/content-types.ts (diary, week, photo, comment).
//   POST   /api/likes/{type}/{id}     200 LikeState {id, liked: true, cnt_likes}; signed in, X-Rniq idempotent, write
//                                     limit; liking what one already likes changes nothing; 404 for an item not there to see
//   DELETE /api/likes/{type}/{id}     200 LikeState {id, liked: false, cnt_likes}; without a like nothing changes
//   GET    /api/likes/{type}?ids=1,2  200 {items: LikeState[]} (our design): the signed-in grower's likes and the counts
//                                     of up to 100 items of one kind (guests: liked false); items that do not exist are left out
// 401 guest writes, 400 an unknown type or bad ids, 429 over the write limit. Counters never go below zero and a
// replayed request (same X-Rniq) answers its first answer and changes nothing.
import type { FastifyPluginAsync } from 'fastify';
import { likeParamsSchema, likeStatesQuerySchema, likeTypeParamsSchema, type LikeStates } from '../../src/domain/like/like';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { createWriter } from '../http/idempotent-write';
import { like, likeStates, unlike } from '../services/likes';
import type { RouteDeps } from './deps';

export const likeRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter }> = async (app, { db, writeLimiter }) => {
  const write = createWriter(db, writeLimiter);

  app.post('/api/likes/:type/:id', (request, reply) => write(request, reply, 200, () => {
    const { type, id } = likeParamsSchema.parse(request.params);
    return (trx, userId) => like(trx, userId, type, id);
  }));

  app.delete('/api/likes/:type/:id', (request, reply) => write(request, reply, 200, () => {
    const { type, id } = likeParamsSchema.parse(request.params);
    return (trx, userId) => unlike(trx, userId, type, id);
  }));

  app.get('/api/likes/:type', async (request): Promise<LikeStates> => {
    const { type } = likeTypeParamsSchema.parse(request.params);
    const { ids } = likeStatesQuerySchema.parse(request.query);
    return { items: await likeStates(db, request.user?.id ?? 0, type, ids) };
  });
};
