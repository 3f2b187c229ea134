// Brands of the catalogue (spec §3 brand): breeders, nutrient makers and equipment makers, with their review stats.
import { z } from 'zod';
import { itemRefSchema } from '../diary/diary';
import { EQUIPMENT_CATEGORIES } from './equipment';
import { MAX_NAME_FILTER } from '../discovery/search-limits';
import { RATING_SCALE } from './review-limits';

export const BRAND_SECTIONS = ['seed', 'nutrient', 'equipment'] as const;
export type BrandSection = (typeof BRAND_SECTIONS)[number];
export const MAX_BRANDS_LIMIT = 100;

/** item_stat: the average rating (n_general, 0-10, one decimal) and how many reviews it averages; null with none. */
export const itemStatSchema = z.object({ avg_rate: z.number().min(RATING_SCALE.min).max(RATING_SCALE.max).nullable(), cnt_reviews: z.number().int().min(0) });
export type ItemStat = z.infer<typeof itemStatSchema>;

export const brandSchema = z.object({
  id: z.number(),
  name: z.string(),
  section: z.enum(BRAND_SECTIONS),
  /** The equipment category of an equipment maker (e.g. grow-lights); null for breeders and nutrient makers. */
  category: z.string().nullable(),
  link: z.string(),
  avatar: z.string().nullable(),
  cnt_products: z.number().int(),
  item_stat: itemStatSchema,
});
export type Brand = z.infer<typeof brandSchema>;

/** A brand's page: the brand and its products, each with its own stats. */
export const brandDetailSchema = brandSchema.extend({
  items_product: z.array(itemRefSchema.extend({ item_stat: itemStatSchema })),
});
export type BrandDetail = z.infer<typeof brandDetailSchema>;

/** GET /api/brands: a section, a name filter, an order and a page. */
export const brandsQuerySchema = z.object({
  section: z.enum(BRAND_SECTIONS).optional(),
  /** An equipment category (spec §2): only equipment makers of that category. */
  category: z.enum(EQUIPMENT_CATEGORIES).optional(),
  query: z.string().trim().max(MAX_NAME_FILTER).default(''),
  sort: z.enum(['name', 'rating', 'reviews']).default('name'),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_BRANDS_LIMIT).default(20),
});
export type BrandsQuery = z.infer<typeof brandsQuerySchema>;

export const brandsPageSchema = z.object({ items: z.array(brandSchema), total: z.number().int() });
export type BrandsPage = z.infer<typeof brandsPageSchema>;

/** The stat of a set of ratings: their average to one decimal, and their count. */
export function itemStatOf(sum: number, count: number): ItemStat {
  return { avg_rate: count > 0 ? Math.round((sum / count) * 10) / 10 : null, cnt_reviews: count };
}
