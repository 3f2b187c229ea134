// The notification writes the outbox sends: read (items, groups, a channel or all) and delete (one, a group, a
// channel or all); each answers the unread numbers, kept on the device unless another notification write waits.
import { db } from '@/db/database';
import { notificationsTarget } from '@/domain/api/change-targets';
import type { GroupRef, NotificationNumbers } from '@/domain/notification/notification';
import type { NotificationTab } from '@/domain/notification/notification-kinds';
import { defineMutator, type AnswerHandling, type ApiCall } from '@/sync/outbox/mutator';

/** What a read or delete names: ids and groups, or everything of a channel ('all': everything). */
export type NotificationSelection = { notifications: number[]; groups: GroupRef[] } | { channel: NotificationTab };
export type NotificationWriteArgs = NotificationSelection & { user: number };

const base = (user: number) => `/api/users/${user}/notifications-g`;

function deleteCall(args: NotificationWriteArgs): ApiCall {
  if ('channel' in args) return { method: 'DELETE', path: `${base(args.user)}${args.channel === 'all' ? '' : `?channel=${args.channel}`}` };
  const [group] = args.groups;
  if (group) return { method: 'DELETE', path: `${base(args.user)}/groups/${encodeURIComponent(group.group)}?group_period=${group.group_period}` };
  return { method: 'DELETE', path: `${base(args.user)}/${args.notifications[0]}` };
}

const storeNumbers: AnswerHandling<NotificationWriteArgs, NotificationNumbers> = {
  tables: () => [db.notificationNumbers],
  store: async (numbers, { args, laterWrites }) => {
    if ((await laterWrites()).length) return;
    await db.notificationNumbers.put({ user: args.user, numbers });
  },
};

export const readNotifications = defineMutator<'notification.read', NotificationWriteArgs, NotificationNumbers>({
  name: 'notification.read',
  request: (args) => ('channel' in args
    ? { method: 'POST', path: `${base(args.user)}/read/all`, body: { channel: args.channel } }
    : { method: 'POST', path: `${base(args.user)}/read`, body: { notifications: args.notifications, groups: args.groups } }),
  target: ({ user }) => notificationsTarget(user),
  replaces: false,
  answer: storeNumbers,
  pending: { kind: 'readNotifications', editLink: () => null, content: () => [] },
});

/** Deletes one notification (one id), one group (one group) or a channel; a selection names one of these. */
export const deleteNotifications = defineMutator<'notification.delete', NotificationWriteArgs, NotificationNumbers>({
  name: 'notification.delete',
  request: deleteCall,
  target: ({ user }) => notificationsTarget(user),
  replaces: false,
  answer: storeNumbers,
  pending: { kind: 'deleteNotifications', editLink: () => null, content: () => [] },
});

export const notificationMutators = [readNotifications, deleteNotifications];
