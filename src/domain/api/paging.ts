// Paged lists: the page number a URL asks for and how many pages a total fills. Pure; shared by the app and the server.

const MAX_PAGE = 10_000;

/** The page number of a `page` search parameter: a whole number from 1; anything else is page 1. */
export function pageNumber(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,4}$/.test(text)) return 1;
  return Math.min(Number(text), MAX_PAGE);
}

/** How many pages `total` items fill (at least one). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
