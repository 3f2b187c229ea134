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

/** The ways a notification of `kind` reaches the grower (their switches), or null for none: they blocked the actor,
 * deleted their account, or turned the kind off both in app and for push. One query with the block look-up. */
async function waysOf(db: Db, userId: number, actorId: number | null, kind: NotificationKind): Promise<{ inapp: boolean; push: boolean } | null> {
  const row = await db.selectFrom('users as u')
    .leftJoin('user_blocks as b', (j) => j.onRef('b.user_id', '=', 'u.id').on('b.blocked_id', '=', actorId ?? 0))
    .select(['u.settings', 'u.delete_date', 'b.user_id as blocker']).where('u.id', '=', userId).executeTakeFirst();
  if (!row || row.delete_date !== null || row.blocker !== null) return null;
  const setting = SETTING_OF_KIND[kind];
  // Contest results have no switch: always on.
  const ways = setting === null ? { inapp: true, push: true } : readSettings(row.settings).notifications[setting];
  return ways.inapp || ways.push ? { inapp: ways.inapp, push: ways.push } : null;
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
  const { userId, actorId, kind, item } = event;
  if (userId <= 0 || actorId === userId) return null;
  const ways = await waysOf(db, userId, actorId, kind);
  if (!ways) return null;
  const addDate = new Date().toISOString();
  const row = {
    user_id: userId, actor_id: actorId, kind, channel: CHANNEL_OF_KIND[kind],
    item_type: item.type, item_id: item.id, item_title: item.title, item_number: item.number ?? 0, link: item.link,
    text: excerpt(event.text ?? ''), source_id: event.sourceId ?? 0,
    group_key: groupKey(kind, item.type, item.id), period: periodOf(addDate), add_date: addDate,
  };
  let id: number | null = null;
  if (ways.inapp) {
    const inserted = await db.insertInto('notifications').values(row)
      .onConflict((oc) => oc.columns(['user_id', 'group_key', 'period', 'actor_id', 'source_id']).doNothing())
      .returning('id').executeTakeFirst();
    // Made before (a like given again the same day): neither shown nor pushed twice.
    if (!inserted) return null;
    id = inserted.id;
  }
  const committed: CommittedNotification = {
    id, user_id: userId, actor_id: actorId, kind, inapp: ways.inapp, push: ways.push, channel: row.channel,
    group: row.group_key, group_period: row.period, item_type: item.type, item_id: item.id, item_title: item.title, item_number: row.item_number,
    link: item.link, text: row.text, add_date: addDate,
  };
  afterCommit(db, () => { for (const listener of listeners) listener(committed); });
  return id;
}

/** The same event for several growers (the followers of a diary), each by the rules of `notify`. */
export async function notifyAll(db: Db, userIds: number[], event: Omit<NotificationEvent, 'userId'>): Promise<void> {
  for (const userId of new Set(userIds)) await notify(db, { ...event, userId });
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_EXCERPT ? `${flat.slice(0, MAX_EXCERPT - 1)}…` : flat;
}
