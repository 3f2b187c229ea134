// Notifications read from the API into the device: the unread numbers, a tab's groups page by page, a group's
// members and the flat list. While a read or delete of the grower's notifications waits, stored rows are not replaced
// (the write's answer brings the numbers, the next load the rest).
import { db, type NotificationGroupRecord } from '@/db/database';
import { notificationsTarget } from '@/domain/api/change-targets';
import type { NotificationGroupsPage, NotificationNumbers, NotificationsPage } from '@/domain/notification/notification';
import { NOTIFICATION_PAGE_SIZE, type NotificationTab } from '@/domain/notification/notification-kinds';
import { apiRequest } from '@/sync/transport/http';

const base = (user: number) => `/api/users/${user}/notifications-g`;
const waiting = async (user: number) => (await db.outbox.where('target').equals(notificationsTarget(user)).count()) > 0;
export const groupRowKey = (tab: string, group: string, period: string) => `${tab}|${group}|${period}`;

/** GET numbers: the badge's source. */
export async function loadNumbers(user: number): Promise<NotificationNumbers> {
  const numbers = await apiRequest<NotificationNumbers>(`${base(user)}/numbers`);
  await db.transaction('rw', db.notificationNumbers, db.outbox, async () => {
    if (!(await waiting(user))) await db.notificationNumbers.put({ user, numbers });
  });
  return numbers;
}

/** GET groups of a tab from `start`: the first page replaces the tab's stored groups, later pages add to them. */
export async function loadGroups(user: number, tab: NotificationTab, start = 0): Promise<{ total: number; loaded: number }> {
  const page = await apiRequest<NotificationGroupsPage>(`${base(user)}/groups`, { query: { channel: tab, start, limit: NOTIFICATION_PAGE_SIZE } });
  const rows: NotificationGroupRecord[] = page.items.map((g) => ({ ...g, key: groupRowKey(tab, g.group, g.group_period), user, tab }));
  await db.transaction('rw', db.notificationGroups, db.outbox, async () => {
    if (await waiting(user)) return;
    if (start === 0) await db.notificationGroups.where('[user+tab+last_id]').between([user, tab, 0], [user, tab, Infinity]).delete();
    await db.notificationGroups.bulkPut(rows);
  });
  return { total: page.total, loaded: start + page.items.length };
}

/** GET one page of notifications: a group's members, or the flat list. */
export async function loadNotifications(user: number, query: { start?: number; group?: string; group_period?: string }): Promise<{ total: number; loaded: number; ids: number[] }> {
  const start = query.start ?? 0;
  const page = await apiRequest<NotificationsPage>(base(user), { query: { ...query, start, limit: NOTIFICATION_PAGE_SIZE } });
  await db.transaction('rw', db.notifications, db.outbox, async () => {
    if (!(await waiting(user))) await db.notifications.bulkPut(page.items.map((n) => ({ ...n, user })));
  });
  return { total: page.total, loaded: start + page.items.length, ids: page.items.map((n) => n.id) };
}

/** The grower's stored numbers (undefined until read once). */
export const readNumbers = async (user: number) => (await db.notificationNumbers.get(user))?.numbers;
/** A tab's stored groups, newest first. */
export const readGroups = (user: number, tab: NotificationTab) =>
  db.notificationGroups.where('[user+tab+last_id]').between([user, tab, 0], [user, tab, Infinity]).reverse().toArray();
/** A group's stored members, newest first. */
export const readGroupMembers = (user: number, group: string, period: string) =>
  db.notifications.where('[user+group+group_period]').equals([user, group, period]).reverse().sortBy('id');
/** The stored flat list, newest first. */
export const readFlat = (user: number) => db.notifications.where('[user+id]').between([user, 0], [user, Infinity]).reverse().toArray();
