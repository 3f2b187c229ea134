// A grower's grouped notifications (spec §7 Grouped notifications), answers in src/domain/notification/notification.ts.
// Every call is the signed-in grower's own: 401 for guests, 403 for anyone else's {id} (moderators and admins too).
//   GET  /api/users/{id}/notifications-g/numbers                  200 NotificationNumbers (unread per channel and all)
//   GET  /api/users/{id}/notifications-g/groups?channel&start&limit=1..100   200 NotificationGroupsPage, newest group first
//   GET  /api/users/{id}/notifications-g?channel&start&limit[&group&group_period]   200 NotificationsPage, newest first
//   GET  /api/users/{id}/notifications-g/uniqs                    200 NotificationUniqs (growers behind unread ones)
// Writes answer 200 NotificationNumbers; X-Rniq idempotent, write limit; naming what is gone (or another grower's
// notification) changes nothing:
//   POST   /api/users/{id}/notifications-g/{channel}/read          read a channel ('all': everything)
//   POST   /api/users/{id}/notifications-g/read {notifications: id[], groups: {group, group_period}[]}
//   POST   /api/users/{id}/notifications-g/read/all {channel?}
//   POST   /api/users/{id}/notifications-g/groups/read {channel?, groups}
//   DELETE /api/users/{id}/notifications-g[?channel]               every notification (of a channel)
//   DELETE /api/users/{id}/notifications-g/{nid}                   one
//   DELETE /api/users/{id}/notifications-g/groups/{group}?group_period   one group
// Legacy, flat:
//   GET /api/users/{id}/notifications?start&limit&is_visit=0|1    200 NotificationsPage; is_visit=1 marks the page read
//   GET /api/users/{id}/notifications/{n}/users?start&limit       200 the growers of n's group (404 when not theirs)
// 400 {error, message} for a bad channel, group, period, id or paging.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamSchema, pagingQuerySchema } from '../../src/domain/api/api';
import {
  channelParamSchema, deleteGroupQuerySchema, groupParamSchema, groupsQuerySchema, legacyQuerySchema, notificationsQuerySchema,
  readAllBodySchema, readBodySchema, readGroupsBodySchema,
} from '../../src/domain/notification/notification';
import { NOTIFICATION_TABS } from '../../src/domain/notification/notification-kinds';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { forbidden, notFound } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import {
  countUnread, deleteNotifications, listGroups, listNotifications, listNotificationUsers, listUniqs, markRead, readChannel, readGroups,
} from '../services/notifications';
import type { RouteDeps } from './deps';

const base = '/api/users/:id/notifications-g';
const nidParamSchema = idParamSchema.extend({ nid: z.coerce.number().int().positive().max(2 ** 31 - 1) });
const channelQuerySchema = z.object({ channel: z.enum(NOTIFICATION_TABS).default('all') });

/** The signed-in grower's id when the path names them; 401 for guests, 403 for anyone else. */
function ownerOf(request: FastifyRequest): number {
  const { user } = requireUser(request);
  const { id } = idParamSchema.parse(request.params);
  if (id !== user.id) throw forbidden('These are not your notifications.');
  return id;
}

export const notificationRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter }> = async (app, { db, writeLimiter }) => {
  const write = createWriter(db, writeLimiter);

  app.get(`${base}/numbers`, async (request) => countUnread(db, ownerOf(request)));
  app.get(`${base}/groups`, async (request) => listGroups(db, ownerOf(request), groupsQuerySchema.parse(request.query)));
  app.get(`${base}/uniqs`, async (request) => listUniqs(db, ownerOf(request)));
  app.get(base, async (request) => listNotifications(db, ownerOf(request), notificationsQuerySchema.parse(request.query)));

  app.post(`${base}/read`, (request, reply) => write(request, reply, 200, () => {
    const userId = ownerOf(request);
    const body = readBodySchema.parse(request.body ?? {});
    return (trx) => markRead(trx, userId, body);
  }));
  app.post(`${base}/read/all`, (request, reply) => write(request, reply, 200, () => {
    const userId = ownerOf(request);
    const { channel } = readAllBodySchema.parse(request.body ?? {});
    return (trx) => readChannel(trx, userId, channel);
  }));
  app.post(`${base}/groups/read`, (request, reply) => write(request, reply, 200, () => {
    const userId = ownerOf(request);
    const { channel, groups } = readGroupsBodySchema.parse(request.body ?? {});
    return (trx) => readGroups(trx, userId, channel, groups);
  }));
  app.post(`${base}/:channel/read`, (request, reply) => write(request, reply, 200, () => {
    const userId = ownerOf(request);
    const { channel } = channelParamSchema.parse(request.params);
    return (trx) => readChannel(trx, userId, channel);
  }));

  app.delete(base, (request, reply) => write(request, reply, 200, () => {
    const userId = ownerOf(request);
    const { channel } = channelQuerySchema.parse(request.query);
    return (trx) => deleteNotifications(trx, userId, { channel });
  }));
  app.delete(`${base}/groups/:group`, (request, reply) => write(request, reply, 200, () => {
    const userId = ownerOf(request);
    const { group } = groupParamSchema.parse(request.params);
    const { group_period } = deleteGroupQuerySchema.parse(request.query);
    return (trx) => deleteNotifications(trx, userId, { group, group_period });
  }));
  app.delete(`${base}/:nid`, (request, reply) => write(request, reply, 200, () => {
    const userId = ownerOf(request);
    const { nid } = nidParamSchema.parse(request.params);
    return (trx) => deleteNotifications(trx, userId, { id: nid });
  }));

  app.get('/api/users/:id/notifications', async (request) => {
    const userId = ownerOf(request);
    const { start, limit, is_visit } = legacyQuerySchema.parse(request.query);
    const page = await listNotifications(db, userId, { channel: 'all', start, limit });
    const unread = page.items.filter((n) => !n.is_read).map((n) => n.id);
    if (is_visit === 1 && unread.length > 0) await markRead(db, userId, { notifications: unread, groups: [] });
    return page;
  });
  app.get('/api/users/:id/notifications/:nid/users', async (request) => {
    const userId = ownerOf(request);
    const { nid } = nidParamSchema.parse(request.params);
    const { start, limit } = pagingQuerySchema.parse(request.query);
    const users = await listNotificationUsers(db, userId, nid, start, limit);
    if (!users) throw notFound('Notification not found');
    return users;
  });
};
