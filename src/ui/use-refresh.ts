// Runs a refresher (API to IndexedDB) when a screen opens or its key changes, and tells how it went.
import { useCallback, useEffect, useState } from 'react';

export type RefreshState = { status: 'loading' } | { status: 'done' } | { status: 'failed'; error: unknown };

/** Starts `refresh` for each new `key` and again on `online`; the screen keeps showing stored data meanwhile. */
export function useRefresh(key: string, refresh: () => Promise<void>): RefreshState & { retry: () => void } {
  const [state, setState] = useState<RefreshState & { key: string }>({ status: 'loading', key });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading', key });
    refresh().then(
      () => live && setState({ status: 'done', key }),
      (error: unknown) => live && setState({ status: 'failed', error, key }),
    );
    return () => {
      live = false;
    };
    // `refresh` is a new closure on every render; `key` says when the data asked for changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);

  const current: RefreshState = state.key === key ? state : { status: 'loading' };
  return { ...current, retry };
}
