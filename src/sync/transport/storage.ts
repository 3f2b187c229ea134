// The device's storage: asking to keep it, how much is used, and a clear error when it is full.
import { db } from '@/db/database';

const PERSIST_ASKED = 'storage-persist-asked';

/** The device refused to store more: what was stored before is kept. */
export class StorageFullError extends Error {
  constructor() {
    super('Not enough storage on this device: free some space (or remove saved pages), then try again. What you saved before is kept.');
    this.name = 'StorageFullError';
  }
}

/** Whether an error is the browser's quota error, also when Dexie wraps it (an AbortError whose `inner` is the quota error). */
export function isQuotaError(error: unknown): boolean {
  for (let e = error, depth = 0; typeof e === 'object' && e !== null && depth < 4; e = (e as { inner?: unknown }).inner, depth++) {
    if ((e as { name?: unknown }).name === 'QuotaExceededError') return true;
  }
  return false;
}

/** Rethrows a quota error as StorageFullError, anything else as it is. */
export function explainStorageError(error: unknown): never {
  throw isQuotaError(error) ? new StorageFullError() : error;
}

/** Asks once, when the grower first queues work or saves something for offline, that the browser never evicts this app's data. */
export async function requestPersistentStorage(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  if (await db.prefs.get(PERSIST_ASKED)) return;
  await db.prefs.put({ key: PERSIST_ASKED, value: Date.now() });
  await navigator.storage.persist().catch(() => false);
}

/** Bytes used and available to this app, and whether its storage is kept for good (null where unknown). */
export async function estimateStorage(): Promise<{ usage: number; quota: number; persisted: boolean } | null> {
  if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
  const [{ usage = 0, quota = 0 }, persisted] = await Promise.all([navigator.storage.estimate(), navigator.storage.persisted?.() ?? false]);
  return { usage, quota, persisted };
}
