// The settings an account has before it chooses any, and stored settings read over them (zod-free: the app uses it).
import type { AccountSettings } from './settings';
import { NEWSLETTERS, NOTIFICATION_KINDS } from './profile-limits';

/** In-app on for everything; e-mail for what is about the grower's own content (not likes, diary updates or chat
 * messages); push for replies, mentions and messages, as a messenger does; no newsletters. */
export const DEFAULT_SETTINGS: AccountSettings = {
  notifications: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, {
    inapp: true,
    email: kind !== 'likes' && kind !== 'diary_updates' && kind !== 'messages',
    push: kind === 'replies' || kind === 'mentions' || kind === 'messages',
  }])) as AccountSettings['notifications'],
  measures: null,
  interface: { lang: null, theme: 'system' },
  subscribe: Object.fromEntries(NEWSLETTERS.map((n) => [n, false])) as AccountSettings['subscribe'],
};

/** Stored settings (possibly older, with fewer kinds) over the defaults, section by section. */
export function withDefaults(stored: Partial<AccountSettings>): AccountSettings {
  return {
    notifications: { ...DEFAULT_SETTINGS.notifications, ...stored.notifications },
    measures: stored.measures ?? null,
    interface: { ...DEFAULT_SETTINGS.interface, ...stored.interface },
    subscribe: { ...DEFAULT_SETTINGS.subscribe, ...stored.subscribe },
  };
}
