// Making a notification: write services call `notify` inside the transaction of the event that causes it (so there is
// no event without its notification, and a replayed write makes none twice); listeners registered with
// `onNotificationsCommitted` (the live channel, web push) hear of each one once its transaction committed.
import type { Kysely, Transaction } from 'kysely';
import { CHANNEL_OF_KIND, groupKey, periodOf, SETTING_OF_KIND, type NotificationKind } from '../../src/domain/notification/notification-kinds';
import type { NotificationKind as SettingsKind } from '../../src/domain/user/profile-limits';
import type { Database } from '../db/types';
import { afterCommit } from '../live/after-commit';
import { isBlockedBy } from './blocks';

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
  id: number;
  user_id: number;
  actor_id: number | null;
  kind: NotificationKind;
  /** The account setting that switches the kind per way (in app, e-mail, push); null: always on. */
  setting: SettingsKind | null;
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
/** Longest excerpt kept with a notification. */
const MAX_EXCERPT = 140;

/** Hears of every notification once its transaction committed; returns the function that stops listening. */
export function onNotificationsCommitted(listener: NotificationListener): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/**
 * Writes the notification in the caller's transaction: never about one's own action nor from a grower the recipient
 * blocked, and once per event (the same like twice in a day notifies once). Returns its id, or null when none was made.
 */
export async function notify(db: Db, event: NotificationEvent): Promise<number | null> {
  const { userId, actorId, kind, item } = event;
  if (userId <= 0 || actorId === userId) return null;
  if (actorId !== null && await isBlockedBy(db, userId, actorId)) return null;
  const addDate = new Date().toISOString();
  const row = {
    user_id: userId, actor_id: actorId, kind, channel: CHANNEL_OF_KIND[kind],
    item_type: item.type, item_id: item.id, item_title: item.title, item_number: item.number ?? 0, link: item.link,
    text: excerpt(event.text ?? ''), source_id: event.sourceId ?? 0,
    group_key: groupKey(kind, item.type, item.id), period: periodOf(addDate), add_date: addDate,
  };
  const inserted = await db.insertInto('notifications').values(row)
    .onConflict((oc) => oc.columns(['user_id', 'group_key', 'period', 'actor_id', 'source_id']).doNothing())
    .returning('id').executeTakeFirst();
  if (!inserted) return null;
  const committed: CommittedNotification = {
    id: inserted.id, user_id: userId, actor_id: actorId, kind, setting: SETTING_OF_KIND[kind], channel: row.channel,
    group: row.group_key, group_period: row.period, item_type: item.type, item_id: item.id, item_title: item.title, item_number: row.item_number,
    link: item.link, text: row.text, add_date: addDate,
  };
  afterCommit(db, () => { for (const listener of listeners) listener(committed); });
  return inserted.id;
}

/** The same event for several growers (the followers of a diary), each by the rules of `notify`. */
export async function notifyAll(db: Db, userIds: number[], event: Omit<NotificationEvent, 'userId'>): Promise<void> {
  for (const userId of new Set(userIds)) await notify(db, { ...event, userId });
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MAX_EXCERPT ? `${flat.slice(0, MAX_EXCERPT - 1)}…` : flat;
}
