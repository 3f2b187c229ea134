// Ads (spec §3, §7 Ads): banners as the API gives them, the bodies of view, click and statistics calls, and
// the per-day statistics of a banner. Zod schemas for the server; the app imports the types only.
import { z } from 'zod';
import { AD_ACTIONS, AD_PLACEMENTS, BANNER_KINDS } from './ad-kinds';
import { AD_SECTION_PATTERN } from './ad-sections';

const sectionSchema = z.string().regex(AD_SECTION_PATTERN, 'a section is 1-40 lower-case letters, digits or dashes');

/** A banner picture in the four photo sizes, with its pixel size. */
export const adImageSchema = z.object({
  size_s: z.string(), size_m: z.string(), size_xl: z.string(), size_big: z.string(), width: z.number(), height: z.number(),
});

export const adBannerSchema = z.object({
  id: z.number(),
  kind: z.enum(BANNER_KINDS),
  brand_id: z.number(),
  brand_name: z.string(),
  title: z.string(),
  text: z.string(),
  /** Null for button banners, which are words only. */
  image: adImageSchema.nullable(),
  url: z.string(),
  /** The product a button banner sells. */
  product_id: z.number().nullable(),
  weight: z.number(),
});
export type AdBanner = z.infer<typeof adBannerSchema>;

/** GET /api/adv?s= (and /api/adv/fully, which adds the button banners): what a page of the section may show. */
export const adListSchema = z.object({
  items_header: z.array(adBannerSchema),
  items_cpm: z.array(adBannerSchema),
  items_box: z.array(adBannerSchema),
  items_button: z.array(adBannerSchema).optional(),
  ignore_sections: z.array(z.string()),
});
export type AdList = z.infer<typeof adListSchema>;

/** GET /api/adv/header and /api/adv/box: one kind's banners. */
export const adItemsSchema = z.object({ items: z.array(adBannerSchema) });
export type AdItems = z.infer<typeof adItemsSchema>;

export const adSectionQuerySchema = z.object({ s: sectionSchema.default('home') });

/** POST /api/adv/{placement}/{view|click}/{id} body. */
export const adEventBodySchema = z.object({ section: sectionSchema.default('home') });
export const adEventParamsSchema = z.object({
  placement: z.enum(AD_PLACEMENTS).exclude(['button']),
  action: z.enum(AD_ACTIONS),
  id: z.coerce.number().int().positive().max(2 ** 31 - 1),
});

/** POST /api/adv/button/{view|click} body. */
export const adButtonBodySchema = z.object({
  url: z.string().min(1).max(500),
  product_id: z.number().int().positive(),
});

/** A guest id as the app makes them (a uuid, or 32 hex digits without randomUUID). */
export const guestIdSchema = z.string().regex(/^[A-Za-z0-9-]{16,64}$/, 'not a guest id');

/** GET /api/adv/stat?guest=: this guest's signing key and the server's clock. */
export const adStatKeySchema = z.object({ key: z.string(), server_time: z.number(), max_age_ms: z.number() });
export type AdStatKey = z.infer<typeof adStatKeySchema>;
export const adStatKeyQuerySchema = z.object({ guest: guestIdSchema.optional() });

export const MAX_AD_STAT_BATCH = 100;

export const adStatEntrySchema = z.object({
  i: z.number().int().positive().max(2 ** 31 - 1),
  t: z.enum(AD_PLACEMENTS),
  s: sectionSchema,
  a: z.enum(AD_ACTIONS),
  h: z.string().min(1).max(200),
});

/** POST /api/adv/stat: queued entries of one guest (in the body, as page-hide beacons carry no headers). */
export const adStatBodySchema = z.object({
  guest: guestIdSchema,
  items: z.array(adStatEntrySchema).min(1).max(MAX_AD_STAT_BATCH),
});
export type AdStatBody = z.infer<typeof adStatBodySchema>;

/** Why a well-signed entry is not counted: its nonce was used, it is too old (or ahead), or its banner is gone. */
export const AD_STAT_SKIP_REASONS = ['replayed', 'expired', 'unknown_banner'] as const;
export type AdStatSkipReason = (typeof AD_STAT_SKIP_REASONS)[number];

/** The answer of POST /api/adv/stat: how many entries counted, and which were left out and why. */
export const adStatAnswerSchema = z.object({
  accepted: z.number(),
  skipped: z.array(z.object({ index: z.number(), reason: z.enum(AD_STAT_SKIP_REASONS) })),
});
export type AdStatAnswer = z.infer<typeof adStatAnswerSchema>;

/** GET /api/adv/statistic?banner=&from=&to= (days as YYYY-MM-DD). */
export const adStatisticQuerySchema = z.object({
  banner: z.coerce.number().int().positive().max(2 ** 31 - 1),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});

export const adDayStatSchema = z.object({ day: z.string(), kind: z.enum(AD_PLACEMENTS), views: z.number(), clicks: z.number() });
export const adStatisticSchema = z.object({
  banner: adBannerSchema,
  days: z.array(adDayStatSchema),
  total: z.object({ views: z.number(), clicks: z.number() }),
});
export type AdStatistic = z.infer<typeof adStatisticSchema>;
