// Strain catalogue data from the API: lists (each page's strains kept in IndexedDB for offline search), one strain,
// the categories, the lineage tree and the breeders. The service worker keeps the answers, so visited pages open offline.
import type { StrainCategories, StrainDetail, StrainsPage, StrainTree } from '@/domain/strain/strain';
import type { StrainCategory } from '@/domain/strain/strain-vocabulary';
import { storeItems } from '../catalogue-picker/picker-store';
import { apiRequest } from '@/sync/transport/http';

export interface StrainListRequest {
  query?: string;
  brand_id?: number;
  category?: StrainCategory;
  value?: string;
  sort?: 'name' | 'rating' | 'reviews' | 'diaries';
  start: number;
  limit: number;
}

/** A page of GET /api/strains, kept as keepStrains does. */
export async function fetchStrains(request: StrainListRequest): Promise<StrainsPage> {
  return keepStrains(await apiRequest<StrainsPage>('/api/strains', { query: { ...request } }));
}

/** A page of strains (fetched, or the server-rendered page's answer) goes into the device's catalogue in one write, for offline pickers and search. */
export async function keepStrains(page: StrainsPage): Promise<StrainsPage> {
  const refs = page.items.map(({ id, name, link, brand_id, brand_name }) => ({ id, name, link, brand_id, brand_name }));
  // A full disk only costs offline search: the page is still shown.
  await storeItems('seed', refs).catch((error: unknown) => console.warn('Strains not stored', error));
  return page;
}

/** A strain's products tab: the same strain at other breeders, and its breeder's strains (none without a breeder). */
export type StrainProductLists = [StrainsPage, StrainsPage | null];

/** The products tab's lists of a server-rendered page, kept as their fetches keep them. */
export async function keepStrainLists([sameName, ofBreeder]: StrainProductLists): Promise<StrainProductLists> {
  return [await keepStrains(sameName), ofBreeder && await keepStrains(ofBreeder)];
}

export function fetchStrain(id: number): Promise<StrainDetail> {
  return apiRequest<StrainDetail>(`/api/strains/${id}`);
}

export function fetchStrainCategories(): Promise<StrainCategories> {
  return apiRequest<StrainCategories>('/api/strains/categories');
}

export function fetchStrainTree(id: number): Promise<StrainTree> {
  return apiRequest<StrainTree>('/api/service/strains-tree', { query: { id } });
}

/** Every breeder (seed brand) by name, for the breeder filter. */
export async function fetchBreeders(): Promise<{ id: number; name: string }[]> {
  const { items } = await apiRequest<{ items: { id: number; name: string }[] }>('/api/ref/brands/seed');
  return items;
}
