// Explore pages: GET /api/diaries with filters, stored as diary cards plus one ordered feed per filters and page, so a
// visited explore page opens offline; later chunks of the same page are appended to its feed.
import { db } from '@/db/database';
import type { BrandsPage } from '@/domain/catalogue/brand';
import type { DiaryPage } from '@/domain/diary/diary';
import { EXPLORE_CHUNK, EXPLORE_PAGE_SIZE, explorePageKey, exploreQuery, type ExploreFilters } from '@/domain/discovery/explore-tags';
import { storeFeed } from '../diaries/diary-store';
import { apiRequest } from '@/sync/transport/http';

/** Breeders (seed brands) are kept in the catalogue table under this section. */
export const BREEDER_SECTION = 'breeder';

/**
 * Loads diaries of an explore page from `offset` (within the page) and stores them: the first chunk replaces the
 * page's feed, later ones are appended.
 */
export async function loadExploreChunk(filters: ExploreFilters, page: number, offset = 0): Promise<void> {
  const limit = Math.min(EXPLORE_CHUNK, EXPLORE_PAGE_SIZE - offset);
  if (limit <= 0) return;
  const answer = await apiRequest<DiaryPage>('/api/diaries', { query: { ...exploreQuery(filters), start: (page - 1) * EXPLORE_PAGE_SIZE + offset, limit } });
  await storeFeed(explorePageKey(filters, page), answer, offset);
}

/** Seed brands per request when keeping them on the device (the API's maximum). */
const BREEDERS_LIMIT = 100;

/** GET /api/brands?section=seed: the breeders, kept in the catalogue table (section 'breeder') for the filter and titles. */
export async function refreshBreeders(): Promise<void> {
  const page = await apiRequest<BrandsPage>('/api/brands', { query: { section: 'seed', sort: 'name', limit: BREEDERS_LIMIT } });
  await db.catalogue.bulkPut(page.items.map((brand) => ({
    section: BREEDER_SECTION, id: brand.id, name: brand.name, name_lower: brand.name.toLowerCase(), link: brand.link, brand_id: null, brand_name: null,
  })));
}
