// GET /api/users: the growers list, by diaries, followers or newest, with a name filter and pages.
import { z } from 'zod';
import { pagingQuerySchema } from '../api/api';
import { userProfileSchema } from '../user/user';
import { DEFAULT_GROWER_SORT, GROWER_SORTS } from './grower-sorts';
import { MAX_NAME_FILTER } from './search-limits';

export type GrowerSort = (typeof GROWER_SORTS)[number];

export const growersQuerySchema = pagingQuerySchema.extend({
  sort: z.enum(GROWER_SORTS).default(DEFAULT_GROWER_SORT),
  query: z.string().trim().max(MAX_NAME_FILTER).default(''),
});
export type GrowersQuery = z.infer<typeof growersQuerySchema>;

export const growersPageSchema = z.object({ items: z.array(userProfileSchema), start: z.number(), limit: z.number(), total: z.number() });
export type GrowersPage = z.infer<typeof growersPageSchema>;
