// A catalogue product's page (spec §3 product): the product, its brand, its stats; and paged product lists.
import { z } from 'zod';
import { BRAND_SECTIONS, itemStatSchema } from './brand';
import { itemRefSchema } from '../diary/diary';
import { EQUIPMENT_CATEGORIES } from './equipment';
import { compositionBodySchema, productPhotoSchema } from './product-composition';
import { MAX_NAME_FILTER } from '../discovery/search-limits';

export const MAX_PRODUCT_LIST_LIMIT = 100;

/** A brand as a product names it. */
export const brandRefSchema = z.object({
  id: z.number(),
  name: z.string(),
  link: z.string(),
  section: z.enum(BRAND_SECTIONS),
  category: z.string().nullable(),
});
export type BrandRef = z.infer<typeof brandRefSchema>;

/** A product in a list: its name, brand, category and stats. */
export const productCardSchema = itemRefSchema.extend({
  section: z.enum(BRAND_SECTIONS),
  category: z.string().nullable(),
  item_stat: itemStatSchema,
  /** Visible diaries listing it. */
  cnt_diaries: z.number().int(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

/** GET /api/products/{id}: a catalogue product with its description and brand. */
export const productDetailSchema = productCardSchema.extend({
  description: z.string(),
  item_brand: brandRefSchema.nullable(),
  /** The maker's photos, the first the main one. */
  photos: z.array(productPhotoSchema),
  /** What the maker says it holds and how much to give; null when they said nothing. */
  composition: compositionBodySchema.nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** GET /api/catalogue/products: catalogue products of a section, a category or a brand, filtered, ordered, paged. */
export const productListQuerySchema = z.object({
  section: z.enum(BRAND_SECTIONS).optional(),
  category: z.enum(EQUIPMENT_CATEGORIES).optional(),
  brand_id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(),
  query: z.string().trim().max(MAX_NAME_FILTER).default(''),
  sort: z.enum(['name', 'rating', 'reviews', 'diaries']).default('name'),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PRODUCT_LIST_LIMIT).default(20),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = z.object({ items: z.array(productCardSchema), total: z.number().int() });
export type ProductList = z.infer<typeof productListSchema>;

/** GET /api/ref/brands/{section}?category: every brand of a section, for filters and pickers, by name. */
export const refBrandsQuerySchema = z.object({ category: z.enum(EQUIPMENT_CATEGORIES).optional() });
export const refBrandSchema = z.object({ id: z.number(), name: z.string(), link: z.string() });
export type RefBrand = z.infer<typeof refBrandSchema>;
export const refBrandsSchema = z.object({ items: z.array(refBrandSchema) });
export type RefBrands = z.infer<typeof refBrandsSchema>;

/** GET /api/equipment/categories: each category with how many brands and products it has. */
export const equipmentCategoriesSchema = z.object({
  items: z.array(z.object({ category: z.enum(EQUIPMENT_CATEGORIES), cnt_brands: z.number().int(), cnt_products: z.number().int() })),
});
export type EquipmentCategories = z.infer<typeof equipmentCategoriesSchema>;
