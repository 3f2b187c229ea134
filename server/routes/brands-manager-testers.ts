// A brand's testers in the brand manager area (spec §7 /api/brands-manager/testers), answers in
// src/domain/brand-manager/tester.ts. Every call needs sign-in (401) and a brand the person manages (admins: any);
// anyone else is answered 403 whatever the id. Writes are X-Rniq idempotent with the write limit; each change is
// logged (who, by whom, when) in its own transaction.
//   GET  /api/brands-manager/testers?brand_id                  200 BrandTesters: the testers (who added each, when, and
//        their diaries logging the brand's products, ≤ 20 each) and the latest 20 changes of the log
//   GET  /api/brands-manager/testers/search?brand_id&query=2..80  200 {items: User[]} growers not testing it yet, ≤ 10
//   POST /api/brands-manager/testers/add_tester?brand_id    {user_id}  200 BrandTesters; adding a tester again changes
//        nothing; 404 no such grower; 409 plan_limit when the plan's testers are all taken
//   POST /api/brands-manager/testers/remove_tester?brand_id {user_id}  200 BrandTesters; 404 not a tester
import type { FastifyPluginAsync } from 'fastify';
import { brandQuerySchema } from '../../src/domain/brand-manager/brand-manager';
import { testerBodySchema, testerSearchQuerySchema, type BrandTesters } from '../../src/domain/brand-manager/tester';
import type { User } from '../../src/domain/user/user';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { createWriter } from '../http/idempotent-write';
import { brandOfManager, searchCandidates } from '../services/brand-managers';
import { addTester, listTesters, removeTester } from '../services/brand-testers';
import type { RouteDeps } from './deps';

const BASE = '/api/brands-manager/testers';

export const brandsManagerTestersRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter }> = async (app, { db, writeLimiter }) => {
  const write = createWriter(db, writeLimiter);

  app.get(BASE, async (request): Promise<BrandTesters> => {
    const { brand_id } = brandQuerySchema.parse(request.query);
    return listTesters(db, await brandOfManager(db, requireUser(request).user, brand_id));
  });

  app.get(`${BASE}/search`, async (request): Promise<{ items: User[] }> => {
    const { user } = requireUser(request);
    const { brand_id } = brandQuerySchema.parse(request.query);
    const brand = await brandOfManager(db, user, brand_id);
    return searchCandidates(db, brand.id, testerSearchQuerySchema.parse(request.query).query, 'brand_testers');
  });

  for (const [action, change] of [['add_tester', addTester], ['remove_tester', removeTester]] as const) {
    app.post(`${BASE}/${action}`, (request, reply) => write(request, reply, 200, () => {
      const { brand_id } = brandQuerySchema.parse(request.query);
      const { user_id } = testerBodySchema.parse(request.body);
      return async (trx, userId) => change(trx, userId, await brandOfManager(trx, requireUser(request).user, brand_id), user_id);
    }));
  }
};
