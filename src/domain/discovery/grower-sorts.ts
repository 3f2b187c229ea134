// The orders of the growers list (GET /api/users?sort=), zod-free so the growers page can offer them without loading growers.ts.

export const GROWER_SORTS = ['diaries', 'followers', 'newest'] as const;
/** The order of the list when the address names none. */
export const DEFAULT_GROWER_SORT = 'diaries' satisfies (typeof GROWER_SORTS)[number];
