// Limits of a search (GET /api/search) and of the lists' name filters, zod-free so the search box, the search page and
// the lists' filters can read them without loading the schemas.

/** Characters of the searched text. */
export const MAX_SEARCH_QUERY = 80;
/** Results the API gives per group at most. */
export const MAX_SEARCH_GROUP = 20;
/** Characters of a list's name filter (?query= of the strains, growers, brands, products and the catalogue picker). */
export const MAX_NAME_FILTER = 80;
