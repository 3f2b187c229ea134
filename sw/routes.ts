// Which requests the service worker caches at run time, and under which cache names.

export const API_CACHE = 'api-v1';
export const IMAGE_CACHE = 'images-v1';

/** Navigations the shell must never answer. */
export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/uploads\//];

/** API answers that depend on who asks, or change on every call, are never cached. */
const UNCACHED_API = [/^\/api\/session/, /^\/api\/users\/\d+\/notifications/];

export function isCachedApiRequest(url: URL, request: Request): boolean {
  return (
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    url.pathname.startsWith('/api/') &&
    !UNCACHED_API.some((pattern) => pattern.test(url.pathname))
  );
}

export function isImageRequest(url: URL, request: Request): boolean {
  return request.method === 'GET' && url.origin === self.location.origin && (request.destination === 'image' || url.pathname.startsWith('/uploads/'));
}
