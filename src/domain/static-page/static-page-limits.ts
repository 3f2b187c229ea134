// The site's static pages (spec §2 Public pages, §7 GET /api/{static page}): their names, zod-free so routes and screens import them.

/** Every static page, as its path and its API name: /faq is GET /api/faq. */
export const STATIC_PAGES = ['faq', 'about', 'terms', 'terms-paid', 'policy', 'start'] as const;
export type StaticPageName = (typeof STATIC_PAGES)[number];

/** The language every page has, answered when the asked language has no text. */
export const STATIC_PAGE_FALLBACK_LANG = 'en';

export function isStaticPageName(value: unknown): value is StaticPageName {
  return typeof value === 'string' && (STATIC_PAGES as readonly string[]).includes(value);
}

/** The key of a page in a language: the screen's API data and the server's rendering of it (server/ssr/answers/). */
export function staticPageKey(page: StaticPageName, lang: string): string {
  return `static:${page}:${lang}`;
}
