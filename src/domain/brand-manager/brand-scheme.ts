// A brand's nutrient schemes as its managers edit them (spec §7 /api/brands-manager/schemes): the public scheme with
// its last change, and the body that saves one (its products as columns, its weeks as rows of doses in ml/l).
import { z } from 'zod';
import { MAX_PAGE_LIMIT } from '../api/api';
import { nutrientSchemeSchema } from '../catalogue/nutrient-scheme';
import {
  BRAND_SCHEMES_PAGE, MAX_SCHEME_DESCRIPTION, MAX_SCHEME_DOSE, MAX_SCHEME_NAME, MAX_SCHEME_PRODUCTS, MAX_SCHEME_WEEKS,
} from './brand-scheme-limits';

const id = z.coerce.number().int().positive().max(2 ** 31 - 1);

/** A scheme of the brand as its managers see it: the public scheme and when it last changed. */
export const brandSchemeSchema = nutrientSchemeSchema.extend({ update_date: z.string() });
export type BrandScheme = z.infer<typeof brandSchemeSchema>;

/** GET /api/brands-manager/schemes?brand_id&start&limit: the brand's schemes by name, paged. */
export const brandSchemesQuerySchema = z.object({
  brand_id: id,
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(BRAND_SCHEMES_PAGE),
});
export const brandSchemesPageSchema = z.object({
  items: z.array(brandSchemeSchema), start: z.number(), limit: z.number(), total: z.number(),
});
export type BrandSchemesPage = z.infer<typeof brandSchemesPageSchema>;

/** The id of /schemes/edit/{id} and /schemes/{id}: 0 for a scheme not saved yet. */
export const schemeIdParamSchema = z.object({ id: z.coerce.number().int().min(0).max(2 ** 31 - 1) });
/** `brand_id` a create of /schemes/edit/0 names. */
export const schemeCreateQuerySchema = z.object({ brand_id: id.optional() });

const weekBodySchema = z.object({
  faza: z.number().int().min(-1, 'A phase is -1 (germination), 0 (vegetation) or 1 (flowering).').max(1, 'A phase is -1 (germination), 0 (vegetation) or 1 (flowering).'),
  week: z.number().int().min(1, 'A week number starts at 1.').max(MAX_SCHEME_WEEKS),
  doses: z.array(z.number().nonnegative('A dose is 0 or more.').max(MAX_SCHEME_DOSE, `A dose is at most ${MAX_SCHEME_DOSE} ml/l.`).nullable()),
});

/** POST /api/brands-manager/schemes/edit/{id}: the whole scheme; each week has one dose (or null) per product. */
export const brandSchemeBodySchema = z.object({
  name: z.string().trim().min(1, 'A scheme needs a name.').max(MAX_SCHEME_NAME, `A scheme name can be at most ${MAX_SCHEME_NAME} characters long.`),
  description: z.string().trim().max(MAX_SCHEME_DESCRIPTION, `A description can be at most ${MAX_SCHEME_DESCRIPTION} characters long.`),
  items_product: z.array(id).max(MAX_SCHEME_PRODUCTS, `A scheme has at most ${MAX_SCHEME_PRODUCTS} products.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A product is listed once.'),
  items_week: z.array(weekBodySchema).min(1, 'A scheme needs at least one week.').max(MAX_SCHEME_WEEKS, `A scheme has at most ${MAX_SCHEME_WEEKS} weeks.`),
}).superRefine((body, context) => {
  body.items_week.forEach((week, index) => {
    if (week.doses.length !== body.items_product.length) {
      context.addIssue({ code: 'custom', path: ['items_week', index, 'doses'], message: 'Each week has one dose (or null) per product.' });
    }
  });
});
export type BrandSchemeBody = z.infer<typeof brandSchemeBodySchema>;
