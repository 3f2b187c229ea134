// Turns an attempt limiter into a 429 answer: count one attempt, or refuse with Retry-After.
import type { Kysely } from 'kysely';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import type { Database } from '../db/types';
import { tooManyRequests } from './errors';

/**
 * Counts one attempt for the key; 429 with Retry-After (and nothing counted) when the key is over its limit. `db` (a
 * write's transaction) counts on that connection, so the count commits or rolls back with the write.
 */
export async function enforceLimit(limiter: AttemptLimiter, key: string, message: (wait: number) => string, db?: Kysely<Database>): Promise<void> {
  const wait = await limiter.take(key, db);
  if (wait > 0) throw tooManyRequests(wait, message(wait));
}
