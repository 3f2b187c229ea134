// Catalogue page data from the API (brands, products and their tabs); the service worker keeps the answers, so a
// visited page opens offline.
import type { BrandDetail, BrandsPage, BrandsQuery } from '@/domain/catalogue/brand';
import type { CatalogueItemKind, ItemTab, ItemTabPages } from '@/domain/catalogue/catalogue-items';
import type { PickerSection } from '@/domain/catalogue/catalogue-picker';
import type { EquipmentCategories, ProductDetail, ProductList, ProductListQuery } from '@/domain/catalogue/product';
import type { NutrientSchemes } from '@/domain/catalogue/nutrient-scheme';
import type { ReviewsPage } from '@/domain/catalogue/review';
import { storeItems } from '../catalogue-picker/picker-store';
import { apiRequest } from '@/sync/transport/http';

export interface PageRequest { start: number; limit: number; signal?: AbortSignal }

/** The API path of a product or brand. */
export function itemPath(kind: CatalogueItemKind, id: number): string {
  return `/api/${kind}s/${id}`;
}

/** One page of a tab of a product or brand: GET /api/{products|brands}/{id}/{tab}. */
export function fetchItemTab<T extends ItemTab>(kind: CatalogueItemKind, id: number, tab: T, { start, limit, signal }: PageRequest): Promise<ItemTabPages[T]> {
  return apiRequest<ItemTabPages[T]>(`${itemPath(kind, id)}/${tab}`, { query: { start, limit }, signal });
}

/** One page of the reviews of a product, or of a brand's products, with the item's stats. */
export function fetchItemReviews(kind: CatalogueItemKind, id: number, { start, limit, signal }: PageRequest): Promise<ReviewsPage> {
  return apiRequest<ReviewsPage>(`${itemPath(kind, id)}/reviews`, { query: { start, limit }, signal });
}

/** The picker section a catalogue product belongs to, so offline search finds it. */
function pickerSectionOf(section: string, category: string | null): PickerSection {
  if (section === 'seed' || section === 'nutrient') return section;
  if (category === 'grow-lights') return 'lamp';
  if (category === 'grow-tents' || category === 'grow-boxes') return 'tent';
  if (category === 'substrates') return 'medium';
  return 'equip';
}

/** Keeps list rows for offline search; a full disk only costs that search, never the page. */
function keep(write: Promise<void>): void {
  write.catch((error: unknown) => console.warn('Catalogue rows not stored', error));
}

/** A page of brands (GET /api/brands), kept as keepBrands does. */
export async function fetchBrands(query: Partial<BrandsQuery>, signal?: AbortSignal): Promise<BrandsPage> {
  return keepBrands(query.section, await apiRequest<BrandsPage>('/api/brands', { query: { ...query }, signal }));
}

/** A page of brands (fetched, or a server-rendered page's answer): its rows kept on the device in one write. */
export function keepBrands(section: string | undefined, page: BrandsPage): BrandsPage {
  keep(storeItems(`brand:${section ?? 'all'}`, page.items.map((b) => ({ id: b.id, name: b.name, link: b.link, brand_id: null, brand_name: null }))));
  return page;
}

/** A brand with its products (GET /api/brands/{id}), kept as keepBrand does. */
export async function fetchBrand(id: number, signal?: AbortSignal): Promise<BrandDetail> {
  return keepBrand(await apiRequest<BrandDetail>(`/api/brands/${id}`, { signal }));
}

/** A brand (fetched, or a server-rendered page's answer): its products are kept for offline search in one write. */
export function keepBrand(brand: BrandDetail): BrandDetail {
  keep(storeItems(pickerSectionOf(brand.section, brand.category), brand.items_product));
  return brand;
}

/** A catalogue product with its brand (GET /api/products/{id}). */
export function fetchProduct(id: number, signal?: AbortSignal): Promise<ProductDetail> {
  return apiRequest<ProductDetail>(`/api/products/${id}`, { signal });
}

/** A page of catalogue products (GET /api/catalogue/products), its rows kept for offline search in one write per section. */
export async function fetchProducts(query: Partial<ProductListQuery>, signal?: AbortSignal): Promise<ProductList> {
  return keepProducts(await apiRequest<ProductList>('/api/catalogue/products', { query: { ...query }, signal }));
}

/** A page of catalogue products (fetched, or a server-rendered page's answer), its rows kept for offline search in one write per section. */
export function keepProducts(page: ProductList): ProductList {
  const bySection = new Map<PickerSection, ProductList['items']>();
  for (const item of page.items) {
    const section = pickerSectionOf(item.section, item.category);
    bySection.set(section, [...(bySection.get(section) ?? []), item]);
  }
  for (const [section, items] of bySection) keep(storeItems(section, items));
  return page;
}

/** A nutrient brand's feeding schemes (GET /api/brands/{id}/schemes). */
export function fetchSchemes(brandId: number, signal?: AbortSignal): Promise<NutrientSchemes> {
  return apiRequest<NutrientSchemes>(`/api/brands/${brandId}/schemes`, { signal });
}

/** The equipment categories with their counts (GET /api/equipment/categories). */
export function fetchEquipmentCategories(signal?: AbortSignal): Promise<EquipmentCategories> {
  return apiRequest<EquipmentCategories>('/api/equipment/categories', { signal });
}
