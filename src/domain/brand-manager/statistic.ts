// A brand's statistics as its managers read them (spec §7 GET /api/brands-manager/statistics): the query of a period
// and the answer, a row per day with the totals of the period and of the one before it.
import { z } from 'zod';
import { daySpan, isDay, MAX_STATISTIC_DAYS } from './statistic-days';

const day = z.string().refine(isDay, 'A day is written YYYY-MM-DD.');

/** GET /api/brands-manager/statistics?brand_id&from&to: both days counted, at most MAX_STATISTIC_DAYS of them. */
export const statisticsQuerySchema = z.object({
  brand_id: z.coerce.number().int().positive().max(2 ** 31 - 1),
  from: day,
  to: day,
}).superRefine(({ from, to }, ctx) => {
  if (!isDay(from) || !isDay(to)) return;
  if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The period ends on or after the day it starts.' });
  else if (daySpan(from, to) > MAX_STATISTIC_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `A period is at most ${MAX_STATISTIC_DAYS} days long.` });
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

const counts = {
  product_views: z.number(), weeks: z.number(), reviews: z.number(), rating_sum: z.number(),
  banner_views: z.number(), banner_clicks: z.number(), followers_gained: z.number(), followers_lost: z.number(),
};
export const statisticDaySchema = z.object({ day: z.string(), ...counts });
export const statisticTotalsSchema = z.object({ ...counts, rating: z.number().nullable(), ctr: z.number().nullable(), followers_net: z.number() });

/** The answer: every day of the period (zeros where nothing happened), its totals, the previous period's, followers now. */
export const brandStatisticsSchema = z.object({
  brand_id: z.number(),
  from: z.string(),
  to: z.string(),
  days: z.array(statisticDaySchema),
  totals: statisticTotalsSchema,
  previous: statisticTotalsSchema,
  followers: z.number(),
  generated_at: z.string(),
});
export type BrandStatistics = z.infer<typeof brandStatisticsSchema>;

/** POST /api/products/{id}/view: whether this view counted (a viewer counts once a day per product; crawlers never). */
export interface ProductViewAnswer { counted: boolean }
