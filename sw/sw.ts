// The service worker: precached app shell, shell fallback for navigations, bounded runtime caches for API data and
// images (sw/routes.ts), the grower's saved-for-offline copies as the last resort.
/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { OUTBOX_SYNC_TAG, replayQueuedWork } from '@/sync/outbox/background-replay';
import { processUploads } from '@/sync/uploads/uploads';
import { routeTelemetryOffline } from './telemetry-sync';
import { installPushHandlers } from './push';
import { routeShortVideos } from './short-videos';
import { markOfflineCopy, savedApiFallback, savedImageFallback, StaleWhileRevalidateNotify } from './offline-copies';
import {
  API_CACHE, CACHE_LIMITS, CATALOGUE_CACHE, IMAGE_CACHE, isCachedApiRequest, isCatalogueRequest, isImageRequest, isSearchRequest,
  NAVIGATION_DENYLIST, SEARCH_CACHE,
} from './routes';

declare const self: ServiceWorkerGlobalScope;
/** Background Sync's event (Chromium); not in TypeScript's WebWorker library yet. */
interface SyncEvent extends ExtendableEvent { readonly tag: string }

// 1. The app shell: every built file, replaced atomically on each build.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// 2. Any navigation gets the shell, so deep links open offline; the API and uploads are never the shell.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: NAVIGATION_DENYLIST }));

/** A runtime cache's bounds (entries and age), emptied on a quota error. */
const bounded = (cacheName: keyof typeof CACHE_LIMITS) => new ExpirationPlugin({ ...CACHE_LIMITS[cacheName], purgeOnQuotaError: true });
const onlyOk = new CacheableResponsePlugin({ statuses: [200] });

// 3. Catalogue data (strains, breeders, products, reference lists): the cached copy at once, revalidated meanwhile;
//    the page hears whether the copy changed and refreshes (StaleWhileRevalidateNotify).
registerRoute(
  ({ url, request }) => isCatalogueRequest(url, request),
  new StaleWhileRevalidateNotify({ cacheName: CATALOGUE_CACHE, plugins: [onlyOk, bounded(CATALOGUE_CACHE), savedApiFallback] }),
);

// 4. Free-text search: fresh when the network answers within 4 s, else the last answer to the same query.
registerRoute(
  ({ url, request }) => isSearchRequest(url, request),
  new NetworkFirst({ cacheName: SEARCH_CACHE, networkTimeoutSeconds: 4, plugins: [onlyOk, bounded(SEARCH_CACHE), markOfflineCopy] }),
);

// 5. Other API reads (diaries, weeks, diary lists, profiles): fresh from the network, since a grower must see their
//    own writes at once; the last answer when offline, marked as a copy; the saved copy when that is gone too.
registerRoute(
  ({ url, request }) => isCachedApiRequest(url, request),
  new NetworkFirst({ cacheName: API_CACHE, networkTimeoutSeconds: 8, plugins: [onlyOk, bounded(API_CACHE), markOfflineCopy, savedApiFallback] }),
);

// 6a. Short clips the grower watched play offline from the worker's copy (sw/short-videos.ts); others pass through.
routeShortVideos();

// 6. Photos never change under one URL: cache first, bounded; offline, the saved copy or another size of the photo.
// A photo size answers WebP or JPEG by the request's Accept (Vary: Accept): either copy shows the same photo.
registerRoute(
  ({ url, request }) => isImageRequest(url, request),
  new CacheFirst({ cacheName: IMAGE_CACHE, matchOptions: { ignoreVary: true }, plugins: [onlyOk, bounded(IMAGE_CACHE), savedImageFallback] }),
);

// 6b. Telemetry sent offline waits in a Background Sync queue (sw/telemetry-sync.ts).
routeTelemetryOffline();

// 7. The first worker takes control of open pages at once; an update waits until the app asks.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
self.addEventListener('install', () => {
  if (!self.registration.active) void self.skipWaiting();
});

// 8. Queued writes and uploads also leave after the app is closed, where the browser has Background Sync.
//    A pass that could not finish rejects, so the browser tries again later with its own backoff.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== OUTBOX_SYNC_TAG) return;
  sync.waitUntil(replayQueuedWork(processUploads).then((outcome) => {
    if (outcome === 'offline' || outcome === 'unavailable') throw new Error(`Queued work not sent yet (${outcome})`);
  }));
});

// 9. Web push: a push shows its notification, a tap opens its page (sw/push.ts).
installPushHandlers(self);
