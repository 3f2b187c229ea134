// Runs a refresher (API to IndexedDB) when a screen opens or its key changes, and tells how it went.
import { useCallback, useEffect, useRef, useState } from 'react';
import { prefetchedAt, takePrefetched } from '@/sync/transport/prefetch';
import { useApiUpdated } from './use-api-updated';

export type RefreshState = { status: 'loading' } | { status: 'done' } | { status: 'failed'; error: unknown };

/** Starts `refresh` for each new `key`, again on `online` and on API_UPDATED_EVENT; the screen keeps showing stored data meanwhile. */
export function useRefresh(key: string, refresh: () => Promise<void>): RefreshState & { retry: () => void } {
  const [state, setState] = useState<RefreshState & { key: string }>({ status: 'loading', key });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const askedAt = useRef(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading', key });
    // A route's loader may have started it already (src/sync/transport/prefetch.ts).
    askedAt.current = (attempt === 0 && prefetchedAt(key)) || Date.now();
    ((attempt === 0 && takePrefetched<void>(key)) || refresh()).then(
      () => live && setState({ status: 'done', key }),
      (error: unknown) => live && setState({ status: 'failed', error, key }),
    );
    return () => {
      live = false;
    };
    // `refresh` is a new closure on every render; `key` says when the data asked for changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  // Again when the network is back, and when the service worker found that a stale copy it gave has changed.
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  useApiUpdated(retry, askedAt);

  const current: RefreshState = state.key === key ? state : { status: 'loading' };
  return { ...current, retry };
}
