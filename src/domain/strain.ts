// Strains of the catalogue (spec §2 Strains): seed products of breeders, with review stats and diary counts.
import { z } from 'zod';
import { itemStatSchema } from './brand';
import { itemRefSchema } from './diary';

export const MAX_STRAINS_LIMIT = 100;

export const strainSchema = itemRefSchema.extend({
  description: z.string(),
  item_stat: itemStatSchema,
  /** Visible diaries growing it. */
  cnt_diaries: z.number().int(),
});
export type Strain = z.infer<typeof strainSchema>;

/** GET /api/strains: a name filter (strain or breeder), one breeder, an order and a page. */
export const strainsQuerySchema = z.object({
  query: z.string().trim().max(80).default(''),
  brand_id: z.coerce.number().int().positive().max(2 ** 31 - 1).optional(),
  sort: z.enum(['name', 'rating', 'reviews', 'diaries']).default('name'),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_STRAINS_LIMIT).default(20),
});
export type StrainsQuery = z.infer<typeof strainsQuerySchema>;

export const strainsPageSchema = z.object({ items: z.array(strainSchema), total: z.number().int() });
export type StrainsPage = z.infer<typeof strainsPageSchema>;
