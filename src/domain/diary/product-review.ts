// GET /api/diaries/:id/products-review: the harvest reviews of a diary's strains and nutrients.
import { z } from 'zod';
import { itemRefSchema } from './diary';

/** One harvest review of one product: a strain (with growing and resistance) or a nutrient (props null). */
export const productReviewSchema = z.object({
  week_id: z.number(),
  section: z.enum(['seed', 'nutrient']),
  item_product: itemRefSchema,
  n_general: z.number(),
  text: z.string(),
  props: z.object({ growing: z.number().nullable(), resistance: z.number().nullable() }).nullable(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

/** Strain reviews first, then nutrient reviews, each in harvest-week order. */
export const productsReviewSchema = z.object({ items: z.array(productReviewSchema) });
export type ProductsReview = z.infer<typeof productsReviewSchema>;
