// The search of /strains as the URL carries it, read leniently: a value that is not valid is left out.
import { pageNumber } from '@/domain/strain-pages';
import { isCategoryValue, isStrainCategory } from '@/domain/strain-vocabulary';
import type { StrainsSearch } from './StrainsPage';

const SORTS = new Set(['rating', 'reviews', 'diaries']);

export function readStrainsSearch(search: Record<string, unknown>): StrainsSearch {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined);
  const q = text(search.q)?.trim().slice(0, 80);
  const brand = Number(text(search.brand));
  const category = text(search.category);
  const value = text(search.value);
  const sort = text(search.sort);
  const page = pageNumber(search.page);
  const hasFilter = category !== undefined && value !== undefined && isStrainCategory(category) && isCategoryValue(category, value);
  return {
    ...(q && { q }),
    ...(Number.isInteger(brand) && brand > 0 && { brand }),
    ...(hasFilter && { category, value }),
    ...(sort && SORTS.has(sort) && { sort: sort as StrainsSearch['sort'] }),
    ...(page > 1 && { page }),
  };
}
