// How the worker answers from its caches: API copies marked for the app, the saved-for-offline fallback, and the
// stale-while-revalidate strategy of catalogue data that tells the page how its revalidation went.
/// <reference lib="webworker" />
import { Strategy, type StrategyHandler } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { API_REVALIDATED, OFFLINE_COPY_HEADER, STALE_COPY, type RevalidatedMessage } from '@/sync/transport/connectivity';
import { otherPhotoSizes } from '@/domain/photo/photo-sizes';
import { SAVED_CACHE } from './routes';

declare const self: ServiceWorkerGlobalScope;

/** A copy of a cached API answer with the offline-copy header: '1' when the network failed, STALE_COPY while revalidating. */
export function markCopy(response: Response, value: string): Response {
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_COPY_HEADER, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Plugin of network-first API reads: an answer from the cache means the network failed. */
export const markOfflineCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? markCopy(cachedResponse, '1') : null),
};

/** What the grower saved for offline under this URL, if anything. */
async function savedCopy(url: string): Promise<Response | undefined> {
  const cache = await caches.open(SAVED_CACHE);
  return cache.match(url, { ignoreVary: true });
}

/** Plugin of API routes: when the network and the runtime cache both fail, the saved copy (marked offline). */
export const savedApiFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const saved = await savedCopy(request.url);
    return saved ? markCopy(saved, '1') : undefined;
  },
};

/**
 * Plugin of the image route: when the network and the image cache both fail, the saved copy, else another size
 * of the same photo from any cache (a phone asks the large size of a photo saved in the medium one).
 */
export const savedImageFallback: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const saved = await savedCopy(request.url);
    if (saved) return saved;
    for (const url of otherPhotoSizes(new URL(request.url).pathname)) {
      const standIn = await caches.match(url, { ignoreVary: true });
      if (standIn) return standIn;
    }
    return undefined;
  },
};

/** Whether two answers carry the same body (catalogue answers are small JSON). */
async function sameBody(a: Response, b: Response): Promise<boolean> {
  const [left, right] = await Promise.all([a.text(), b.text()]);
  return left === right;
}

/** Tells the page that asked how the revalidation of a copy it was given went. */
async function tellClient(clientId: string, message: RevalidatedMessage): Promise<void> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage(message);
}

/**
 * Stale-while-revalidate for catalogue data:
 * 1. A cached copy answers at once, marked STALE_COPY (the app draws no conclusion about the network from it);
 *    the network answer then replaces it in the cache, and the page hears whether the server was reached and
 *    whether the answer changed (it then refreshes what it shows: see src/sync/transport/connectivity.ts).
 * 2. Without a copy the network answers; when it fails, the handlerDidError plugins (saved copy) do.
 */
export class StaleWhileRevalidateNotify extends Strategy {
  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    // Saving for offline asks with cache 'reload': the server's answer, not a copy.
    const cached = request.cache === 'reload' ? undefined : await handler.cacheMatch(request);
    const network = handler.fetchAndCachePut(request);
    if (!cached) return network;
    const clientId = (handler.event as FetchEvent).clientId;
    const compared = cached.clone();
    handler.waitUntil(network.then(
      async (fresh) => tellClient(clientId, { type: API_REVALIDATED, url: request.url, reached: true, changed: fresh.ok && !(await sameBody(compared, fresh.clone())) }),
      () => tellClient(clientId, { type: API_REVALIDATED, url: request.url, reached: false, changed: false }),
    ));
    return markCopy(cached, STALE_COPY);
  }
}
