// Registers the service worker once the page has loaded, so it never competes with the first paint.

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/', type: 'classic' }).catch((error: unknown) => console.warn('Service worker registration failed', error));
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
