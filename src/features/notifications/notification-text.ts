// The sentence of a notification or a group: "Anna and 12 others liked week 5 of Northern Lights", "Anna and 2 others
// wrote in Growers of Berlin", "Anna wrote you 3 messages".
import type { TFunction } from 'i18next';
import type { NotificationActor } from '@/domain/notification/notification';

export interface Describable {
  kind: string;
  item_type: string;
  item_title: string;
  item_number: number;
  actors: NotificationActor[];
  cnt_actors: number;
  /** Notifications in the group (a chat's messages); one for a single notification. */
  cnt?: number;
}

export function notificationSentence(t: TFunction, n: Describable): string {
  const item = n.item_type === 'week' ? t('notifications.week', { number: n.item_number, title: n.item_title }) : n.item_title;
  const key = n.kind === 'follow' && n.item_type === 'user' ? 'followYou' : n.kind;
  const name = n.actors[0]?.name ?? '';
  const others = n.cnt_actors - 1;
  if (others > 0) return `${t('notifications.who', { name, count: others })} ${t(`notifications.manyVerb.${key}`, { item })}`;
  // One grower's messages, counted: in a group chat (its name is the item), or to me in a direct chat.
  if (n.kind === 'message') return t(`notifications.messages.${n.item_type === 'chat' ? 'room' : 'direct'}`, { name, item, count: n.cnt ?? 1 });
  return t(`notifications.solo.${key}`, { name, item });
}
