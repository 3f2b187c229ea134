// The sentence of a notification or a group: "Anna and 12 others liked week 5 of Northern Lights".
import type { TFunction } from 'i18next';
import type { NotificationActor } from '@/domain/notification/notification';

export interface Describable {
  kind: string;
  item_type: string;
  item_title: string;
  item_number: number;
  actors: NotificationActor[];
  cnt_actors: number;
}

export function notificationSentence(t: TFunction, n: Describable): string {
  const item = n.item_type === 'week' ? t('notifications.week', { number: n.item_number, title: n.item_title }) : n.item_title;
  const key = n.kind === 'follow' && n.item_type === 'user' ? 'followYou' : n.kind;
  const name = n.actors[0]?.name ?? '';
  const others = n.cnt_actors - 1;
  return others > 0
    ? `${t('notifications.who', { name, count: others })} ${t(`notifications.manyVerb.${key}`, { item })}`
    : t(`notifications.solo.${key}`, { name, item });
}
