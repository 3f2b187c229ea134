// Reports and the moderators' queue (spec §7 POST /api/complains/{a}/{b}), answers in src/domain/complain/complain.ts:
//   POST /api/complains/{diary|week|photo|comment|question|solution|user|chat_message|chat}/{id} {reason, text}
//       200 ComplainAnswer; signed in, X-Rniq idempotent, write limit; one report per grower and item (a second replaces
//       the first); 404 for an item that does not exist or was removed, 403 for a chat (or its message) one is not a
//       member of, 400 for one's own content or account, a reason not in the list, or 'other' without text
//   GET /api/admin/complains?status=open|closed&start&limit=1..20   200 ComplainQueue: reported items grouped, newest
//       report first; moderators and admins only (403 otherwise, 401 for guests)
//   POST /api/admin/complains/{type}/{id} {action: hide|restore|dismiss|ban_user, reason}   200 ModerationResult;
//       moderators only, X-Rniq idempotent; hide and restore change what everyone but the owner and moderators sees,
//       ban_user bans the owner (sessions end, sign-in refused); every action closes the item's reports. A chat message
//       hidden or shown again goes to its room's members over the live channel ('chat.message', as each reads it); a
//       chat room is not hidden (400): its messages are, or its owner is banned
import type { FastifyPluginAsync } from 'fastify';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { complainBodySchema, complainParamsSchema, complainQueueQuerySchema, moderationActionSchema } from '../../src/domain/complain/complain';
import { requireUser } from '../auth/request-user';
import { requireModerator } from '../auth/roles';
import { createWriter } from '../http/idempotent-write';
import { messageForMembers } from '../services/chats';
import { fileComplain, listComplainQueue } from '../services/complains';
import { moderateItem, type ModerationResult } from '../services/moderation';
import { CHAT_MESSAGE_EVENT, type ChatPublisher } from './chats';
import type { RouteDeps } from './deps';

export const complainRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter; live?: ChatPublisher }> = async (app, { db, writeLimiter, live }) => {
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

  app.post('/api/admin/complains/:type/:id', async (request, reply) => {
    let changed: ModerationResult | null = null;
    const answer = await write(request, reply, 200, () => {
      requireModerator(requireUser(request).user);
      const { type, id } = complainParamsSchema.parse(request.params);
      const action = moderationActionSchema.parse(request.body ?? {});
      return async (trx, userId) => {
        const result = await moderateItem(trx, userId, type, id, action);
        if (type === 'chat_message' && (action.action === 'hide' || action.action === 'restore')) changed = result;
        return result;
      };
    });
    // After the commit (a replay changes nothing, so publishes nothing): the room's open screens follow.
    const message = changed as ModerationResult | null;
    if (message && live) {
      for (const view of await messageForMembers(db, message.id)) live.publish(view.userIds, { type: CHAT_MESSAGE_EVENT, data: view.message });
    }
    return answer;
  });
};
