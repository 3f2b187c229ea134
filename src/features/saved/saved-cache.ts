// The Cache Storage of items saved for offline: the service worker answers from it when the network and its
// runtime caches fail (sw/offline-copies.ts) and never expires it; only saving and removing items change it.

export const SAVED_CACHE = 'saved-v1';

/** Keeps an answer under its URL. */
export async function putSavedCopy(url: string, response: Response): Promise<void> {
  const cache = await caches.open(SAVED_CACHE);
  await cache.put(url, response);
}

/** Deletes the copies under these URLs. */
export async function deleteSavedCopies(urls: readonly string[]): Promise<void> {
  if (!urls.length) return;
  const cache = await caches.open(SAVED_CACHE);
  await Promise.all(urls.map((url) => cache.delete(url)));
}
