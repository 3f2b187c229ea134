// Wiki articles from the API: the text explaining a catalogue word. The service worker keeps the answers with the
// catalogue's (stale-while-revalidate), so an article seen once shows offline.
import type { EquipmentCategory } from '@/domain/catalogue/equipment';
import type { StrainCategory } from '@/domain/strain/strain-vocabulary';
import type { EQUIPMENT_WIKI_CATEGORY, WikiArticle } from '@/domain/catalogue/wiki';
import { apiRequest } from '@/sync/transport/http';

/** An article's address: a strain category value, or an equipment category. */
export type WikiAddress =
  | { section: 'strains'; category: StrainCategory; value: string }
  | { section: 'equipment'; category: typeof EQUIPMENT_WIKI_CATEGORY; value: EquipmentCategory };

/** The key of an article in a language, for the catalogue hook. */
export function wikiKey({ section, category, value }: WikiAddress, lang: string): string {
  return `wiki:${section}/${category}/${value}:${lang}`;
}

/** GET /api/wiki/{section}/{category}/{value} in `lang` (English when the article has no text in it). */
export function fetchWikiArticle({ section, category, value }: WikiAddress, lang: string, signal?: AbortSignal): Promise<WikiArticle> {
  return apiRequest<WikiArticle>(`/api/wiki/${section}/${category}/${encodeURIComponent(value)}`, { query: { lang }, signal });
}
