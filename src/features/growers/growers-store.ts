// The growers list, read straight from the API (the service worker keeps visited pages for offline use).
import type { GrowersPage, GrowerSort } from '@/domain/discovery/growers';
import type { PageRequest } from '../catalogue/catalogue-store';
import { apiRequest } from '@/sync/transport/http';

/** GET /api/users: a page of growers by name and order. */
export function fetchGrowers(query: string, sort: GrowerSort, { start, limit, signal }: PageRequest): Promise<GrowersPage> {
  return apiRequest<GrowersPage>('/api/users', { query: { query, sort, start, limit }, signal });
}
