// Who is left out of analytics (spec §6): crawlers by their user agent, and accounts with the view_extra access.

/** The access that keeps an account's visits out of analytics: moderators and admins see extra and are not counted. */
export const VIEW_EXTRA = 'view_extra';

/** The access of admins: the operator pages (/admin/*) and every admin API (the server checks users.role itself). */
export const ADMIN_ACCESS = 'admin';
/** Moderators and admins: the reports queue (/admin/complains). */
export const MODERATE_ACCESS = 'moderate';

/** The access flags of an account's role, sent to the signed-in user in the session answers. */
export function accessOfRole(role: string): string[] {
  if (role === 'admin') return [VIEW_EXTRA, ADMIN_ACCESS, MODERATE_ACCESS];
  return role === 'moderator' ? [VIEW_EXTRA, MODERATE_ACCESS] : [];
}

/** Crawlers and link-preview fetchers (spec §2 and §6). */
const BOT_AGENT = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|telegram|pinterest|vkshare|yandex|baidu|applebot|lighthouse/i;

export function isBotAgent(userAgent: string): boolean {
  return BOT_AGENT.test(userAgent);
}
