// Search calls of spec §7, public, limited per address (each call runs several LIKE scans):
//   GET /api/search?query=<1-80 chars>&limit=1..20 (5)   200 SearchAnswer: diaries, strains, other products,
//       brands and growers whose name contains the query, any case (see src/domain/discovery/search.ts for the orders)
//   GET /api/users/livesearch?query=&limit=1..20 (5)     200 {items: User[]}: growers, names starting with it first
// 400 on a blank or too long query or a bad limit; 429 with Retry-After over 120 calls a minute from one address.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { searchQuerySchema, type LivesearchAnswer, type SearchAnswer } from '../../src/domain/discovery/search';
import { createLimiter } from '../auth/attempt-limiter';
import { enforceLimit } from '../http/rate-limit';
import { searchEverything, searchUsers } from '../services/search';
import type { RouteDeps } from './deps';

const SEARCHES_PER_MINUTE = 120;

export const searchRoutes: FastifyPluginAsync<RouteDeps & { limitScale?: number }> = async (app, { db, limitScale = 1 }) => {
  const limiter = createLimiter(db, { name: 'searches', max: SEARCHES_PER_MINUTE * limitScale, windowMs: 60_000 });
  const countSearch = (request: FastifyRequest) =>
    enforceLimit(limiter, `ip:${request.ip}`, (wait) => `Too many searches. Try again in ${wait} seconds.`);

  app.get('/api/search', async (request): Promise<SearchAnswer> => {
    const { query, limit } = searchQuerySchema.parse(request.query);
    await countSearch(request);
    return searchEverything(db, query, limit);
  });

  app.get('/api/users/livesearch', async (request): Promise<LivesearchAnswer> => {
    const { query, limit } = searchQuerySchema.parse(request.query);
    await countSearch(request);
    return { items: await searchUsers(db, query, limit) };
  });
};
