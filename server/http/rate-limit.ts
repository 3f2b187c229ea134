// Turns an attempt limiter into a 429 answer: count one attempt, or refuse with Retry-After.
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { tooManyRequests } from './errors';

/** Counts one attempt for the key; 429 with Retry-After (and nothing counted) when the key is over its limit. */
export function enforceLimit(limiter: AttemptLimiter, key: string, message: (wait: number) => string): void {
  const wait = limiter.retryAfter(key);
  if (wait > 0) throw tooManyRequests(wait, message(wait));
  limiter.record(key);
}
