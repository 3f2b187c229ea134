// Limits and vocabularies of grower profiles and settings, zod-free so the profile and settings screens read them
// without loading the schemas of profile.ts and settings.ts.

/** Characters of the profile's free texts. */
export const MAX_BIO = 1000;
export const MAX_LOCATION = 100;
export const MAX_WEBSITE = 200;
export const MAX_SOCIAL_HANDLE = 60;

/** Social networks a grower may name a handle on (settings' socials page), and where each handle leads. */
export const SOCIAL_NETWORKS = ['instagram', 'youtube', 'tiktok', 'x', 'reddit', 'facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_URLS: Record<SocialNetwork, string> = {
  instagram: 'https://www.instagram.com/',
  youtube: 'https://www.youtube.com/@',
  tiktok: 'https://www.tiktok.com/@',
  x: 'https://x.com/',
  reddit: 'https://www.reddit.com/user/',
  facebook: 'https://www.facebook.com/',
};
/** A handle: letters, digits, dot, underscore and hyphen (the link is built from it, never taken as typed). */
export const SOCIAL_HANDLE_PATTERN = /^[A-Za-z0-9_.-]+$/;

/** The tabs of /grower/{id} after its index, in order; orders are its owner's only. */
export const PROFILE_TABS = ['diaries', 'reviews', 'activity', 'bookmarks', 'followers', 'following', 'shorts', 'orders'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The sub-pages of /grower/{id}/settings after its index, in order. */
export const SETTINGS_SECTIONS = [
  'socials', 'measures', 'interface', 'notifications', 'subscribe', 'banned', 'password', 'oauth', 'cookies', 'premium', 'invoices', 'data', 'delete',
] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Kinds of notification a grower chooses channels for (messages: chat messages, muted like a messenger's), and the
 * channels. */
export const NOTIFICATION_KINDS = ['comments', 'replies', 'mentions', 'likes', 'follows', 'diary_updates', 'question_answers', 'messages'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_CHANNELS = ['inapp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Newsletters a grower may subscribe to. */
export const NEWSLETTERS = ['digest', 'product_news', 'giveaways'] as const;
export type Newsletter = (typeof NEWSLETTERS)[number];

/** Colour themes: light, dark or the system's. */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Page size of the profile's lists (diaries, reviews, activity, followers). */
export const PROFILE_PAGE_SIZE = 20;
/** Items of latest activity on the profile's index. */
export const LATEST_ACTIVITY = 5;
