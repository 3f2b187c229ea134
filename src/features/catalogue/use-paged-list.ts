// A list the API gives page by page: the first page when the key changes, more on demand, and how loading went;
// the first page again, in place, when the service worker says the copy it gave changed on the server.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageRequest } from '@/features/catalogue/catalogue-store';
import { API_UPDATED_EVENT } from '@/sync/transport/connectivity';
import { takePrefetched } from '@/sync/transport/prefetch';
import { useInitialAnswer } from '@/ui/initial-answers';

export interface Paged<T> { items: T[]; total: number }

export interface PagedList<T, P extends Paged<T>> {
  /** Every item loaded so far; null until the first page arrives. */
  items: T[] | null;
  /** The first page's whole answer (its extra fields, e.g. item_stat). */
  first: P | null;
  total: number;
  /** The first page failed: NetworkError offline, ServerError otherwise. */
  error: unknown;
  loadingMore: boolean;
  moreError: unknown;
  loadMore: () => void;
  retry: () => void;
}

interface State<T, P> { key: string; first: P | null; items: T[] | null; error: unknown }

/** Quiet reloads of the first page after a failure: tries and the wait between them. */
const REFRESH_TRIES = 5;
const REFRESH_WAIT_MS = 2000;

/**
 * Loads `fetchPage` from 0 for each new `key` (and again on `online` after a failure); `loadMore` appends the next
 * page. A new `refreshToken` (something changed on the server) reloads the first page in place, trying again a few
 * times when the network is not back yet; the items shown stay meanwhile.
 */
export function usePagedList<T, P extends Paged<T>>(key: string, fetchPage: (request: PageRequest) => Promise<P>, pageSize = 20, refreshToken = 0): PagedList<T, P> {
  // A server-rendered page's first page for this key is the first value on both sides (src/ui/initial-answers.tsx).
  const initial = useInitialAnswer<P>(key);
  const [state, setState] = useState<State<T, P>>(() => ({ key, first: initial ?? null, items: initial?.items ?? null, error: null }));
  const [attempt, setAttempt] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    // The page's server-rendered first page, handed over as a prefetch (src/app/initial-answers-handover.ts), keeps what is shown.
    const prefetched = attempt === 0 ? takePrefetched<P>(key) : undefined;
    if (!prefetched) setState({ key, first: null, items: null, error: null });
    setMoreError(null);
    (prefetched ?? fetchRef.current({ start: 0, limit: pageSize, signal: controller.signal })).then(
      (page) => setState({ key, first: page, items: page.items, error: null }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ key, first: null, items: null, error });
      },
    );
    return () => controller.abort();
  }, [key, pageSize, attempt]);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = (triesLeft: number) => {
      fetchRef.current({ start: 0, limit: pageSize, signal: controller.signal }).then(
        (page) => setState((s) => (s.key === key && s.items ? { key, first: page, items: [...page.items, ...s.items.slice(page.items.length)], error: null } : { key, first: page, items: page.items, error: null })),
        () => {
          if (triesLeft > 1 && !controller.signal.aborted) timer = setTimeout(() => refresh(triesLeft - 1), REFRESH_WAIT_MS);
        },
      );
    };
    const onUpdated = () => refresh(1);
    window.addEventListener(API_UPDATED_EVENT, onUpdated);
    if (refreshToken > 0) refresh(REFRESH_TRIES);
    return () => {
      window.removeEventListener(API_UPDATED_EVENT, onUpdated);
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, pageSize, refreshToken]);

  const failed = state.key === key && state.error !== null;
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);

  const current = state.key === key ? state : { key, first: null, items: null, error: null };
  const loadMore = useCallback(() => {
    const shown = current.items?.length ?? 0;
    setLoadingMore(true);
    setMoreError(null);
    fetchRef.current({ start: shown, limit: pageSize }).then(
      (page) => setState((s) => (s.key === key ? { ...s, items: [...(s.items ?? []), ...page.items] } : s)),
      (error: unknown) => setMoreError(error),
    ).finally(() => setLoadingMore(false));
  }, [current.items, key, pageSize]);

  return {
    items: current.items, first: current.first, total: current.first?.total ?? 0, error: current.error,
    loadingMore, moreError, loadMore, retry,
  };
}
