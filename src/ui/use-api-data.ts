// One API answer a catalogue or strain screen shows, by key: loaded when the key changes (again on `online` after a
// failure, and when the service worker says the copy it gave changed on the server). Offline, the worker's copy answers.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { API_UPDATED_EVENT } from '@/sync/transport/connectivity';
import { ServerError } from '@/sync/transport/http';
import { takePrefetched } from '@/sync/transport/prefetch';
import type { RefreshState } from './use-refresh';

export interface ApiData<T> {
  /** The answer for this key; undefined until it arrives. */
  data: T | undefined;
  error: unknown;
  /** The API said there is no such thing (404). */
  missing: boolean;
  retry: () => void;
  /** How loading went, as RefreshStatus shows it. */
  refresh: RefreshState & { retry: () => void };
}

/** Quiet reloads after a change on the server: tries, and the wait between them while the network comes back. */
const RELOAD_TRIES = 5;
const RELOAD_WAIT_MS = 2000;

/** `refreshToken`: a new value (something changed on the server) reloads in place, a few times if the network is not back. */
export function useApiData<T>(key: string, load: (signal: AbortSignal) => Promise<T>, refreshToken = 0): ApiData<T> {
  const [answer, setShownAnswer] = useState<{ key: string; value?: T; error?: unknown } | null>(null);
  // An answer renders as a transition: React renders a long page in slices and the page stays responsive meanwhile.
  const setAnswer: typeof setShownAnswer = useCallback((next) => startTransition(() => setShownAnswer(next)), []);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    // A route's loader may have asked already (src/sync/transport/prefetch.ts).
    const answer = (attempt === 0 && takePrefetched<T>(key)) || loadRef.current(controller.signal);
    answer.then(
      (value) => setAnswer({ key, value }),
      (error: unknown) => {
        // A failed reload keeps what was shown; only a first load shows its failure.
        if (!controller.signal.aborted) setAnswer((shown) => (shown?.key === key && shown.value !== undefined ? shown : { key, error }));
      },
    );
    return () => controller.abort();
  }, [key, attempt, setAnswer]);

  useEffect(() => {
    if (refreshToken === 0) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = (triesLeft: number) => {
      loadRef.current(controller.signal).then(
        (value) => setAnswer({ key, value }),
        () => {
          if (triesLeft > 1 && !controller.signal.aborted) timer = setTimeout(() => reload(triesLeft - 1), RELOAD_WAIT_MS);
        },
      );
    };
    reload(RELOAD_TRIES);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, refreshToken, setAnswer]);

  // A fresher answer replaces the shown one without a skeleton in between.
  useEffect(() => {
    window.addEventListener(API_UPDATED_EVENT, retry);
    return () => window.removeEventListener(API_UPDATED_EVENT, retry);
  }, [retry]);

  const current = answer?.key === key ? answer : null;
  const failed = current?.error !== undefined;
  useEffect(() => {
    if (!failed) return;
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed, retry]);

  const refresh: RefreshState = failed ? { status: 'failed', error: current.error } : current ? { status: 'done' } : { status: 'loading' };
  return {
    data: current?.value, error: current?.error ?? null,
    missing: current?.error instanceof ServerError && current.error.status === 404, retry, refresh: { ...refresh, retry },
  };
}
