// Answers asked for by a route's loader before its screen renders, handed to the screen's first load of the same key.

/** A prefetch the screen did not take in time (a link hovered, never followed) is forgotten, never shown stale. */
const FRESH_MS = 30_000;

const inFlight = new Map<string, { answer: Promise<unknown>; at: number }>();

/** Starts loading `key` now (once while fresh); a failure waits for the screen, which shows it. */
export function prefetch(key: string, load: () => Promise<unknown>): void {
  const known = inFlight.get(key);
  if (known && Date.now() - known.at < FRESH_MS) return;
  const answer = load();
  answer.catch(() => undefined);
  inFlight.set(key, { answer, at: Date.now() });
}

/** When the prefetch of `key` started, if one waits to be taken. */
export const prefetchedAt = (key: string): number | undefined => inFlight.get(key)?.at;

/** The prefetched answer of `key`, once and while fresh: later loads ask the API again. */
export function takePrefetched<T>(key: string): Promise<T> | undefined {
  const known = inFlight.get(key);
  inFlight.delete(key);
  return known && Date.now() - known.at < FRESH_MS ? (known.answer as Promise<T>) : undefined;
}
