// A brand's banners as its managers keep them (spec §7 /api/brands-manager/banners): the banner with its state, dates
// and recent figures, the body that saves one, and the per-day statistics of one banner or of all of a brand's.
// Zod schemas for the server; the app imports the types only.
import { z } from 'zod';
import { MAX_PAGE_LIMIT } from '../api/api';
import { adImageSchema } from '../ads/ads';
import {
  BANNER_SECTIONS, BANNER_URL_PATTERN, BRAND_BANNERS_PAGE, EDITABLE_BANNER_KINDS, isDay, MAX_BANNER_TEXT, MAX_BANNER_TITLE,
  MAX_BANNER_URL, MAX_BANNER_WEIGHT, MIN_BANNER_WEIGHT,
} from './banner-limits';

const id = z.coerce.number().int().positive().max(2 ** 31 - 1);
const day = z.string().refine(isDay, 'A day is written YYYY-MM-DD.');

/** Views and clicks. */
export const bannerFiguresSchema = z.object({ views: z.number(), clicks: z.number() });
export type BannerFigures = z.infer<typeof bannerFiguresSchema>;

/** A banner of the brand as its managers see it, with its views and clicks of the last 30 days. */
export const brandBannerSchema = z.object({
  id: z.number(),
  kind: z.enum(EDITABLE_BANNER_KINDS),
  brand_id: z.number(),
  title: z.string(),
  text: z.string(),
  /** The picture's sizes; `image_id` names it in a save. */
  image: adImageSchema,
  image_id: z.string(),
  url: z.string(),
  /** The ad sections it shows in; empty: every section. */
  sections: z.array(z.string()),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  weight: z.number(),
  enabled: z.boolean(),
  add_date: z.string(),
  update_date: z.string(),
  last_days: bannerFiguresSchema,
});
export type BrandBanner = z.infer<typeof brandBannerSchema>;

/** GET /api/brands-manager/banners?brand_id&start&limit: the brand's banners, newest first. */
export const brandBannersQuerySchema = z.object({
  brand_id: id,
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(BRAND_BANNERS_PAGE),
});
export const brandBannersPageSchema = z.object({
  items: z.array(brandBannerSchema), start: z.number(), limit: z.number(), total: z.number(),
});
export type BrandBannersPage = z.infer<typeof brandBannersPageSchema>;

/** The kind and id of /banners/{kind}/{id}/…: id 0 for a banner not saved yet. */
export const bannerParamsSchema = z.object({
  kind: z.enum(EDITABLE_BANNER_KINDS, { message: 'A banner kind is box, cpm or header.' }),
  id: z.coerce.number().int().min(0).max(2 ** 31 - 1),
});
/** `brand_id` a create of /banners/{kind}/0/edit names. */
export const bannerCreateQuerySchema = z.object({ brand_id: id.optional() });

/** POST /api/brands-manager/banners/{kind}/{id}/edit: the whole banner. */
export const brandBannerBodySchema = z.object({
  title: z.string().trim().min(1, 'A banner needs a title.').max(MAX_BANNER_TITLE, `A title can be at most ${MAX_BANNER_TITLE} characters long.`),
  text: z.string().trim().max(MAX_BANNER_TEXT, `A text can be at most ${MAX_BANNER_TEXT} characters long.`),
  image_id: z.string().min(1, 'A banner needs a picture: upload one first.').max(200),
  url: z.string().trim().max(MAX_BANNER_URL, `A link can be at most ${MAX_BANNER_URL} characters long.`)
    .regex(BANNER_URL_PATTERN, 'A link starts with http:// or https:// and names a site.'),
  sections: z.array(z.enum(BANNER_SECTIONS, { message: 'Not a section banners show in.' })).max(BANNER_SECTIONS.length)
    .refine((sections) => new Set(sections).size === sections.length, 'A section is listed once.'),
  start_date: day.nullable(),
  end_date: day.nullable(),
  weight: z.number().int().min(MIN_BANNER_WEIGHT, `A weight is ${MIN_BANNER_WEIGHT} to ${MAX_BANNER_WEIGHT}.`).max(MAX_BANNER_WEIGHT, `A weight is ${MIN_BANNER_WEIGHT} to ${MAX_BANNER_WEIGHT}.`),
  enabled: z.boolean(),
}).superRefine((body, context) => {
  if (body.start_date !== null && body.end_date !== null && body.end_date < body.start_date) {
    context.addIssue({ code: 'custom', path: ['end_date'], message: 'The last day comes on or after the first day.' });
  }
});
export type BrandBannerBody = z.infer<typeof brandBannerBodySchema>;

/** POST /api/brands-manager/banners/{kind}/{id}/enable. */
export const bannerEnableBodySchema = z.object({ enabled: z.boolean() });

/** POST /api/brands-manager/banners/uploads/image?brand_id: the stored picture a banner's save names by `image_id`. */
export const bannerImageSchema = z.object({ image_id: z.string(), image: adImageSchema });
export type BannerImage = z.infer<typeof bannerImageSchema>;

/** ?from&to of the statistics calls: UTC days, both included (default: the last 30 days to today). */
export const bannerStatQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export const brandBannerStatQuerySchema = bannerStatQuerySchema.extend({ brand_id: id });

/** One day's figures (every day of the period, zero when nothing was counted). */
export const bannerDaySchema = bannerFiguresSchema.extend({ day: z.string() });
export type BannerDay = z.infer<typeof bannerDaySchema>;

/** GET /banners/statistic (the brand's banners summed) and /banners/{kind}/{id}/statistic (one banner, with `banner`). */
export const bannerStatisticSchema = z.object({
  from: z.string(), to: z.string(), days: z.array(bannerDaySchema), total: bannerFiguresSchema,
  banner: brandBannerSchema.optional(),
});
export type BannerStatistic = z.infer<typeof bannerStatisticSchema>;
