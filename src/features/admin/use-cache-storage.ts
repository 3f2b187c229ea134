// The service worker's caches (names, entries, bytes where answers state their length) and IndexedDB tables, and clearing them.
import { useCallback, useEffect, useState } from 'react';
import { db } from '@/db/database';

export interface CacheSummary {
  name: string;
  entries: number;
  /** Bytes of the answers that state their length (Content-Length); opaque and chunked answers are not counted. */
  bytes: number;
  /** Entries whose size could not be told. */
  unsized: number;
}

/** Tables holding what the grower made and has not sent yet, chose to keep offline, or who they are: never cleared from here. */
export const KEPT_TABLES: ReadonlySet<string> = new Set(['outbox', 'uploads', 'uploadFiles', 'drafts', 'session', 'idMap', 'saved']);

async function summarise(name: string): Promise<CacheSummary> {
  const cache = await caches.open(name);
  const requests = await cache.keys();
  let bytes = 0;
  let unsized = 0;
  for (const request of requests) {
    const length = Number((await cache.match(request))?.headers.get('content-length') ?? NaN);
    if (Number.isFinite(length)) bytes += length;
    else unsized += 1;
  }
  return { name, entries: requests.length, bytes, unsized };
}

/** The caches of this origin, re-read after each clear; null while reading, [] where Cache Storage is missing. */
export function useCacheStorage() {
  const [list, setList] = useState<CacheSummary[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let cancelled = false;
    if (typeof caches === 'undefined') {
      setList([]);
      return;
    }
    void caches.keys().then((names) => Promise.all(names.map(summarise))).then((summaries) => {
      if (!cancelled) setList(summaries);
    });
    return () => {
      cancelled = true;
    };
  }, [version]);
  const clear = useCallback(async (names: string[]) => {
    await Promise.all(names.map((name) => caches.delete(name)));
    setVersion((v) => v + 1);
  }, []);
  return { list, clear };
}

/** Empties tables of the device database, never the kept ones. */
export async function clearTables(names: string[]): Promise<void> {
  const tables = names.filter((name) => !KEPT_TABLES.has(name)).map((name) => db.table(name));
  await db.transaction('rw', tables, () => Promise.all(tables.map((table) => table.clear())));
}
