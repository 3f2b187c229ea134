// Catalogue items for the pickers: type-ahead from the API, kept in IndexedDB, and searched there offline.
import { MAX_NAME_FILTER } from '@/domain/discovery/search-limits';
import { db, type CatalogueRow } from '@/db/database';
import type { BrandProductAnswer, PickerSection, ProductsPage } from '@/domain/catalogue/catalogue-picker';
import type { ItemRef } from '@/domain/diary/diary';
import { isOnline } from '@/sync/transport/connectivity';
import { apiRequest, NetworkError, ServerError } from '@/sync/transport/http';

/** Products per page when a whole section is kept on the device (the API's maximum). */
const PAGE_SIZE = 500;
/** At most this many products of a section are kept; search online finds the rest. */
const MAX_KEPT = 5000;
/** A section is fetched again at most once a day. */
const SYNC_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Items matching a query, and whether they came from this device because the API could not be reached. */
export interface CatalogueAnswer { items: ItemRef[]; offline: boolean }

function toRow(section: CatalogueRow['section'], item: ItemRef): CatalogueRow {
  return { section, id: item.id, name: item.name, name_lower: item.name.toLowerCase(), link: item.link, brand_id: item.brand_id, brand_name: item.brand_name };
}

function toRef({ id, name, link, brand_id, brand_name }: CatalogueRow): ItemRef {
  return { id, name, link, brand_id, brand_name };
}

/** Stores items of a section (a picker section, or another list such as `brand:seed`) in one write. */
export async function storeItems(section: CatalogueRow['section'], items: ItemRef[]): Promise<void> {
  if (!items.length) return;
  await db.catalogue.bulkPut(items.map((item) => toRow(section, item)));
}

/** Stored items of a section whose name starts with the query, then those whose name or brand contains it. */
export async function searchStoredCatalogue(section: PickerSection, query: string, limit: number): Promise<ItemRef[]> {
  const text = query.trim().toLowerCase();
  const prefixed = await db.catalogue.where('[section+name_lower]').between([section, text], [section, `${text}\uffff`], true, true).limit(limit).toArray();
  if (prefixed.length >= limit || !text) return prefixed.map(toRef);
  const found = new Set(prefixed.map((row) => row.id));
  const containing = await db.catalogue.where('section').equals(section)
    .filter((row) => !found.has(row.id) && (row.name_lower.includes(text) || (row.brand_name?.toLowerCase().includes(text) ?? false)))
    .limit(limit - prefixed.length).toArray();
  return [...prefixed, ...containing].map(toRef);
}

/**
 * Items of a section matching `query`: online from GET /api/search/brandproduct (stored for offline use
 * in one write), else what this device holds.
 */
export async function searchCatalogue(section: PickerSection, query: string, { limit = 20, signal }: { limit?: number; signal?: AbortSignal } = {}): Promise<CatalogueAnswer> {
  const text = query.trim().slice(0, MAX_NAME_FILTER);
  if (!isOnline()) return { items: await searchStoredCatalogue(section, text, limit), offline: true };
  try {
    const { items } = await apiRequest<BrandProductAnswer>('/api/search/brandproduct', { query: { section, query: text, limit }, signal });
    // A full disk only costs offline search: the answer is still shown.
    await storeItems(section, items).catch((error: unknown) => console.warn('Catalogue items not stored', error));
    return { items, offline: false };
  } catch (error) {
    if (!(error instanceof NetworkError || error instanceof ServerError)) throw error;
    return { items: await searchStoredCatalogue(section, text, limit), offline: error instanceof NetworkError };
  }
}

const syncing = new Map<PickerSection, Promise<void>>();

async function fetchSection(section: PickerSection): Promise<void> {
  const key = `catalogue-synced:${section}`;
  const last = (await db.prefs.get(key))?.value;
  if (typeof last === 'number' && Date.now() - last < SYNC_INTERVAL_MS) return;
  for (let start = 0; start < MAX_KEPT; start += PAGE_SIZE) {
    const page = await apiRequest<ProductsPage>('/api/products', { query: { section, start, limit: PAGE_SIZE } });
    await storeItems(section, page.items);
    if (page.items.length < PAGE_SIZE || start + PAGE_SIZE >= page.total) break;
  }
  await db.prefs.put({ key, value: Date.now() });
}

/**
 * Keeps a section's products on the device for offline search: GET /api/products page by page, one write
 * per page, at most once a day; a call while the section is being fetched joins that fetch.
 */
export function keepSectionOffline(section: PickerSection): Promise<void> {
  const running = syncing.get(section);
  if (running) return running;
  const run = fetchSection(section).finally(() => syncing.delete(section));
  syncing.set(section, run);
  return run;
}
