// Limits and pure rules of the banners a brand manages (box, cpm and header), zod-free so that the editor and the
// statistics screen read them without pulling zod into the first load.
import type { EditableBannerKind } from './banner-kinds';

export { EDITABLE_BANNER_KINDS, type EditableBannerKind } from './banner-kinds';

export const MAX_BANNER_TITLE = 80;
export const MAX_BANNER_TEXT = 300;
export const MAX_BANNER_URL = 500;
export const MIN_BANNER_WEIGHT = 1;
export const MAX_BANNER_WEIGHT = 10;
export const BRAND_BANNERS_PAGE = 50;
/** The picture size each kind's slot fits best (any picture is taken and shown in its proportions). */
export const BANNER_PICTURE_SIZE: Record<EditableBannerKind, { width: number; height: number }> = {
  header: { width: 1200, height: 150 }, box: { width: 600, height: 500 }, cpm: { width: 800, height: 500 },
};
/** Days of the figures shown beside each banner in the list. */
export const BANNER_LIST_DAYS = 30;
/** The longest statistics period one call answers (a year, leap day included). */
export const MAX_BANNER_STAT_DAYS = 366;
/** A target link: http or https only (never javascript: or data:), with a host. */
export const BANNER_URL_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The ad sections a banner may target (the first path segment of the pages, `home` for `/`; see
 * src/domain/ads/ad-sections.ts). None chosen: every section.
 */
export const BANNER_SECTIONS = [
  'home', 'diaries', 'strains', 'seedbank', 'nutrients', 'equipment', 'explore', 'feed', 'grow-questions', 'journal',
  'growers', 'grower', 'giveaways', 'awards', 'shorts', 'search',
] as const;
export type BannerSection = (typeof BANNER_SECTIONS)[number];

const DAY_MS = 86_400_000;

/** The UTC day (YYYY-MM-DD) of a time. */
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** The day `count` days after `day` (before, when negative). */
export const addDays = (day: string, count: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS);
/** The days from `from` to `to`, both included, oldest first (none when `to` is before `from`). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
/** A real calendar day in YYYY-MM-DD (2026-02-30 is none). */
export const isDay = (text: string) => DAY_PATTERN.test(text) && dayOf(Date.parse(`${text}T00:00:00Z`)) === text;

/** Click-through rate in percent, one decimal; null with no view. */
export const clickThrough = (views: number, clicks: number): number | null => (views > 0 ? Math.round((clicks / views) * 1000) / 10 : null);

/** Where a banner stands on a day: off (disabled), scheduled (before its first day), ended (after its last), or running. */
export type BannerState = 'off' | 'scheduled' | 'ended' | 'running';
export function bannerState(banner: { enabled: boolean; start_date: string | null; end_date: string | null }, today: string): BannerState {
  if (!banner.enabled) return 'off';
  if (banner.start_date !== null && banner.start_date > today) return 'scheduled';
  if (banner.end_date !== null && banner.end_date < today) return 'ended';
  return 'running';
}
