// Short clips kept for offline play: the page asks the worker to keep a clip the grower watched (message
// `keep-video`), which stores the whole file once (at most MAX_KEPT_CLIP_BYTES, the newest 40 for 30 days), and the
// worker answers a video element's Range requests for a kept clip from it; other clips go to the network untouched.
import { CacheExpiration } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { KEEP_VIDEO_MESSAGE } from '@/features/shorts/offline-clips';
import { partOf } from './video-ranges';

declare const self: ServiceWorkerGlobalScope;

export const VIDEO_CACHE = 'videos-v1';
/** Larger clips are never kept: a phone's storage is not a video library. */
const MAX_KEPT_CLIP_BYTES = 20 * 1024 * 1024;
const expiration = new CacheExpiration(VIDEO_CACHE, { maxEntries: 40, maxAgeSeconds: 30 * 24 * 60 * 60 });

const isClip = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith('/uploads/videos/');

/** Stores a clip once, whole, when it is small enough. */
async function keep(path: string): Promise<void> {
  const url = new URL(path, self.location.origin);
  if (!isClip(url)) return;
  const cache = await caches.open(VIDEO_CACHE);
  if (!(await cache.match(url.href))) {
    const response = await fetch(url.href, { credentials: 'same-origin' });
    if (response.status !== 200 || Number(response.headers.get('content-length') ?? Infinity) > MAX_KEPT_CLIP_BYTES) return;
    await cache.put(url.href, response);
  }
  await expiration.updateTimestamp(url.href);
  await expiration.expireEntries();
}

/** Registers the clips' route (before the images' route, which would take every /uploads/ address) and the message. */
export function routeShortVideos(): void {
  registerRoute(({ url, request }) => request.method === 'GET' && isClip(url), async ({ request, url }) => {
    const kept = await caches.open(VIDEO_CACHE).then((cache) => cache.match(url.href));
    return kept ? partOf(request, kept) : fetch(request);
  });
  self.addEventListener('message', (event) => {
    const data = event.data as { type?: string; url?: string } | null;
    if (data?.type === KEEP_VIDEO_MESSAGE && typeof data.url === 'string') event.waitUntil(keep(data.url).catch(() => undefined));
  });
}
