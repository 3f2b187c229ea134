// Nutrient schemes (spec §2 Nutrients): a brand's week-by-week feeding table, doses in ml/l.
import { z } from 'zod';
import { itemRefSchema } from '../diary/diary';

/** One week of a scheme: its phase (-1 germination, 0 vegetation, 1 flowering), its number in that phase, and a dose
 * in ml/l for each product of the scheme, in the order of items_product (null: not given that week). */
export const schemeWeekSchema = z.object({
  faza: z.number().int().min(-1).max(1),
  week: z.number().int().min(1),
  doses: z.array(z.number().nonnegative().nullable()),
});
export type SchemeWeek = z.infer<typeof schemeWeekSchema>;

export const nutrientSchemeSchema = z.object({
  id: z.number(),
  brand_id: z.number(),
  name: z.string(),
  description: z.string(),
  /** The scheme's products (its columns), in the brand's order. */
  items_product: z.array(itemRefSchema),
  items_week: z.array(schemeWeekSchema),
});
export type NutrientScheme = z.infer<typeof nutrientSchemeSchema>;

/** GET /api/brands/{id}/schemes: the brand's schemes by name. */
export const nutrientSchemesSchema = z.object({ items: z.array(nutrientSchemeSchema) });
export type NutrientSchemes = z.infer<typeof nutrientSchemesSchema>;
