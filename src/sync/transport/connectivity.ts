// Whether the API can be reached: the browser's online flag, corrected by how the latest API request went
// (a grow room's Wi-Fi without internet, or an emulated offline page, can leave `navigator.onLine` true).

/**
 * Header the service worker adds to an API answer it served from its cache: '1' because the network failed,
 * STALE_COPY when it answered from the cache at once and asks the network meanwhile (catalogue data).
 */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';
export const STALE_COPY = 'stale';
/** The worker's message after revalidating a stale copy: whether the server was reached, whether the answer changed. */
export const API_REVALIDATED = 'api-revalidated';
export interface RevalidatedMessage { type: typeof API_REVALIDATED; url: string; reached: boolean; changed: boolean }
/** Window event after a stale copy the page was given changed on the server: screens refresh (src/ui/use-refresh.ts). */
export const API_UPDATED_EVENT = 'api-updated';

let unreachable = false;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Records whether the latest API request reached the server (called by the http client). */
export function noteApiReached(reached: boolean): void {
  if (unreachable === !reached) return;
  unreachable = !reached;
  notify();
}

let lastApiUpdate = 0;

/** Takes the worker's news about a stale copy it gave this page. */
export function noteRevalidation(message: RevalidatedMessage): void {
  noteApiReached(message.reached);
  if (!message.changed) return;
  lastApiUpdate = Date.now();
  dispatchEvent(new Event(API_UPDATED_EVENT));
}

/** When the worker last said a copy it gave changed (0: never), for a screen that listens only after asking. */
export const lastApiUpdateAt = () => lastApiUpdate;

/** Online as far as the app can tell: the browser says so and the latest request did not fail for want of a network. */
export function isOnline(): boolean {
  return navigator.onLine && !unreachable;
}

/** Calls `onChange` when the connection seems to change; returns the unsubscribe function. */
export function subscribeConnectivity(onChange: () => void): () => void {
  const onBrowserOnline = () => {
    unreachable = false;
    notify();
  };
  listeners.add(onChange);
  globalThis.addEventListener('online', onBrowserOnline);
  globalThis.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    globalThis.removeEventListener('online', onBrowserOnline);
    globalThis.removeEventListener('offline', onChange);
  };
}
