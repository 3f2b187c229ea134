// Awards and events (spec §7 Other), answers in src/domain/award/award.ts. Reads are public; a vote is any signed-in
// grower's, one per person and category, through createWriter (X-Rniq idempotent: a replay answers the first answer
// and changes nothing; the per-user write limit). Voting is open from start_date until end_date (server clock);
// counts and winners show only once it closed:
//   GET  /api/ref/awards/{section}          200 {items: AwardSummary[]}, section years|events, newest first
//   GET  /api/awards/{id}                   200 Award (by link, a year or an event's slug, or by number): categories
//                                           with nominees, the viewer's votes (my_vote), and after the close
//                                           cnt_votes per nominee and category and winner_id
//   GET  /api/awards/{id}/{cat}/votes       200 AwardCategory: the viewer's vote in one category (and the results
//                                           once closed)
//   POST /api/awards/{id}/{cat}/votes {nominee_id}
//                                           200 AwardCategory; signed in; 409 a second vote ("You have already voted
//                                           in this category…"), before the start or after the close; 400 a nominee of
//                                           another category
// 401 guest on writes, 404 missing award or category (or a category of another award), 400 bad body or parameters
// {error, message}, 429 over the write limit. Once a minute, awards whose voting closed notify their winners (once).
import type { FastifyPluginAsync } from 'fastify';
import {
  awardCategoryParamsSchema, awardRefSchema, awardSectionParamSchema, awardVoteInputSchema, type Award, type AwardCategory, type AwardList,
} from '../../src/domain/award/award';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { notFound } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import { runPeriodically } from '../http/periodic';
import { announceClosedAwards } from '../services/award-results';
import { castAwardVote, getAward, getAwardCategory, listAwards } from '../services/awards';
import type { RouteDeps } from './deps';

export interface AwardDeps extends RouteDeps {
  writeLimiter: AttemptLimiter;
}

/** How often closed awards are announced to their winners. */
const ANNOUNCE_EVERY_MS = 60_000;

export const awardRoutes: FastifyPluginAsync<AwardDeps> = async (app, { db, writeLimiter }) => {
  const write = createWriter(db, writeLimiter);
  runPeriodically(app, ANNOUNCE_EVERY_MS, 'announcing award results', () => announceClosedAwards(db, new Date()));

  app.get('/api/ref/awards/:section', async (request): Promise<AwardList> => {
    const { section } = awardSectionParamSchema.parse(request.params);
    return listAwards(db, section);
  });

  app.get('/api/awards/:id', async (request): Promise<Award> => {
    const { id } = awardRefSchema.parse(request.params);
    const award = await getAward(db, id, request.user?.id ?? 0);
    if (!award) throw notFound('Award not found');
    return award;
  });

  app.get('/api/awards/:id/:cat/votes', async (request): Promise<AwardCategory> => {
    const { id, cat } = awardCategoryParamsSchema.parse(request.params);
    return getAwardCategory(db, id, cat, request.user?.id ?? 0);
  });

  app.post('/api/awards/:id/:cat/votes', (request, reply) => write(request, reply, 200, () => {
    const { id, cat } = awardCategoryParamsSchema.parse(request.params);
    const { nominee_id: nomineeId } = awardVoteInputSchema.parse(request.body);
    return (trx, userId) => castAwardVote(trx, userId, id, cat, nomineeId);
  }));
};
