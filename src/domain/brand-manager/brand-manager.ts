// The brand manager area of spec §7 (/api/brands-manager): the brands one manages, their managers, the brand's own
// information, and its products with the draft id (tmp_id) a product is created under until it is saved.
import { z } from 'zod';
import { MAX_PAGE_LIMIT } from '../api/api';
import { BRAND_SECTIONS, brandSchema } from '../catalogue/brand';
import { userSchema } from '../user/user';
import {
  BRAND_PRODUCTS_PAGE, MAX_BRAND_DESCRIPTION, MAX_BRAND_NAME, MAX_BRAND_WEBSITE, MAX_PRODUCT_DESCRIPTION, MAX_PRODUCT_NAME,
  MAX_TMP_ID, MIN_MANAGER_QUERY, WEBSITE_PATTERN,
} from './brand-manager-limits';

const id = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** A brand as its managers see it in the switcher: the catalogue's brand without its counters. */
export const managedBrandSchema = brandSchema.pick({ id: true, name: true, section: true, category: true, link: true, avatar: true });
export type ManagedBrand = z.infer<typeof managedBrandSchema>;

/** GET /api/brands-manager: the brands the signed-in person manages. */
export const managedBrandsSchema = z.object({ items: z.array(managedBrandSchema) });
export type ManagedBrands = z.infer<typeof managedBrandsSchema>;

/** The brand every call below acts on: `?brand_id=`. */
export const brandQuerySchema = z.object({ brand_id: id });

/** A manager of a brand, who added them and when. */
export const brandManagerSchema = z.object({
  item_user: userSchema,
  add_date: z.string(),
  added_by: userSchema.nullable(),
});
export type BrandManager = z.infer<typeof brandManagerSchema>;

/** GET /api/brands-manager/information: the brand and its managers, longest-standing first. */
export const brandInformationSchema = z.object({
  brand: managedBrandSchema,
  items_manager: z.array(brandManagerSchema),
});
export type BrandInformation = z.infer<typeof brandInformationSchema>;

/** GET /api/brands-manager/information/search: people to add, by name. */
export const managerSearchQuerySchema = brandQuerySchema.extend({
  query: z.string().trim().min(MIN_MANAGER_QUERY, `Type at least ${MIN_MANAGER_QUERY} letters.`).max(MAX_BRAND_NAME),
});
export const managerCandidatesSchema = z.object({ items: z.array(userSchema) });
export type ManagerCandidates = z.infer<typeof managerCandidatesSchema>;

/** POST /api/brands-manager/information/add_manager and /remove_manager. */
export const managerBodySchema = z.object({ user_id: id });
export type ManagerBody = z.infer<typeof managerBodySchema>;

const websiteSchema = z.string().trim().max(MAX_BRAND_WEBSITE, `A website address can be at most ${MAX_BRAND_WEBSITE} characters long.`)
  .refine((value) => value === '' || WEBSITE_PATTERN.test(value), 'A website address starts with https:// or http://.');

/** GET and POST /api/brands-manager/edit: the brand's own information. */
export const brandEditSchema = managedBrandSchema.extend({
  description: z.string(),
  website: z.string(),
  update_date: z.string(),
});
export type BrandEdit = z.infer<typeof brandEditSchema>;
export const brandEditBodySchema = z.object({
  name: z.string().trim().min(1, 'A brand needs a name.').max(MAX_BRAND_NAME, `A brand name can be at most ${MAX_BRAND_NAME} characters long.`),
  description: z.string().trim().max(MAX_BRAND_DESCRIPTION, `A description can be at most ${MAX_BRAND_DESCRIPTION} characters long.`),
  website: websiteSchema,
});
export type BrandEditBody = z.infer<typeof brandEditBodySchema>;

/** A product of the brand as its managers edit it. */
export const brandProductSchema = z.object({
  id: z.number(),
  brand_id: z.number(),
  name: z.string(),
  description: z.string(),
  section: z.enum(BRAND_SECTIONS),
  category: z.string().nullable(),
  link: z.string(),
  tmp_id: z.string().nullable(),
  update_date: z.string(),
});
export type BrandProduct = z.infer<typeof brandProductSchema>;

/** GET /api/brands-manager/products: the brand's products by name, filtered by a name query, paged. */
export const brandProductsQuerySchema = brandQuerySchema.extend({
  query: z.string().trim().max(MAX_PRODUCT_NAME).default(''),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(BRAND_PRODUCTS_PAGE),
});
export const brandProductsPageSchema = z.object({
  items: z.array(brandProductSchema), start: z.number(), limit: z.number(), total: z.number(),
});
export type BrandProductsPage = z.infer<typeof brandProductsPageSchema>;

const tmpIdSchema = z.string().trim().min(1).max(MAX_TMP_ID).regex(/^[\w-]+$/, 'A draft id is letters, digits, _ and -.');

/** POST /api/brands-manager/products/edit/{id}: id 0 creates (with `brand_id` and a `tmp_id`), another id edits. */
export const brandProductBodySchema = z.object({
  name: z.string().trim().min(1, 'A product needs a name.').max(MAX_PRODUCT_NAME, `A product name can be at most ${MAX_PRODUCT_NAME} characters long.`),
  description: z.string().trim().max(MAX_PRODUCT_DESCRIPTION, `A description can be at most ${MAX_PRODUCT_DESCRIPTION} characters long.`),
  tmp_id: tmpIdSchema.nullable().default(null),
});
export type BrandProductBody = z.infer<typeof brandProductBodySchema>;

/** The id of /products/edit/{id} and /products/{id}: 0 for a product not saved yet. */
export const productIdParamSchema = z.object({ id: z.coerce.number().int().min(0).max(2 ** 31 - 1) });

/** DELETE /api/brands-manager/products/{id}?tmp_id&brand_id: a saved product, or (id 0) the one created under a draft id. */
export const productDeleteQuerySchema = z.object({ tmp_id: tmpIdSchema.optional(), brand_id: id.optional() });

/** `brand_id` a create of /products/edit/0 names. */
export const productCreateQuerySchema = z.object({ brand_id: id.optional() });
