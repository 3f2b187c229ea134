// Reads for the explore screen: the stored page of results (refreshed from the API when it opens), more chunks as it
// scrolls, the names its filters point at, and the breeders for the filter.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useRef, useState } from 'react';
import { db, type CatalogueRow } from '@/db/database';
import type { DiaryPage } from '@/domain/diary/diary';
import type { FilterNames } from '@/domain/discovery/discovery-titles';
import { EXPLORE_PAGE_SIZE, explorePageKey, type ExploreFilters } from '@/domain/discovery/explore-tags';
import { BREEDER_SECTION, loadExploreChunk, refreshBreeders } from '@/features/explore/explore-store';
import { useInitialAnswer } from '@/ui/initial-answers';
import { useRefresh } from '@/ui/use-refresh';
import { useFeed } from '../diaries/use-diaries';

/** The results of one explore page: stored diaries, the total, how loading went, and `loadMore` for the next chunk. */
export function useExplorePage(filters: ExploreFilters, page: number) {
  const key = explorePageKey(filters, page);
  const refresh = useRefresh(key, () => loadExploreChunk(filters, page, 0));
  // Rendered on the server: the first chunk it was rendered with, until this device has stored the page.
  const feed = useFeed(key, useInitialAnswer<DiaryPage>(key));
  const [moreError, setMoreError] = useState<unknown>(null);
  const loading = useRef(false);
  const shown = feed?.diaries.length ?? 0;
  const pageTotal = Math.max(0, Math.min(EXPLORE_PAGE_SIZE, (feed?.total ?? 0) - (page - 1) * EXPLORE_PAGE_SIZE));

  const loadMore = useCallback(() => {
    if (loading.current || !feed?.loaded || shown >= pageTotal) return;
    loading.current = true;
    setMoreError(null);
    loadExploreChunk(filters, page, shown).catch(setMoreError).finally(() => {
      loading.current = false;
    });
  }, [feed?.loaded, filters, page, shown, pageTotal]);

  return { refresh, feed, moreError, loadMore, pageTotal };
}

const rowName = (row: CatalogueRow | undefined) => row?.name;

/** Names of the strain, breeder and nutrient the filters name, from what this device stores. */
export function useFilterNames(filters: ExploreFilters): FilterNames {
  return useLiveQuery(async () => {
    const [strain, breeder, nutrient] = await Promise.all([
      filters.strain ? db.catalogue.get(['seed', filters.strain]) : undefined,
      filters.breeder ? db.catalogue.get([BREEDER_SECTION, filters.breeder]) : undefined,
      filters.nutrient ? db.catalogue.get(['nutrient', filters.nutrient]) : undefined,
    ]);
    return { strain: rowName(strain), breeder: rowName(breeder), nutrient: rowName(nutrient) };
  }, [filters.strain, filters.breeder, filters.nutrient]) ?? {};
}

/** The breeders stored on this device by name, refreshed once per screen. */
export function useBreeders(): CatalogueRow[] {
  useRefresh(BREEDER_SECTION, refreshBreeders);
  return useLiveQuery(() => db.catalogue.where('[section+name_lower]').between([BREEDER_SECTION, ''], [BREEDER_SECTION, '\uffff']).toArray(), []) ?? [];
}
