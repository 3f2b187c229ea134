// The search part of a catalogue list's address: name filter, order and page (?q=&sort=&page=), read leniently.
import { MAX_NAME_FILTER } from '../discovery/search-limits';

export type ListSort = 'name' | 'rating' | 'reviews';
export interface ListSearch { q?: string; sort?: Exclude<ListSort, 'name'>; page?: number }

/** What a list page reads from its search: a bad value is dropped, never an error. */
export function readListSearch(search: Record<string, unknown>): ListSearch {
  const q = typeof search.q === 'string' && search.q.trim() ? search.q.trim().slice(0, MAX_NAME_FILTER) : undefined;
  const sort = search.sort === 'rating' || search.sort === 'reviews' ? search.sort : undefined;
  const page = Number(search.page);
  return { q, sort, page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined };
}

/** The key of a page of brands of a section (or equipment category) under a list search: BrandList's and the server's answer. */
export function brandListKey(section: string, category: string | undefined, search: ListSearch): string {
  return `brands:${section}:${category ?? ''}:${search.q ?? ''}:${search.sort ?? 'name'}:${search.page ?? 1}`;
}
