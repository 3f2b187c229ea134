// Giveaways (spec §2 Giveaways, §3, §7), answers in src/domain/giveaway/giveaway.ts. Reads are public; writes are a
// signed-in grower's, through createWriter (X-Rniq idempotent: a replay answers the first answer and changes nothing;
// the per-user write limit). {id} is a giveaway's number or link. Joining, withdrawing and voting are open from the
// start date until the end date (server time, UTC); a giveaway whose end date passed is settled before it is read and
// every minute: each category's winner (most votes, the earlier entry on a tie) is stored once and notified.
//   GET  /api/giveaways?start&limit=1..50 (20)&tags=active|archive
//                                        200 {items: GiveawayCard[], start, limit, total}: active (to come or open,
//                                        ending soonest first), archive (closed, with winners, latest first), or all
//   GET  /api/giveaways/{id}             200 Giveaway: rules, categories with prizes, the 100 best entries of each
//                                        (most votes first), the viewer's entry and vote, the winner once closed
//   POST /api/giveaways/{id}/join {category_id, content_id}       200 Giveaway; content_id is one of the grower's
//                                        own diaries (403 another's, 404 none); 409 a second entry in the category
//   POST /api/giveaways/{id}/withdraw {category_id, content_id}   200 Giveaway; the diary's grower or a moderator
//                                        (403 anyone else); the entry's votes go with it; 404 no such entry
//   POST /api/giveaways/{id}/vote {category_id, contest_id}       200 Giveaway; contest_id is an entry of the
//                                        category (400 otherwise); one vote per person and category (409 a second,
//                                        "You have already voted in this category…"); 403 for one's own entry
//   GET  /api/giveaways/{id}/join/{category}            200 JoinableDiaries: the grower's diaries (100 newest),
//                                        each with can_join and the reason it cannot; signed in (401)
//   GET  /api/giveaways/{id}/join/{category}/{diary}    200 JoinableDiaries of that one diary
// 409 on writes before the start date or after the end date; 400 a category of another giveaway or a bad body
// {error, message}; 401 guest on writes; 404 missing giveaway; 429 over the write limit.
import type { FastifyPluginAsync } from 'fastify';
import {
  giveawayJoinParamsSchema, giveawayJoinSchema, giveawayRefSchema, giveawaysQuerySchema, giveawayVoteSchema, giveawayWithdrawSchema,
  type Giveaway, type GiveawaysPage, type JoinableDiaries,
} from '../../src/domain/giveaway/giveaway';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { notFound } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import { runPeriodically } from '../http/periodic';
import {
  getGiveaway, joinableDiaries, joinGiveaway, listGiveaways, settleDueGiveaways, voteForEntry, withdrawEntry,
} from '../services/giveaways';
import type { RouteDeps } from './deps';

export interface GiveawayDeps extends RouteDeps {
  writeLimiter: AttemptLimiter;
  /** The server's clock (tests move it past an end date). */
  now?: () => Date;
}

/** How often closed giveaways are settled without a reader asking. */
const SETTLE_EVERY_MS = 60_000;

export const giveawayRoutes: FastifyPluginAsync<GiveawayDeps> = async (app, { db, writeLimiter, now = () => new Date() }) => {
  const write = createWriter(db, writeLimiter);
  runPeriodically(app, SETTLE_EVERY_MS, 'settling giveaways', () => settleDueGiveaways(db, now()));

  app.get('/api/giveaways', async (request): Promise<GiveawaysPage> => {
    const { start, limit, tags } = giveawaysQuerySchema.parse(request.query);
    const at = now();
    await settleDueGiveaways(db, at);
    return listGiveaways(db, tags, start, limit, at);
  });

  app.get('/api/giveaways/:id', async (request): Promise<Giveaway> => {
    const { id } = giveawayRefSchema.parse(request.params);
    const at = now();
    await settleDueGiveaways(db, at);
    const giveaway = await getGiveaway(db, id, request.user?.id ?? 0, at);
    if (!giveaway) throw notFound('Giveaway not found');
    return giveaway;
  });

  app.get('/api/giveaways/:id/join/:a', async (request): Promise<JoinableDiaries> => {
    const { user } = requireUser(request);
    const { id, a } = giveawayJoinParamsSchema.parse(request.params);
    return joinableDiaries(db, user.id, id, a, now());
  });

  app.get('/api/giveaways/:id/join/:a/:b', async (request): Promise<JoinableDiaries> => {
    const { user } = requireUser(request);
    const { id, a, b } = giveawayJoinParamsSchema.parse(request.params);
    return joinableDiaries(db, user.id, id, a, now(), b);
  });

  app.post('/api/giveaways/:id/join', (request, reply) => write(request, reply, 200, () => {
    const { id } = giveawayRefSchema.parse(request.params);
    const { category_id: categoryId, content_id: diaryId } = giveawayJoinSchema.parse(request.body);
    return (trx, userId) => joinGiveaway(trx, userId, id, categoryId, diaryId, now());
  }));

  app.post('/api/giveaways/:id/withdraw', (request, reply) => write(request, reply, 200, () => {
    const { id } = giveawayRefSchema.parse(request.params);
    const { category_id: categoryId, content_id: diaryId } = giveawayWithdrawSchema.parse(request.body);
    const actor = { id: request.user!.id, role: request.user!.role };
    return (trx) => withdrawEntry(trx, actor, id, categoryId, diaryId, now());
  }));

  app.post('/api/giveaways/:id/vote', (request, reply) => write(request, reply, 200, () => {
    const { id } = giveawayRefSchema.parse(request.params);
    const { category_id: categoryId, contest_id: entryId } = giveawayVoteSchema.parse(request.body);
    return (trx, userId) => voteForEntry(trx, userId, id, categoryId, entryId, now());
  }));
};
