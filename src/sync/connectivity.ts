// Whether the API can be reached: the browser's online flag, corrected by how the latest API request went
// (a grow room's Wi-Fi without internet, or an emulated offline page, can leave `navigator.onLine` true).

/** Header the service worker adds to an API answer it served from its cache because the network failed. */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';

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
