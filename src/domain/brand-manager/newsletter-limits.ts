// Limits of a brand's newsletters, zod-free so that the newsletter editor reads them without pulling zod into the first load.
export const MAX_NEWSLETTER_SUBJECT = 150;
export const MAX_NEWSLETTER_BODY = 20_000;
export const BRAND_NEWSLETTERS_PAGE = 50;
/** Days a newsletter's chart covers from its send day at most. */
export const NEWSLETTER_CHART_DAYS = 90;

/** A share of `of` as a percentage with one decimal (0 when there is nothing to share). */
export const ratePercent = (count: number, of: number): number => (of > 0 ? Math.round((count / of) * 1000) / 10 : 0);
