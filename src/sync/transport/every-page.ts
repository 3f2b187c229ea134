// A paged list of the API ({items, total} asked by start and limit) read whole, a page at a time.
import { apiRequest, type RequestOptions } from './http';

/** Every item of the list at `path`, `pageSize` at a time from the first, until a short page or the total. */
export async function fetchEveryPage<T>(path: string, query: NonNullable<RequestOptions['query']>, pageSize: number): Promise<T[]> {
  const items: T[] = [];
  for (let start = 0; ; start += pageSize) {
    const page = await apiRequest<{ items: T[]; total: number }>(path, { query: { ...query, start, limit: pageSize } });
    items.push(...page.items);
    if (page.items.length < pageSize || items.length >= page.total) return items;
  }
}
