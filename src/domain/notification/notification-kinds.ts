// Notification kinds, the channels (tabs) they belong to, and the settings kind that switches each on or off: zod-free,
// so the header's bell and the screens import it without zod.
import type { NotificationKind as SettingsKind } from '../user/profile-limits';

/** What happened: a comment on my item, a reply to my comment, a mention, a like, a new follower, an answer to my
 * question, my answer marked helpful, a new week in a diary I follow, a message, a giveaway or award result. */
export const NOTIFICATION_KINDS = ['comment', 'reply', 'mention', 'like', 'follow', 'solution', 'helpful', 'week', 'message', 'giveaway', 'award'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The tabs of /notifications; 'all' holds every kind. */
export const NOTIFICATION_TABS = ['all', 'comments', 'likes', 'follows', 'messages', 'contests'] as const;
export type NotificationTab = (typeof NOTIFICATION_TABS)[number];
export type NotificationChannelName = Exclude<NotificationTab, 'all'>;

export const CHANNEL_OF_KIND: Record<NotificationKind, NotificationChannelName> = {
  comment: 'comments', reply: 'comments', mention: 'comments', solution: 'comments',
  like: 'likes', helpful: 'likes',
  follow: 'follows', week: 'follows',
  message: 'messages',
  giveaway: 'contests', award: 'contests',
};

/** The account setting (src/domain/user/settings.ts) that switches a kind on or off per way (in app, e-mail, push);
 * null: always on. */
export const SETTING_OF_KIND: Record<NotificationKind, SettingsKind | null> = {
  comment: 'comments', reply: 'replies', mention: 'mentions', solution: 'question_answers',
  like: 'likes', helpful: 'likes', follow: 'follows', week: 'diary_updates',
  message: 'messages', giveaway: null, award: null,
};

/** Default page size (spec §9) and the largest page. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const MAX_NOTIFICATION_PAGE = 100;
/** Ids and groups one read or delete call may name. */
export const MAX_NOTIFICATIONS_PER_CALL = 200;

/** Polling (spec §4, §9): first load after start, then while visible, and while the page is hidden. */
export const FIRST_LOAD_DELAY_MS = 1_000;
export const POLL_VISIBLE_MS = 30_000;
export const POLL_HIDDEN_MS = 5 * 60_000;

/** A group: one kind about one item in one period (a day), e.g. "like:week:40" on "2026-11-24". */
export const groupKey = (kind: NotificationKind, itemType: string, itemId: number) => `${kind}:${itemType}:${itemId}`;
export const periodOf = (isoDate: string) => isoDate.slice(0, 10);
