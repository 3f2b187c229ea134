// Catalogue picker calls: GET /api/search/brandproduct (type-ahead) and GET /api/products (a whole section, paged).
import { z } from 'zod';
import { itemRefSchema } from '../diary/diary';
import { MAX_NAME_FILTER } from '../discovery/search-limits';

/** The picker sections: strains, nutrients and the equipment kinds a diary lists. */
export const PICKER_SECTIONS = ['seed', 'nutrient', 'lamp', 'tent', 'medium', 'equip'] as const;
export type PickerSection = (typeof PICKER_SECTIONS)[number];

export const MAX_SEARCH_LIMIT = 50;
export const MAX_PRODUCTS_LIMIT = 500;

const sectionSchema = z.enum(PICKER_SECTIONS);

/** GET /api/search/brandproduct?section&query&limit: a case-insensitive substring of product or brand name. */
export const brandProductQuerySchema = z.object({
  section: sectionSchema,
  query: z.string().trim().max(MAX_NAME_FILTER).default(''),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_LIMIT).default(20),
});
export type BrandProductQuery = z.infer<typeof brandProductQuerySchema>;

/** GET /api/products?section&start&limit: one section page by page, to keep it on the device. */
export const productsQuerySchema = z.object({
  section: sectionSchema,
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PRODUCTS_LIMIT).default(100),
});
export type ProductsQuery = z.infer<typeof productsQuerySchema>;

/** Answer of the type-ahead: catalogue products first, then names growers typed, each by name. */
export const brandProductAnswerSchema = z.object({ items: z.array(itemRefSchema) });
export type BrandProductAnswer = z.infer<typeof brandProductAnswerSchema>;

/** Answer of a products page, in the same order, with the section's total. */
export const productsPageSchema = z.object({ items: z.array(itemRefSchema), total: z.number() });
export type ProductsPage = z.infer<typeof productsPageSchema>;
