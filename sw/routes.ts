// Which requests the service worker caches at run time, under which cache names and limits (README "Service worker").

/** Diary and week answers, diary lists and everything else of the API not named below: network first. */
export const API_CACHE = 'api-v1';
/** Catalogue answers (strains, breeders, products, reference lists): stale-while-revalidate. */
export const CATALOGUE_CACHE = 'catalogue-v1';
/** Free-text search answers: network first, short-lived (one entry per query typed). */
export const SEARCH_CACHE = 'search-v1';
/** Photos and avatars: cache first. */
export const IMAGE_CACHE = 'images-v1';
/** What the grower saved for offline (src/features/saved/saved-store.ts writes it): never expired by the worker, consulted last. */
export { SAVED_CACHE } from '@/features/saved/saved-cache';

const DAY = 24 * 60 * 60;
/** Entries and age of each runtime cache; the oldest entries go first, and all of them on a quota error. */
export const CACHE_LIMITS = {
  [API_CACHE]: { maxEntries: 400, maxAgeSeconds: 14 * DAY },
  [CATALOGUE_CACHE]: { maxEntries: 300, maxAgeSeconds: 30 * DAY },
  [SEARCH_CACHE]: { maxEntries: 60, maxAgeSeconds: 1 * DAY },
  [IMAGE_CACHE]: { maxEntries: 1500, maxAgeSeconds: 60 * DAY },
} as const;

/** Navigations the shell must never answer (the build manifest under builds/ included: no route ever caches it; the widget's embed pages). */
export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/uploads\//, /^\/builds\//, /^\/embed\//];

/**
 * API answers that depend on who asks, or change on every call, are never cached. The brand manager area and premium
 * (a grower's orders, the admin's list) and partner orders keep their own copy in IndexedDB: an old answer from the cache would undo the
 * device's newer rows. A data export and an invoice are private downloads, and an import's progress changes as it runs.
 */
const UNCACHED_API = [
  /^\/api\/session/, /^\/api\/users\/\d+\/notifications/, /^\/api\/brands-manager(\/|$)/, /^\/api\/users\/\d+\/(export|imports)$/,
  /^\/api\/users\/\d+\/(premium|invoices|orders)(\/|$)/, /^\/api\/admin\/orders(\/|$)/,
];

/**
 * The catalogue: strains, brands (breeders, nutrient and equipment makers), products and their tabs, product lists,
 * equipment categories, reference lists, the strain tree, the picker search and the wiki articles.
 */
const CATALOGUE_API = [
  /^\/api\/strains(\/|$)/, /^\/api\/brands(\/|$)/, /^\/api\/products(\/|$)/, /^\/api\/catalogue\//, /^\/api\/equipment\//,
  /^\/api\/ref\//, /^\/api\/service\/strains-tree$/, /^\/api\/search\/brandproduct$/, /^\/api\/wiki\//,
];

/** Free-text search and the grower type-ahead. */
const SEARCH_API = [/^\/api\/search$/, /^\/api\/users\/livesearch$/];

function isApiGet(url: URL, request: Request): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/api/') && !UNCACHED_API.some((pattern) => pattern.test(url.pathname));
}

export function isCatalogueRequest(url: URL, request: Request): boolean {
  return isApiGet(url, request) && CATALOGUE_API.some((pattern) => pattern.test(url.pathname));
}

export function isSearchRequest(url: URL, request: Request): boolean {
  return isApiGet(url, request) && SEARCH_API.some((pattern) => pattern.test(url.pathname));
}

/** Every other cached API read (diaries, weeks, lists, profiles): registered after the two above, which win. */
export function isCachedApiRequest(url: URL, request: Request): boolean {
  return isApiGet(url, request);
}

export function isImageRequest(url: URL, request: Request): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && (request.destination === 'image' || url.pathname.startsWith('/uploads/'));
}
