// Limits of a search (GET /api/search), zod-free so the search box and page can read them without loading search.ts.

/** Characters of the searched text. */
export const MAX_SEARCH_QUERY = 80;
/** Results the API gives per group at most. */
export const MAX_SEARCH_GROUP = 20;
