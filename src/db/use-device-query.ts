// Live reads of the device's database for the shell's screens: dexie-react-hooks' useLiveQuery, whose module imports
// Dexie, reads the same way; this one loads Dexie on first use, so the shell's first render runs without it.
import { useEffect, useReducer, useRef, type DependencyList } from 'react';
import type { GrowDatabase } from './database';
import { loadLiveDatabase } from './load-database';

type Reading<T> = { value: T | undefined } | { error: unknown };

/**
 * The query's answer, read again whenever what it read changes (undefined until the first answer, as useLiveQuery:
 * Dexie answers a new live query in a later task anyway). When `deps` change, the last answer stays until the new
 * one comes; an error is thrown to the nearest error boundary.
 */
export function useDeviceQuery<T>(query: (db: GrowDatabase) => Promise<T> | T, deps: DependencyList): T | undefined {
  const reading = useRef<Reading<T>>({ value: undefined });
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    let stopped = false;
    const show = (next: Reading<T>) => {
      if (stopped) return;
      reading.current = next;
      rerender();
    };
    loadLiveDatabase().then(({ db, liveQuery }) => {
      if (stopped) return;
      subscription = liveQuery(() => query(db)).subscribe({
        next: (value) => {
          if ('error' in reading.current || reading.current.value !== value) show({ value });
        },
        error: (error: unknown) => show({ error }),
      });
    }, (error: unknown) => show({ error }));
    return () => {
      stopped = true;
      subscription?.unsubscribe();
    };
    // The caller's own list, as useLiveQuery's (the lint checks it at each call: additionalHooks in eslint.config.js).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  if ('error' in reading.current) throw reading.current.error;
  return reading.current.value;
}
