// Ad sections of pages (spec §1, §7 Ads): which part of the app a page is in, and where no ad is ever shown.

/** The section of crawlers' requests: no ads for them. */
export const BOT_SECTION = 'bots';

/** Sections of the app where no ad is ever shown (sign-in, editors, operators' and diagnostic pages), and crawlers. */
export const IGNORED_AD_SECTIONS = ['auth', 'admin', 'tests', 'pending', 'widget', 'diaries-edit', BOT_SECTION] as const;

/** Sections are words of a path: lower-case letters, digits and dashes. */
export const AD_SECTION_PATTERN = /^[a-z0-9-]{1,40}$/;

/**
 * The ad section of a page: its first path segment ('home' for `/`); editor pages (a path with an
 * `edit` segment) are `{first}-edit`, so ads stay out of typing.
 */
export function adSectionOf(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean).map((s) => s.toLowerCase());
  const first = segments[0];
  if (!first || !AD_SECTION_PATTERN.test(first)) return 'home';
  return segments.includes('edit') ? `${first}-edit` : first;
}
