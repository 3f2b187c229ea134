// Catalogue page data from the API (brands, products and their tabs); the service worker keeps the answers, so a
// visited page opens offline.
import type { CatalogueItemKind, ItemTab, ItemTabPages } from '@/domain/catalogue-items';
import type { ReviewsPage } from '@/domain/review';
import { apiRequest } from './http';

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
