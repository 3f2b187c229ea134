// Follows, follow lists, the feed and the growers list (spec §7 Users and Content), answers in src/domain/follow/follow.ts:
//   POST /api/follows/{user|diary|product|strain|brand}/{id}   200 FollowState; signed in, X-Rniq idempotent, write limit;
//       the item goes to the front of the common list (a finished diary: the bookmark list), a full list drops its last
//   DELETE /api/follows/{type}/{id}                            200 FollowState; out of both lists
//   GET /api/follows/{type}/{id}                               200 FollowState of the signed-in grower (guests: not following)
//   GET /api/users/{id}/following/common|bookmark?start&limit=1..20&sort=update   200 FollowListPage (public)
//   GET /api/feed?start&limit                                  200 {items, start, limit, total}: signed in (401 otherwise)
//   GET /api/users?query&sort=diaries|followers|newest&start&limit   200 GrowersPage
// 404 for an item that does not exist, 400 for bad parameters or following oneself.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { idParamSchema, pagingQuerySchema } from '../../src/domain/api/api';
import { followingQuerySchema, followParamsSchema, type FeedPage, type FollowListPage, type FollowState } from '../../src/domain/follow/follow';
import { growersQuerySchema, type GrowersPage } from '../../src/domain/discovery/growers';
import { requireUser } from '../auth/request-user';
import { notFound } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import { follow, getFollowState, listFeed, listFollowing, unfollow } from '../services/follows';
import { listGrowers } from '../services/growers';
import type { RouteDeps } from './deps';

const listParamsSchema = idParamSchema.extend({ list: z.enum(['common', 'bookmark']) });

export const followRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter }> = async (app, { db, writeLimiter }) => {
  const write = createWriter(db, writeLimiter);
  const itemOf = (params: unknown) => {
    const { type, id } = followParamsSchema.parse(params);
    return { type, content_id: id };
  };

  app.post('/api/follows/:type/:id', (request, reply) => write(request, reply, 200, () => {
    const item = itemOf(request.params);
    return (trx, userId) => follow(trx, userId, item);
  }));

  app.delete('/api/follows/:type/:id', (request, reply) => write(request, reply, 200, () => {
    const item = itemOf(request.params);
    return (trx, userId) => unfollow(trx, userId, item);
  }));

  app.get('/api/follows/:type/:id', async (request): Promise<FollowState> => {
    const item = itemOf(request.params);
    return getFollowState(db, request.user?.id ?? 0, item);
  });

  app.get('/api/users/:id/following/:list', async (request): Promise<FollowListPage> => {
    const { id, list } = listParamsSchema.parse(request.params);
    const { start, limit } = followingQuerySchema.parse(request.query);
    const user = await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
    if (!user) throw notFound('User not found');
    return listFollowing(db, id, list, start, limit);
  });

  app.get('/api/feed', async (request): Promise<FeedPage> => {
    const { user } = requireUser(request);
    const { start, limit } = pagingQuerySchema.parse(request.query);
    return { ...(await listFeed(db, user.id, start, limit)), start, limit };
  });

  app.get('/api/users', async (request): Promise<GrowersPage> => listGrowers(db, growersQuerySchema.parse(request.query)));
};
