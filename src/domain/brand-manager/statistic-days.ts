// A brand's statistics per UTC day as numbers, zod-free: the periods (preset lengths, the longest one, days kept on
// the device), day arithmetic on YYYY-MM-DD strings, and the totals of a run of days with their average rating and
// click-through rate. The server and the app sum with the same code, so figures derived on the device match.

/** The periods offered, in days ending today. */
export const STATISTIC_PRESETS = [7, 30, 90, 365] as const;
/** The longest period one call answers (a leap year). */
export const MAX_STATISTIC_DAYS = 366;
/** Days the device keeps: the last 90 and the 90 before them, so a period within the last 90 compares offline too. */
export const KEPT_STATISTIC_DAYS = 180;

/** The counted figures of one day. */
export interface StatisticCounts {
  product_views: number;
  /** New diary weeks logging one of the brand's products. */
  weeks: number;
  reviews: number;
  /** The sum of the ratings (0-10) of the day's reviews: the average is rating_sum / reviews. */
  rating_sum: number;
  banner_views: number;
  banner_clicks: number;
  followers_gained: number;
  followers_lost: number;
}

export interface StatisticDay extends StatisticCounts { day: string }

/** The sums of a period, with the average rating (null without reviews) and click-through in % (null without views). */
export interface StatisticTotals extends StatisticCounts { rating: number | null; ctr: number | null; followers_net: number }

export const STATISTIC_COUNTS: readonly (keyof StatisticCounts)[] = [
  'product_views', 'weeks', 'reviews', 'rating_sum', 'banner_views', 'banner_clicks', 'followers_gained', 'followers_lost',
];

const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text is a real calendar day written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  const ms = Date.parse(`${text}T00:00:00Z`);
  return DAY.test(text) && Number.isFinite(ms) && dayOf(ms) === text;
}

/** The UTC day of a time in milliseconds. */
export const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The day `n` days after (negative: before) the given one. */
export const addDays = (day: string, n: number): string => dayOf(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** Days from `from` to `to`, both counted (1 for a single day; 0 or less when `to` is before `from`). */
export const daySpan = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The period of the same length just before [from, to]. */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const span = daySpan(from, to);
  return { from: addDays(from, -span), to: addDays(from, -1) };
}

const zero = (): StatisticCounts => ({
  product_views: 0, weeks: 0, reviews: 0, rating_sum: 0, banner_views: 0, banner_clicks: 0, followers_gained: 0, followers_lost: 0,
});

/** One row per day of [from, to], oldest first, with zeros where nothing was counted. */
export function fillDays(from: string, to: string, counted: Iterable<Partial<StatisticCounts> & { day: string }>): StatisticDay[] {
  const byDay = new Map<string, Partial<StatisticCounts>>();
  for (const row of counted) byDay.set(row.day, { ...byDay.get(row.day), ...row });
  const days: StatisticDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const found = byDay.get(day);
    const counts = zero();
    for (const key of STATISTIC_COUNTS) counts[key] = Number(found?.[key] ?? 0);
    days.push({ day, ...counts });
  }
  return days;
}

/** The totals of the days, with their average rating (one decimal) and click-through rate (two decimals). */
export function sumDays(days: readonly StatisticCounts[]): StatisticTotals {
  const sums = zero();
  for (const day of days) for (const key of STATISTIC_COUNTS) sums[key] += day[key];
  return {
    ...sums,
    rating: sums.reviews > 0 ? Math.round((sums.rating_sum / sums.reviews) * 10) / 10 : null,
    ctr: sums.banner_views > 0 ? Math.round((sums.banner_clicks / sums.banner_views) * 10_000) / 100 : null,
    followers_net: sums.followers_gained - sums.followers_lost,
  };
}

/** The change from the previous period in whole percent; null when there was nothing before to compare with. */
export const changePercent = (now: number, before: number): number | null =>
  before === 0 ? null : Math.round(((now - before) / before) * 100);
