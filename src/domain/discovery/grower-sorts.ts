// The orders of the growers list (GET /api/users?sort=), zod-free so the growers page can offer them without loading
// growers.ts, its page size, and the key a page of it is known by (the screen's list and the server's rendering of it).

export const GROWER_SORTS = ['diaries', 'followers', 'newest'] as const;
/** The order of the list when the address names none. */
export const DEFAULT_GROWER_SORT = 'diaries' satisfies (typeof GROWER_SORTS)[number];

export const GROWERS_PAGE_SIZE = 24;

/** A page of the list (from 1) in an order, filtered by name. */
export const growersListKey = (sort: (typeof GROWER_SORTS)[number], query: string, page: number) => `growers:${sort}:${query}:${page}`;
