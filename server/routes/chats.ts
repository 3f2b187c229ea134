// Direct and group chats (spec §7 Chats), the same calls under /api/chats and /api/messages, answers in
// src/domain/chat/chat.ts. Every call needs a signed-in grower (401 otherwise); a room is read and written by its
// members only (403 otherwise, 404 for a room that does not exist); a moderator may also read a reported room's messages
// (GET /{id}, without writing). A message a moderator hid comes with is_ban and no text, except to its author and
// moderators (who also get ban_reason):
//   GET /api/chats?start&limit=1..20        200 ChatListPage: the grower's rooms, latest activity first, unread counts
//   GET /api/chats/common | /business       the same, chats among growers | with businesses
//   POST /api/chats {user_id, name?}        200 ChatRoom: the direct chat with the grower (found again, never twice);
//       with a name a new group of the two. 400 for oneself, 404 for a grower who does not exist
//   GET /api/chats/address/{x}              200 ChatRoom behind a room's address
//   POST /api/chats/{id}/users {user_id}    200 ChatMembers: the group's owner adds a grower (400 in a direct chat)
//   DELETE /api/chats/{id}/users {user_id}  200 ChatMembers: the owner removes a member; a member removes themselves
//   PATCH /api/chats/{id} {name}            200 ChatRoom: the group's owner renames it
//   DELETE /api/chats/{id}                  200 {id, deleted}: the owner deletes the group; anyone else leaves
//   GET /api/chats/{id}?first|older&last=1..100&address   200 ChatPage: messages after `first`, before `older`, or
//       the latest `last` (20), oldest first; reading the latest moves the grower's read position (unread counts);
//       a moderator who is not a member reads a reported room (refusal set: they cannot write there)
//   GET /api/chats/{id}/users               200 ChatMembers, the owner first, bans marked
//   GET /api/chats/{id}/users-search?search 200 ChatSearch: growers whose name starts with it, members marked
//   POST /api/chats/{id}/messages {text, address}   200 ChatMessage; 403 with the reason when the writer is banned
//       (site-wide or from the room) or blocked by the other grower of a direct chat; published live to the members
//       (event 'chat.message') once stored
//   POST /api/chats/{id}/bans {user_id, is_ban=true}    200 ChatMembers: the owner (or a moderator member) bans or unbans
//   POST /api/chats/{id}/complains {reason, text, message_id}   200 ComplainAnswer {type: chat|chat_message, id, reported}:
//       a member reports the room or one of its messages into the moderators' queue (the same as POST
//       /api/complains/chat/{room} or /chat_message/{message}); one report per grower and item, 404 for a message not
//       in the room, 400 for one's own message or group
// Writes are X-Rniq idempotent (a replayed message is stored and published once) and count against the write limit.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { idParamSchema } from '../../src/domain/api/api';
import {
  chatBanSchema, chatComplainSchema, chatCreateSchema, chatListQuerySchema, chatMemberBodySchema, chatMessageBodySchema,
  chatPageQuerySchema, chatRenameSchema, chatSearchQuerySchema, type ChatMessage,
} from '../../src/domain/chat/chat';
import { requireUser } from '../auth/request-user';
import { createWriter } from '../http/idempotent-write';
import {
  addChatMember, banChatMember, chatByAddress, chatPage, complainChat, createChat, leaveOrDelete, listChats, listMembers,
  removeChatMember, renameChat, searchMembers, sendMessage, viewerOf,
} from '../services/chats';
import type { RouteDeps } from './deps';

/** Where new messages go once stored: the live channel (server/live/channel.ts) fits this shape. */
export interface ChatPublisher { publish(userIds: number[], event: { type: string; data: unknown }): void }

/** The live event a stored message makes. */
export const CHAT_MESSAGE_EVENT = 'chat.message';

const addressParamSchema = z.object({ address: z.string().min(1).max(40) });

const prefixes = ['/api/chats', '/api/messages'] as const;

export const chatRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter; live?: ChatPublisher }> = async (app, { db, writeLimiter, live }) => {
  const write = createWriter(db, writeLimiter);
  const roomId = (params: unknown) => idParamSchema.parse(params).id;

  for (const base of prefixes) {
    for (const list of ['all', 'common', 'business'] as const) {
      app.get(list === 'all' ? base : `${base}/${list}`, async (request) => {
        const { user } = requireUser(request);
        const { start, limit } = chatListQuerySchema.parse(request.query);
        return listChats(db, viewerOf(user), list, start, limit);
      });
    }

    app.post(base, (request, reply) => write(request, reply, 200, () => {
      const body = chatCreateSchema.parse(request.body ?? {});
      return (trx) => createChat(trx, viewerOf(requireUser(request).user), body);
    }));

    app.get(`${base}/address/:address`, async (request) => {
      const { user } = requireUser(request);
      return chatByAddress(db, user.id, addressParamSchema.parse(request.params).address);
    });

    app.get(`${base}/:id`, async (request) => {
      const { user } = requireUser(request);
      const id = roomId(request.params);
      return chatPage(db, user.id, id, chatPageQuerySchema.parse(request.query));
    });

    app.patch(`${base}/:id`, (request, reply) => write(request, reply, 200, () => {
      const id = roomId(request.params);
      const { name } = chatRenameSchema.parse(request.body ?? {});
      return (trx) => renameChat(trx, requireUser(request).user, id, name);
    }));

    app.delete(`${base}/:id`, (request, reply) => write(request, reply, 200, () => {
      const id = roomId(request.params);
      return (trx) => leaveOrDelete(trx, requireUser(request).user, id);
    }));

    app.get(`${base}/:id/users`, async (request) => {
      const { user } = requireUser(request);
      return listMembers(db, user.id, roomId(request.params));
    });

    app.get(`${base}/:id/users-search`, async (request) => {
      const { user } = requireUser(request);
      const id = roomId(request.params);
      return searchMembers(db, user.id, id, chatSearchQuerySchema.parse(request.query).search);
    });

    app.post(`${base}/:id/users`, (request, reply) => write(request, reply, 200, () => {
      const id = roomId(request.params);
      const { user_id } = chatMemberBodySchema.parse(request.body ?? {});
      return (trx) => addChatMember(trx, requireUser(request).user, id, user_id);
    }));

    app.delete(`${base}/:id/users`, (request, reply) => write(request, reply, 200, () => {
      const id = roomId(request.params);
      const { user_id } = chatMemberBodySchema.parse(request.body ?? {});
      return (trx) => removeChatMember(trx, requireUser(request).user, id, user_id);
    }));

    app.post(`${base}/:id/messages`, async (request, reply) => {
      let stored: { message: ChatMessage; memberIds: number[] } | null = null;
      const sent = await write(request, reply, 200, () => {
        const id = roomId(request.params);
        const body = chatMessageBodySchema.parse(request.body ?? {});
        return async (trx, userId) => {
          stored = await sendMessage(trx, userId, id, body);
          return stored.message;
        };
      });
      // After the commit (a replay applies nothing, so publishes nothing).
      const done = stored as { message: ChatMessage; memberIds: number[] } | null;
      if (done && live) live.publish(done.memberIds, { type: CHAT_MESSAGE_EVENT, data: done.message });
      return sent;
    });

    app.post(`${base}/:id/bans`, (request, reply) => write(request, reply, 200, () => {
      const id = roomId(request.params);
      const { user_id, is_ban } = chatBanSchema.parse(request.body ?? {});
      return (trx) => banChatMember(trx, requireUser(request).user, id, user_id, is_ban);
    }));

    app.post(`${base}/:id/complains`, (request, reply) => write(request, reply, 200, () => {
      const id = roomId(request.params);
      const body = chatComplainSchema.parse(request.body ?? {});
      return (trx, userId) => complainChat(trx, userId, id, body);
    }));
  }
};
