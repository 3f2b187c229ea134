// One API answer a catalogue or strain screen shows, by key: loaded when the key changes, again when the service worker
// says the copy it gave changed on the server, and after a failure that may pass (no answer, a busy or failing server):
// at once when the device comes back online, and while online after a wait that grows from 2 s to a minute.
// Offline, the worker's copy answers.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { NetworkError, ServerError } from '@/sync/transport/http';
import { prefetchedAt, takePrefetched } from '@/sync/transport/prefetch';
import { useApiUpdated } from './use-api-updated';
import { useInitialAnswer } from '@/ui/initial-answers';
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

/** Waits before loading again after the 1st, 2nd, … failure that may pass (the last one repeats). */
export const RETRY_WAITS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

/** A failure that may pass by itself: no answer, or the server busy or failing; not a refusal or a missing thing. */
const mayPass = (error: unknown) => error instanceof NetworkError
  || (error instanceof ServerError && (error.status >= 500 || error.status === 408 || error.status === 429));

/** `refreshToken`: a new value (something changed on the server) reloads in place, a few times if the network is not back. */
export function useApiData<T>(key: string, load: (signal: AbortSignal) => Promise<T>, refreshToken = 0): ApiData<T> {
  // A server-rendered page's answer for this key is the first value on both sides (src/ui/initial-answers.tsx).
  const initial = useInitialAnswer<T>(key);
  const [answer, setShownAnswer] = useState<{ key: string; value?: T; error?: unknown } | null>(() => (initial === undefined ? null : { key, value: initial }));
  // An answer renders as a transition: React renders a long page in slices and the page stays responsive meanwhile.
  const setAnswer: typeof setShownAnswer = useCallback((next) => startTransition(() => setShownAnswer(next)), []);
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  /** Failures in a row of this key's loads, for the wait before the next try. */
  const failures = useRef({ key, count: 0 });
  /** When the shown answer was asked for. */
  const askedAt = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    // A route's loader may have asked already (src/sync/transport/prefetch.ts).
    askedAt.current = (attempt === 0 && prefetchedAt(key)) || Date.now();
    const answer = (attempt === 0 && takePrefetched<T>(key)) || loadRef.current(controller.signal);
    answer.then(
      (value) => {
        failures.current = { key, count: 0 };
        setAnswer({ key, value });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        failures.current = { key, count: failures.current.key === key ? failures.current.count + 1 : 1 };
        // A failed reload keeps what was shown; only a first load shows its failure.
        setAnswer((shown) => (shown?.key === key && shown.value !== undefined ? shown : { key, error }));
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
  useApiUpdated(retry, askedAt);

  const current = answer?.key === key ? answer : null;
  const failed = current?.error !== undefined;
  /** The failure shown, when it may pass: each new one (a try that failed again) waits longer before the next. */
  const passingFailure = failed && mayPass(current.error) ? current : null;
  useEffect(() => {
    if (!passingFailure) return;
    window.addEventListener('online', retry);
    // Online already (the failure came from a server or a network that is back, or `online` fired before it showed).
    const wait = RETRY_WAITS_MS[Math.min(failures.current.count, RETRY_WAITS_MS.length) - 1] ?? RETRY_WAITS_MS[0];
    const timer = navigator.onLine ? setTimeout(retry, wait) : undefined;
    return () => {
      window.removeEventListener('online', retry);
      clearTimeout(timer);
    };
  }, [passingFailure, retry]);

  const refresh: RefreshState = failed ? { status: 'failed', error: current.error } : current ? { status: 'done' } : { status: 'loading' };
  return {
    data: current?.value, error: current?.error ?? null,
    missing: current?.error instanceof ServerError && current.error.status === 404, retry, refresh: { ...refresh, retry },
  };
}
