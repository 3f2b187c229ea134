// Reports and the moderators' queue (spec §7 POST /api/complains/{a}/{b}), answers in src/domain/complain/complain.ts:
//   POST /api/complains/{diary|week|photo|comment|user}/{id} {reason, text}   200 ComplainAnswer; signed in, X-Rniq
//       idempotent, write limit; one report per grower and item (a second replaces the first); 404 for an item that
//       does not exist or was removed, 400 for one's own content or account, a reason not in the list, or 'other' without text
//   GET /api/admin/complains?status=open|closed&start&limit=1..20   200 ComplainQueue: reported items grouped, newest
//       report first; moderators and admins only (403 otherwise, 401 for guests)
//   POST /api/admin/complains/{type}/{id} {action: hide|restore|dismiss|ban_user, reason}   200 ModerationResult;
//       moderators only, X-Rniq idempotent; hide and restore change what everyone but the owner and moderators sees,
//       ban_user bans the owner (sessions end, sign-in refused); every action closes the item's reports
import type { FastifyPluginAsync } from 'fastify';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { complainBodySchema, complainParamsSchema, complainQueueQuerySchema, moderationActionSchema } from '../../src/domain/complain/complain';
import { requireUser } from '../auth/request-user';
import { requireModerator } from '../auth/roles';
import { createWriter } from '../http/idempotent-write';
import { fileComplain, listComplainQueue } from '../services/complains';
import { moderateItem } from '../services/moderation';
import type { RouteDeps } from './deps';

export const complainRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter }> = async (app, { db, writeLimiter }) => {
  const write = createWriter(db, writeLimiter);

  app.post('/api/complains/:type/:id', (request, reply) => write(request, reply, 200, () => {
    const { type, id } = complainParamsSchema.parse(request.params);
    const body = complainBodySchema.parse(request.body ?? {});
    return (trx, userId) => fileComplain(trx, userId, type, id, body);
  }));

  app.get('/api/admin/complains', async (request) => {
    requireModerator(requireUser(request).user);
    const { status, start, limit } = complainQueueQuerySchema.parse(request.query);
    return listComplainQueue(db, status === 'closed', start, limit);
  });

  app.post('/api/admin/complains/:type/:id', (request, reply) => write(request, reply, 200, () => {
    requireModerator(requireUser(request).user);
    const { type, id } = complainParamsSchema.parse(request.params);
    const action = moderationActionSchema.parse(request.body ?? {});
    return (trx, userId) => moderateItem(trx, userId, type, id, action);
  }));
};
