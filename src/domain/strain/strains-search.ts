// The search of /strains as the URL carries it, read leniently: a value that is not valid is left out. The page reads
// it when it renders (the route only types it, so this stays out of the first load); the property filter is checked
// against the vocabularies by validStrainFilter.
import { pageNumber } from '../api/paging';
import { MAX_NAME_FILTER } from '../discovery/search-limits';
import { isCategoryValue, isStrainCategory } from './strain-vocabulary';

export interface StrainsSearch {
  q?: string;
  brand?: number;
  category?: string;
  value?: string;
  sort?: 'rating' | 'reviews' | 'diaries';
  page?: number;
}

const SORTS = new Set(['rating', 'reviews', 'diaries']);

export function readStrainsSearch(search: Record<string, unknown>): StrainsSearch {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
  const q = text(search.q)?.trim().slice(0, MAX_NAME_FILTER);
  const brand = Number(text(search.brand));
  const category = text(search.category)?.slice(0, 40);
  const value = text(search.value)?.slice(0, 40);
  const sort = text(search.sort);
  const page = pageNumber(search.page);
  return {
    ...(q && { q }),
    ...(Number.isInteger(brand) && brand > 0 && brand <= 2 ** 31 - 1 && { brand }),
    ...(category && value && { category, value }),
    ...(sort && SORTS.has(sort) && { sort: sort as StrainsSearch['sort'] }),
    ...(page > 1 && { page }),
  };
}

/** The list filters a /strains search asks for: a property the vocabularies do not know filters nothing. */
export function strainSearchFilters(search: StrainsSearch) {
  const category = search.category && isStrainCategory(search.category) && search.value && isCategoryValue(search.category, search.value) ? search.category : undefined;
  return { query: search.q, brand_id: search.brand, category, value: category && search.value, sort: search.sort };
}

/** The key of a strain list's answer from page `page` on: the screen's first load and the server's rendering read it. */
export function strainListKey(filters: object, page: number): string {
  return `${JSON.stringify(filters)}@${page}`;
}
