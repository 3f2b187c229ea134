// Making a notification: write services call `notify` inside the transaction of the event that causes it (so there is
// no event without its notification, and a replayed write makes none twice); listeners registered with
// `onNotificationsCommitted` (the live channel, web push) hear of each one once its transaction committed. Each way
// follows the recipient's switch for its kind (settings): in app off, no row is stored (so lists, numbers, the badge
// and live events never see it) while push on still hears of it; both off, nothing happens.
import type { Kysely, Transaction } from 'kysely';
import { CHANNEL_OF_KIND, groupKey, periodOf, SETTING_OF_KIND, type NotificationKind } from '../../src/domain/notification/notification-kinds';
import type { Database } from '../db/types';
import { afterCommit } from '../live/after-commit';
import { readSettings } from './settings';

type Db = Kysely<Database> | Transaction<Database>;

/** What happened, for whom: `actorId` did `kind` about the item (null actor: the site, as for an award result). */
export interface NotificationEvent {
  userId: number;
  actorId: number | null;
  kind: NotificationKind;
  /** What it is about; `number` is a week's number in its diary (whose name is the title). */
  item: { type: string; id: number; title: string; number?: number; link: string };
  /** Tells apart several events of one actor about one item on one day (a comment's id); 0 when they are one. */
  sourceId?: number;
  /** A short excerpt, e.g. of the comment. */
  text?: string;
}

/** A notification as its listeners hear of it after the commit. */
export interface CommittedNotification {
  /** The stored row's id; null when the grower turned the kind off in app (then it only goes out as a push). */
  id: number | null;
  user_id: number;
  actor_id: number | null;
  kind: NotificationKind;
  /** Whether it shows in the app (stored, sent live) and goes out as a push, by the grower's switches for its kind. */
  inapp: boolean;
  push: boolean;
  channel: string;
  group: string;
  group_period: string;
  item_type: string;
  item_id: number;
  item_title: string;
  item_number: number;
  link: string;
  text: string;
  add_date: string;
}

export type NotificationListener = (notification: CommittedNotification) => void;

const listeners = new Set<NotificationListener>();
const readListeners = new Set<(userId: number) => void>();
/** Longest excerpt kept with a notification. */
const MAX_EXCERPT = 140;

/** Hears of every notification once its transaction committed; returns the function that stops listening. */
export function onNotificationsCommitted(listener: NotificationListener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

type Ways = { inapp: boolean; push: boolean };
/** Recipients looked up and rows inserted per statement (well under SQLite's limit of bound values). */
const BATCH = 500;

/** The ways a notification of `kind` reaches each grower (their switches); growers left out get none: they blocked
 * the actor, deleted their account, or turned the kind off both in app and for push. One query with the block look-up. */
async function waysOf(db: Db, userIds: number[], actorId: number | null, kind: NotificationKind): Promise<Map<number, Ways>> {
  const rows = await db.selectFrom('users as u')
    .leftJoin('user_blocks as b', (j) => j.onRef('b.user_id', '=', 'u.id').on('b.blocked_id', '=', actorId ?? 0))
    .select(['u.id', 'u.settings', 'u.delete_date', 'b.user_id as blocker']).where('u.id', 'in', userIds).execute();
  const setting = SETTING_OF_KIND[kind];
  const ways = new Map<number, Ways>();
  for (const row of rows) {
    if (row.delete_date !== null || row.blocker !== null) continue;
    // Contest results have no switch: always on.
    const way = setting === null ? { inapp: true, push: true } : readSettings(row.settings).notifications[setting];
    if (way.inapp || way.push) ways.set(row.id, { inapp: way.inapp, push: way.push });
  }
  return ways;
}

/** Hears, after commit, of a grower whose notifications were read by something other than a read call (reading a chat
 * room reads its message notifications); returns the function that stops listening. */
export function onNotificationsRead(listener: (userId: number) => void): () => void {
  readListeners.add(listener);
  return () => { readListeners.delete(listener); };
}

/** Tells the read listeners about the grower once the caller's transaction committed. */
export function notificationsRead(db: Db, userId: number): void {
  afterCommit(db, () => { for (const listener of readListeners) listener(userId); });
}

/**
 * Writes the notification in the caller's transaction: never about one's own action nor from a grower the recipient
 * blocked, and once per event (the same like twice in a day notifies once). Returns its id, or null when none was
 * stored (a push alone, for a kind off in app, is still handed to the listeners).
 */
export async function notify(db: Db, event: NotificationEvent): Promise<number | null> {
  const { userId, ...rest } = event;
  return (await notifyAll(db, [userId], rest)).get(userId) ?? null;
}

/**
 * The same event for several growers (the members of a chat, the followers of a diary), each by the rules of `notify`,
 * in one look-up and one insert per 500 growers. Answers the id stored for each grower who got a row.
 */
export async function notifyAll(db: Db, userIds: number[], event: Omit<NotificationEvent, 'userId'>): Promise<Map<number, number>> {
  const { actorId, kind, item } = event;
  const recipients = [...new Set(userIds)].filter((id) => id > 0 && id !== actorId);
  const stored = new Map<number, number>();
  const addDate = new Date().toISOString();
  const common = {
    actor_id: actorId, kind, channel: CHANNEL_OF_KIND[kind], item_type: item.type, item_id: item.id, item_title: item.title,
    item_number: item.number ?? 0, link: item.link, text: excerpt(event.text ?? ''), source_id: event.sourceId ?? 0,
    group_key: groupKey(kind, item.type, item.id), period: periodOf(addDate), add_date: addDate,
  };
  for (let i = 0; i < recipients.length; i += BATCH) {
    const ways = await waysOf(db, recipients.slice(i, i + BATCH), actorId, kind);
    const shown = [...ways].filter(([, way]) => way.inapp).map(([userId]) => ({ ...common, user_id: userId }));
    const inserted = shown.length === 0 ? [] : await db.insertInto('notifications').values(shown)
      .onConflict((oc) => oc.columns(['user_id', 'group_key', 'period', 'actor_id', 'source_id']).doNothing())
      .returning(['id', 'user_id']).execute();
    for (const row of inserted) stored.set(row.user_id, row.id);
    const committed: CommittedNotification[] = [];
    for (const [userId, way] of ways) {
      // Shown in app but made before (a like given again the same day): neither shown nor pushed twice.
      if (way.inapp && !stored.has(userId)) continue;
      committed.push({
        id: stored.get(userId) ?? null, user_id: userId, actor_id: actorId, kind, inapp: way.inapp, push: way.push, channel: common.channel,
        group: common.group_key, group_period: common.period, item_type: item.type, item_id: item.id, item_title: item.title,
        item_number: common.item_number, link: item.link, text: common.text, add_date: addDate,
      });
    }
    if (committed.length) afterCommit(db, () => { for (const n of committed) for (const listener of listeners) listener(n); });
  }
  return stored;
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_EXCERPT ? `${flat.slice(0, MAX_EXCERPT - 1)}…` : flat;
}
