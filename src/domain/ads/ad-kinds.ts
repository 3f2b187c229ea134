// Ad placements and banner kinds (spec §1, §7 Ads): plain rules shared by the app and the server, no zod.

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
