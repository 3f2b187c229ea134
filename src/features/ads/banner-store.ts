// The banners a page section may show (GET /api/adv/fully), kept in memory for a few minutes per section.
import type { AdList } from '@/domain/ads/ads';
import { apiRequest } from '@/sync/transport/http';

/** How long one section's banners are reused before they are asked again. */
const FRESH_MS = 5 * 60 * 1000;
const lists = new Map<string, { at: number; list: Promise<AdList> }>();

/** The section's banners; a failed request is forgotten, so the next page asks again. */
export function loadAds(section: string): Promise<AdList> {
  const known = lists.get(section);
  if (known && Date.now() - known.at < FRESH_MS) return known.list;
  const list = apiRequest<AdList>('/api/adv/fully', { query: { s: section } });
  lists.set(section, { at: Date.now(), list });
  list.catch(() => lists.delete(section));
  return list;
}
