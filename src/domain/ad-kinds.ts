// Ad placements, banner kinds and page sections (spec §1, §7 Ads): plain rules shared by the app and the server, no zod.

/** Where an ad is shown: the placements of spec §1. */
export const AD_PLACEMENTS = ['box', 'cpm', 'sidebar', 'header', 'button'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** What a brand books: a banner of one kind. */
export const BANNER_KINDS = ['box', 'cpm', 'header', 'button'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

/** The banner kind a placement shows: the sidebar shows box banners. */
export const PLACEMENT_BANNER_KIND: Record<AdPlacement, BannerKind> = {
  box: 'box', cpm: 'cpm', sidebar: 'box', header: 'header', button: 'button',
};

export const AD_ACTIONS = ['view', 'click'] as const;
export type AdAction = (typeof AD_ACTIONS)[number];

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

/** Picks one of the banners, each as likely as its weight (`random` in [0, 1)); null when there is none. */
export function pickByWeight<T extends { weight: number }>(items: readonly T[], random: number): T | null {
  const total = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  if (total <= 0) return items[0] ?? null;
  let left = random * total;
  for (const item of items) {
    left -= Math.max(0, item.weight);
    if (left < 0) return item;
  }
  return items[items.length - 1] ?? null;
}
