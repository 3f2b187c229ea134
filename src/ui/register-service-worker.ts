// Registers the service worker once the page has loaded, so it never competes with the first paint, and hears its news.
import { API_REVALIDATED, noteRevalidation, type RevalidatedMessage } from '@/sync/connectivity';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  navigator.serviceWorker.addEventListener('message', (event) => {
    if ((event.data as RevalidatedMessage | null)?.type === API_REVALIDATED) noteRevalidation(event.data as RevalidatedMessage);
  });
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', type: 'classic' }).catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
