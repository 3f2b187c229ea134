// Search: GET /api/search online (what it finds is kept on the device for later), else over what this device stores:
// diaries, catalogue items, breeders, and the growers of stored diaries. Every word must occur, in any case.
import { MAX_SEARCH_QUERY } from '@/domain/discovery/search-limits';
import { db, type CatalogueRow } from '@/db/database';
import type { DiaryCard, ItemRef } from '@/domain/diary/diary';
import type { SearchAnswer } from '@/domain/discovery/search';
import type { User } from '@/domain/user/user';
import { storeItems } from '../catalogue-picker/picker-store';
import { isOnline } from '@/sync/transport/connectivity';
import { storeCards } from '../diaries/diary-store';
import { BREEDER_SECTION } from '../explore/explore-store';
import { apiRequest, NetworkError } from '@/sync/transport/http';

/** Results by group; `offline` when they come from this device because the API could not be reached. */
export interface SearchResults {
  diaries: DiaryCard[];
  strains: ItemRef[];
  products: ItemRef[];
  brands: { id: number; name: string; link: string }[];
  growers: User[];
  offline: boolean;
}

const PRODUCT_SECTIONS = ['nutrient', 'lamp', 'tent', 'medium', 'equip'];

/** A test: every word of the query occurs in one of the texts, in any case. */
function matcher(query: string): (...texts: (string | null | undefined)[]) => boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return (...texts) => {
    const haystack = texts.filter(Boolean).join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  };
}

const toRef = ({ id, name, link, brand_id, brand_name }: CatalogueRow): ItemRef => ({ id, name, link, brand_id, brand_name });

/** Search over what this device stores. */
export async function searchOnDevice(query: string, limit: number): Promise<SearchResults> {
  const matches = matcher(query);
  const inSections = (sections: string[]) =>
    db.catalogue.where('section').anyOf(sections).filter((row) => matches(row.name, row.brand_name)).limit(limit).toArray();
  const [diaries, strains, products, brands, growerDiaries] = await Promise.all([
    db.diaries.filter((d) => matches(d.name)).limit(limit).toArray(),
    inSections(['seed']),
    inSections(PRODUCT_SECTIONS),
    inSections([BREEDER_SECTION]),
    db.diaries.filter((d) => matches(d.item_user.name)).toArray(),
  ]);
  const growers = [...new Map(growerDiaries.map((d) => [d.item_user.id, d.item_user])).values()].slice(0, limit);
  return {
    diaries: diaries.sort((a, b) => b.update_date.localeCompare(a.update_date)),
    strains: strains.map(toRef), products: products.map(toRef),
    brands: brands.map(({ id, name, link }) => ({ id, name, link })), growers, offline: true,
  };
}

/** Keeps what an online search found, for offline search later; a full disk only costs that. */
async function keepFound(answer: SearchAnswer): Promise<void> {
  await storeItems('seed', answer.items_strain);
  await storeCards(answer.items_diary, Date.now());
  const breeders = answer.items_brand.filter((b) => b.section === 'seed');
  await db.catalogue.bulkPut(breeders.map((b) => ({ section: BREEDER_SECTION, id: b.id, name: b.name, name_lower: b.name.toLowerCase(), link: b.link, brand_id: null, brand_name: null })));
}

/** Results for a query: from the API, or from this device when offline or unreachable. */
export async function searchEverywhere(query: string, { limit = 5, signal }: { limit?: number; signal?: AbortSignal } = {}): Promise<SearchResults> {
  const text = query.trim().slice(0, MAX_SEARCH_QUERY);
  if (!isOnline()) return searchOnDevice(text, limit);
  try {
    const answer = await apiRequest<SearchAnswer>('/api/search', { query: { query: text, limit }, signal });
    await keepFound(answer).catch((error: unknown) => console.warn('Search results not stored', error));
    return {
      diaries: answer.items_diary, strains: answer.items_strain, products: answer.items_product,
      brands: answer.items_brand.map(({ id, name, link }) => ({ id, name, link })), growers: answer.items_user, offline: false,
    };
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error;
    return searchOnDevice(text, limit);
  }
}
