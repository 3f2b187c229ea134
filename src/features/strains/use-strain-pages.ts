// The strains of a list screen from page N of the URL on: page N first, then more pages appended on demand
// (the URL follows the last page shown). Each page's strains are kept in IndexedDB by the fetch.
import { useCallback, useState } from 'react';
import type { Strain, StrainsPage } from '@/domain/strain/strain';
import { STRAINS_PAGE_SIZE } from '@/domain/strain/strain-pages';
import { strainListKey } from '@/domain/strain/strains-search';
import { fetchStrains, type StrainListRequest } from '@/features/strains/strain-store';
import type { RefreshState } from '@/ui/use-refresh';
import { useApiData } from '@/ui/use-api-data';

export type StrainFilters = Omit<StrainListRequest, 'start' | 'limit'>;

interface Appended { key: string; pages: StrainsPage[] }

export interface StrainPages {
  strains: Strain[] | null;
  total: number;
  refresh: RefreshState & { retry: () => void };
  /** The page the list starts at: the URL's page, or the one "show more" started from. */
  firstPage: number;
  lastPage: number;
  loadingMore: boolean;
  moreError: unknown;
  /** Loads the page after the last one shown and calls `onLoaded` with its number. */
  showMore: (onLoaded: (page: number) => void) => void;
}

export function useStrainPages(filters: StrainFilters, page: number): StrainPages {
  const filtersKey = JSON.stringify(filters);
  const [appended, setAppended] = useState<Appended | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const more = appended && appended.key.startsWith(`${filtersKey}@`) ? appended : null;
  const anchor = more ? Number(more.key.slice(filtersKey.length + 1)) : page;
  // A page the list already shows (after "show more") keeps the list; any other page starts a new one.
  const firstPage = more && page >= anchor && page <= anchor + more.pages.length ? anchor : page;
  const key = strainListKey(filters, firstPage);
  const first = useApiData(key, () => fetchStrains({ ...filters, start: (firstPage - 1) * STRAINS_PAGE_SIZE, limit: STRAINS_PAGE_SIZE }));
  const extra = appended?.key === key ? appended.pages : [];
  const strains = first.data ? [...first.data.items, ...extra.flatMap((p) => p.items)] : null;
  const lastPage = firstPage + extra.length;

  const showMore = useCallback((onLoaded: (page: number) => void) => {
    const next = lastPage + 1;
    setLoadingMore(true);
    setMoreError(null);
    fetchStrains({ ...filters, start: (next - 1) * STRAINS_PAGE_SIZE, limit: STRAINS_PAGE_SIZE }).then(
      (loaded) => {
        setAppended((current) => ({ key, pages: [...(current?.key === key ? current.pages : []), loaded] }));
        onLoaded(next);
      },
      (error: unknown) => setMoreError(error),
    ).finally(() => setLoadingMore(false));
    // `filters` is the same as long as `key` is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, lastPage]);

  return { strains, total: first.data?.total ?? 0, refresh: first.refresh, firstPage, lastPage, loadingMore, moreError, showMore };
}
