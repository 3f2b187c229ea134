// A grower's notifications (spec §7 Grouped notifications): unread numbers per channel, groups by kind, item and day,
// the notifications of a channel or a group, the growers behind unread ones, and read and delete by item, group,
// channel or all. Every function takes the owner's id: callers have checked the path's grower is the signed-in one.
import { sql, type Kysely } from 'kysely';
import type {
  GroupRef, Notification, NotificationActor, NotificationGroup, NotificationGroupsPage, NotificationNumbers,
  NotificationsPage, NotificationUniqs, ReadBody,
} from '../../src/domain/notification/notification';
import { NOTIFICATION_TABS, type NotificationKind, type NotificationTab } from '../../src/domain/notification/notification-kinds';
import type { Database } from '../db/types';
import { avatarUrls } from '../media/image-sizes';

type Db = Kysely<Database>;

/** Actors shown with a group ("Anna, Ben and 12 others"). */
const GROUP_ACTORS = 3;
/** Growers listed by uniqs. */
const UNIQS_LIMIT = 20;

const mine = (db: Db, userId: number, channel: NotificationTab) => {
  const query = db.selectFrom('notifications as n').where('n.user_id', '=', userId);
  return channel === 'all' ? query : query.where('n.channel', '=', channel);
};

const toActor = (row: { actor_id: number | null; actor_name: string | null; actor_avatar: string | null }): NotificationActor | null =>
  row.actor_id === null || row.actor_name === null ? null
    : { id: row.actor_id, name: row.actor_name, avatar_small: avatarUrls(row.actor_avatar).avatar_small };

/** Unread notifications per channel, and in all. */
export async function countUnread(db: Db, userId: number): Promise<NotificationNumbers> {
  const rows = await db.selectFrom('notifications').select(['channel', (eb) => eb.fn.countAll().as('count')])
    .where('user_id', '=', userId).where('is_read', '=', 0).groupBy('channel').execute();
  const numbers = Object.fromEntries(NOTIFICATION_TABS.map((tab) => [tab, 0])) as NotificationNumbers;
  for (const row of rows) {
    if (row.channel in numbers) numbers[row.channel as NotificationTab] = Number(row.count);
    numbers.all += Number(row.count);
  }
  return numbers;
}

/** One page of notifications, newest first: a channel's, or one group's members. */
export async function listNotifications(db: Db, userId: number, q: { channel: NotificationTab; start: number; limit: number; group?: string; group_period?: string }): Promise<NotificationsPage> {
  let base = mine(db, userId, q.channel);
  if (q.group !== undefined) base = base.where('n.group_key', '=', q.group);
  if (q.group_period !== undefined) base = base.where('n.period', '=', q.group_period);
  const [rows, count] = await Promise.all([
    base.leftJoin('users as u', 'u.id', 'n.actor_id')
      .select(['n.id', 'n.kind', 'n.channel', 'n.group_key', 'n.period', 'n.actor_id', 'u.name as actor_name', 'u.avatar as actor_avatar',
        'n.item_type', 'n.item_id', 'n.item_title', 'n.item_number', 'n.link', 'n.text', 'n.is_read', 'n.add_date'])
      .orderBy('n.id', 'desc').limit(q.limit).offset(q.start).execute(),
    base.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  const items: Notification[] = rows.map((r) => ({
    id: r.id, kind: r.kind as NotificationKind, channel: r.channel, group: r.group_key, group_period: r.period, actor: toActor(r),
    item_type: r.item_type, item_id: r.item_id, item_title: r.item_title, item_number: r.item_number, link: r.link, text: r.text,
    is_read: r.is_read === 1, add_date: r.add_date,
  }));
  return { items, start: q.start, limit: q.limit, total: Number(count.count) };
}

/** The latest distinct actors of one group, newest first. */
async function groupActors(db: Db, userId: number, ref: GroupRef, limit: number): Promise<NotificationActor[]> {
  const rows = await db.selectFrom('notifications as n').innerJoin('users as u', 'u.id', 'n.actor_id')
    .select(['n.actor_id', 'u.name as actor_name', 'u.avatar as actor_avatar', (eb) => eb.fn.max('n.id').as('last')])
    .where('n.user_id', '=', userId).where('n.group_key', '=', ref.group).where('n.period', '=', ref.group_period)
    .groupBy(['n.actor_id', 'u.name', 'u.avatar']).orderBy('last', 'desc').limit(limit).execute();
  return rows.flatMap((r) => toActor(r) ?? []);
}

/** One page of a channel's groups (kind, item, day), the group with the newest notification first. */
export async function listGroups(db: Db, userId: number, q: { channel: NotificationTab; start: number; limit: number }): Promise<NotificationGroupsPage> {
  const grouped = mine(db, userId, q.channel)
    .select(['n.group_key', 'n.period', (eb) => eb.fn.max('n.id').as('last_id'), (eb) => eb.fn.countAll().as('cnt'),
      (eb) => eb.fn.count(sql`distinct n.actor_id`).as('cnt_actors'),
      (eb) => eb.fn.sum(sql`case when n.is_read = 0 then 1 else 0 end`).as('cnt_unread')])
    .groupBy(['n.group_key', 'n.period']);
  const [rows, total] = await Promise.all([
    grouped.orderBy('last_id', 'desc').limit(q.limit).offset(q.start).execute(),
    db.selectFrom(grouped.as('g')).select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
  ]);
  if (rows.length === 0) return { items: [], start: q.start, limit: q.limit, total: Number(total.count) };
  const lastIds = rows.map((r) => Number(r.last_id));
  const [latest, actors] = await Promise.all([
    db.selectFrom('notifications').selectAll().where('id', 'in', lastIds).execute(),
    Promise.all(rows.map((r) => groupActors(db, userId, { group: r.group_key, group_period: r.period }, GROUP_ACTORS))),
  ]);
  const byId = new Map(latest.map((n) => [n.id, n]));
  const items: NotificationGroup[] = rows.map((r, i) => {
    const last = byId.get(Number(r.last_id))!;
    return {
      group: r.group_key, group_period: r.period, kind: last.kind as NotificationKind, channel: last.channel,
      item_type: last.item_type, item_id: last.item_id, item_title: last.item_title, item_number: last.item_number, link: last.link,
      actors: actors[i]!, cnt_actors: Number(r.cnt_actors), cnt: Number(r.cnt), cnt_unread: Number(r.cnt_unread ?? 0),
      text: last.text, last_id: last.id, last_date: last.add_date,
    };
  });
  return { items, start: q.start, limit: q.limit, total: Number(total.count) };
}

/** The distinct growers behind unread notifications, the latest first. */
export async function listUniqs(db: Db, userId: number): Promise<NotificationUniqs> {
  const unread = db.selectFrom('notifications as n').where('n.user_id', '=', userId).where('n.is_read', '=', 0).where('n.actor_id', 'is not', null);
  const [rows, total] = await Promise.all([
    unread.innerJoin('users as u', 'u.id', 'n.actor_id')
      .select(['n.actor_id', 'u.name as actor_name', 'u.avatar as actor_avatar', (eb) => eb.fn.max('n.id').as('last')])
      .groupBy(['n.actor_id', 'u.name', 'u.avatar']).orderBy('last', 'desc').limit(UNIQS_LIMIT).execute(),
    unread.select((eb) => eb.fn.count(sql`distinct n.actor_id`).as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.flatMap((r) => toActor(r) ?? []), total: Number(total.count) };
}

/** All the growers of the group a notification belongs to (legacy `.../notifications/{n}/users`); undefined when not theirs. */
export async function listNotificationUsers(db: Db, userId: number, notificationId: number, start: number, limit: number): Promise<{ items: NotificationActor[]; start: number; limit: number; total: number } | undefined> {
  const row = await db.selectFrom('notifications').select(['group_key', 'period']).where('id', '=', notificationId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return undefined;
  const ref = { group: row.group_key, group_period: row.period };
  const [all, count] = await Promise.all([
    groupActors(db, userId, ref, start + limit),
    db.selectFrom('notifications as n').where('n.user_id', '=', userId).where('n.group_key', '=', ref.group).where('n.period', '=', ref.group_period).where('n.actor_id', 'is not', null)
      .select((eb) => eb.fn.count(sql`distinct n.actor_id`).as('count')).executeTakeFirstOrThrow(),
  ]);
  return { items: all.slice(start), start, limit, total: Number(count.count) };
}

/** Marks notifications read: by id and by group (run in the write's transaction). */
export async function markRead(db: Db, userId: number, body: ReadBody): Promise<NotificationNumbers> {
  if (body.notifications.length > 0) {
    await db.updateTable('notifications').set({ is_read: 1 }).where('user_id', '=', userId).where('id', 'in', body.notifications).where('is_read', '=', 0).execute();
  }
  await readGroups(db, userId, 'all', body.groups);
  return countUnread(db, userId);
}

/** Marks whole groups of a channel read. */
export async function readGroups(db: Db, userId: number, channel: NotificationTab, groups: GroupRef[]): Promise<NotificationNumbers> {
  for (const ref of groups) {
    let query = db.updateTable('notifications').set({ is_read: 1 }).where('user_id', '=', userId)
      .where('group_key', '=', ref.group).where('period', '=', ref.group_period).where('is_read', '=', 0);
    if (channel !== 'all') query = query.where('channel', '=', channel);
    await query.execute();
  }
  return countUnread(db, userId);
}

/** Marks everything of a channel (or all) read. */
export async function readChannel(db: Db, userId: number, channel: NotificationTab): Promise<NotificationNumbers> {
  let query = db.updateTable('notifications').set({ is_read: 1 }).where('user_id', '=', userId).where('is_read', '=', 0);
  if (channel !== 'all') query = query.where('channel', '=', channel);
  await query.execute();
  return countUnread(db, userId);
}

/** Deletes one notification, a group, or every notification (of a channel); deleting what is gone changes nothing. */
export async function deleteNotifications(db: Db, userId: number, what: { id: number } | GroupRef | { channel: NotificationTab }): Promise<NotificationNumbers> {
  let query = db.deleteFrom('notifications').where('user_id', '=', userId);
  if ('id' in what) query = query.where('id', '=', what.id);
  else if ('group' in what) query = query.where('group_key', '=', what.group).where('period', '=', what.group_period);
  else if (what.channel !== 'all') query = query.where('channel', '=', what.channel);
  await query.execute();
  return countUnread(db, userId);
}
