// GET /api/users: the growers list, by diaries, followers or newest, with a name filter and pages.
import { z } from 'zod';
import { pagingQuerySchema } from '../api/api';
import { userProfileSchema } from '../user/user';

export const GROWER_SORTS = ['diaries', 'followers', 'newest'] as const;
export type GrowerSort = (typeof GROWER_SORTS)[number];

export const growersQuerySchema = pagingQuerySchema.extend({
  sort: z.enum(GROWER_SORTS).default('diaries'),
  query: z.string().trim().max(80).default(''),
});
export type GrowersQuery = z.infer<typeof growersQuerySchema>;

export const growersPageSchema = z.object({ items: z.array(userProfileSchema), start: z.number(), limit: z.number(), total: z.number() });
export type GrowersPage = z.infer<typeof growersPageSchema>;
