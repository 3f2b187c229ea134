// The ?page=N of paged discovery lists as route search params (kept free of imports: route options ship in the entry).

const MAX_PAGE = 10_000;

/** { page } from 2 to 10000; nothing for page 1, a missing or a bad value. */
export function validatePageSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? { page } : {};
}
