// The service worker: precached app shell, shell fallback for navigations, runtime caches for API data and images.
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, replayQueuedWork } from '@/sync/background-replay';
import { OFFLINE_COPY_HEADER } from '@/sync/connectivity';
import { processUploads } from '@/sync/uploads';
import { API_CACHE, IMAGE_CACHE, isCachedApiRequest, isImageRequest, NAVIGATION_DENYLIST } from './routes';

declare const self: ServiceWorkerGlobalScope;
/** Background Sync's event (Chromium); not in TypeScript's WebWorker library yet. */
interface SyncEvent extends ExtendableEvent { readonly tag: string }

// 1. The app shell: every built file, replaced atomically on each build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// 2. Any navigation gets the shell, so deep links open offline; the API and uploads are never the shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }));

/** Marks an API answer served from the cache, so the page knows the server was not reached. */
async function markOfflineCopy({ cachedResponse }: { cachedResponse?: Response }): Promise<Response | null> {
  if (!cachedResponse) return null;
  const headers = new Headers(cachedResponse.headers);
  headers.set(OFFLINE_COPY_HEADER, '1');
  return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
}

// 3. API reads: fresh from the network, the last answer when offline (bounded in count and age), marked as a copy.
registerRoute(
  ({ url, request }) => isCachedApiRequest(url, request),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 8,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 14 * 24 * 60 * 60, purgeOnQuotaError: true }),
      { cachedResponseWillBeUsed: markOfflineCopy },
    ],
  }),
);

// 4. Photos never change under one URL: cache first, bounded.
registerRoute(
  ({ url, request }) => isImageRequest(url, request),
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 1500, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// 5. The first worker takes control of open pages at once; an update waits until the app asks.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
self.addEventListener('install', () => {
  if (!self.registration.active) void self.skipWaiting();
});

// 6. Queued writes and uploads also leave after the app is closed, where the browser has Background Sync.
//    A pass that could not finish rejects, so the browser tries again later with its own backoff.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(replayQueuedWork(processUploads).then((outcome) => {
    if (outcome === 'offline' || outcome === 'unavailable') throw new Error(`Queued work not sent yet (${outcome})`);
  }));
});
