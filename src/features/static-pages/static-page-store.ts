// Static pages from the API (GET /api/{page}?lang=). The service worker keeps the answers with the other API answers
// (api-v1, network first), so a page read once opens offline; nothing about them is written on the device.
import type { StaticPage } from '@/domain/static-page/static-page';
import type { StaticPageName } from '@/domain/static-page/static-page-limits';
import { apiRequest } from '@/sync/transport/http';

/** The page in `lang` (the server answers in English when it has no text in it). */
export function fetchStaticPage(page: StaticPageName, lang: string, signal?: AbortSignal): Promise<StaticPage> {
  return apiRequest<StaticPage>(`/api/${page}`, { query: { lang }, signal });
}
