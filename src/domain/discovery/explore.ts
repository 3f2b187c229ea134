// GET /api/diaries and /api/diaries/total: explore filters and sort (see explore-tags.ts), validated; bad values answer 400.
import { z } from 'zod';
import { pagingQuerySchema } from '../api/api';
import { EXPLORE_SORTS, LIGHT_TYPES } from './explore-tags';
import { MEDIUM_TYPES, ROOM_TYPES } from '../diary/grow-setup';

const id = z.coerce.number().int().positive().max(2 ** 31 - 1);
const code = (codes: Record<number, string>) => z.coerce.number().int().refine((n) => codes[n] !== undefined, { message: `Expected one of ${Object.keys(codes).join(', ')}` });

export const exploreFiltersSchema = z.object({
  strain: id.optional(),
  breeder: id.optional(),
  nutrient: id.optional(),
  light: code(LIGHT_TYPES).optional(),
  room: code(ROOM_TYPES).optional(),
  medium: code(MEDIUM_TYPES).optional(),
  phase: z.coerce.number().int().min(-1).max(2).optional(),
  harvested: z.enum(['0', '1']).transform((v) => v === '1').optional(),
  sort: z.enum(EXPLORE_SORTS).default('updated'),
});
export type ExploreQueryFilters = z.infer<typeof exploreFiltersSchema>;

/** Filters, sort and a page (limit 1..100, 20 by default). */
export const exploreQuerySchema = exploreFiltersSchema.extend(pagingQuerySchema.shape);
export type ExploreQuery = z.infer<typeof exploreQuerySchema>;
