// A chunk that fails to load (an old build's file gone after a deploy) reloads the page at the route it was opening, once.
import { mayReloadForChunk } from './update-decision';

const LAST_RELOAD = 'growdiaries-chunk-reload';

function lastReload(): { path: string; at: number } | null {
  try {
    return JSON.parse(sessionStorage.getItem(LAST_RELOAD) ?? 'null') as { path: string; at: number } | null;
  } catch {
    return null;
  }
}

/**
 * Vite's `vite:preloadError` fires when a dynamic import or its preloads fail. The router has already moved the
 * address to the target route, so a reload opens it with the newest build; a second failure there shows the error.
 */
export function reloadOnChunkError(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Offline the chunk is missing for want of a network, not because a deploy removed it: a reload would not help.
    if (!navigator.onLine) return;
    const path = location.pathname + location.search;
    if (!mayReloadForChunk(lastReload(), path, Date.now())) return;
    sessionStorage.setItem(LAST_RELOAD, JSON.stringify({ path, at: Date.now() }));
    event.preventDefault();
    location.reload();
  });
}
