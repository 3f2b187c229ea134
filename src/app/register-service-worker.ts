// The service worker: the page hears its news from the start; registering it (and with it the precache download)
// waits until the first page is idle (src/app/idle-start.ts), so it never competes with the first paint or input.
import { API_REVALIDATED, noteRevalidation, type RevalidatedMessage } from '@/sync/transport/connectivity';

const hasWorkers = () => 'serviceWorker' in navigator && !import.meta.env.DEV;

/** Revalidation news from a worker already in control (a later visit): the page listens before anything loads. */
export function listenToServiceWorker(): void {
  if (!hasWorkers()) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if ((event.data as RevalidatedMessage | null)?.type === API_REVALIDATED) noteRevalidation(event.data as RevalidatedMessage);
  });
}

export function registerServiceWorker(): void {
  if (!hasWorkers()) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/', type: 'classic' }).catch((error: unknown) => console.warn('Service worker registration failed', error));
}
