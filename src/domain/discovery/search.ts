// Search calls of spec §7: everything at once (GET /api/search) and growers by name (GET /api/users/livesearch).
import { z } from 'zod';
import { brandSchema } from '../catalogue/brand';
import { diaryCardSchema, itemRefSchema } from '../diary/diary';
import { MAX_SEARCH_GROUP, MAX_SEARCH_QUERY } from './search-limits';
import { userSchema } from '../user/user';

/** The text searched for (at least one character after trimming) and how many results each group may hold. */
export const searchQuerySchema = z.object({
  query: z.string().trim().min(1).max(MAX_SEARCH_QUERY),
  limit: z.coerce.number().int().min(1).max(MAX_SEARCH_GROUP).default(5),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Each group in its own order: diaries by last update, catalogue items and growers by name (names starting with the query first). */
export const searchAnswerSchema = z.object({
  items_diary: z.array(diaryCardSchema),
  items_strain: z.array(itemRefSchema),
  items_product: z.array(itemRefSchema),
  items_brand: z.array(brandSchema),
  items_user: z.array(userSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

export const livesearchAnswerSchema = z.object({ items: z.array(userSchema) });
export type LivesearchAnswer = z.infer<typeof livesearchAnswerSchema>;
