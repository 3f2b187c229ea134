// Counts attempts per key in the database (rate_limit_windows), so every server node counts against the same limits.
//
// A key's window begins with its first counted attempt and lasts `windowMs`: at most `max` attempts count in it, and
// once it has ended the next attempt begins a new one (so a burst waits exactly until `windowMs` after its first
// attempt, as the Retry-After says). Counting is one atomic upsert whose condition checks the window's hits and end on
// the row itself, so two nodes answering at the same moment cannot both take the last attempt. Keys hold e-mail and
// network addresses: only the SHA-256 of the limit's name and the key is stored. Ended windows are swept.
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';

type Db = Kysely<Database>;

/** A limit on attempts per key. `db` may be a transaction, so the count commits or rolls back with a write. */
export interface AttemptLimiter {
  /** Seconds until the key may try again, 0 when it may try now. */
  retryAfter(key: string, db?: Db): Promise<number>;
  /** Counts one attempt for the key, whatever its count (a failed sign-in). */
  record(key: string, db?: Db): Promise<void>;
  /** Counts one attempt and answers 0 when the key may try now; otherwise counts nothing and answers the seconds to wait. */
  take(key: string, db?: Db): Promise<number>;
  /** Forgets the key's attempts (a successful sign-in). */
  reset(key: string, db?: Db): Promise<void>;
}

export interface LimiterOptions {
  /** Names the limit: the same key counts apart under two limits, and alike on every node. */
  name: string;
  max: number;
  windowMs: number;
  now?: () => number;
}

/** How often ended windows are swept: the table holds about the keys of the last window's length plus this. */
export const RATE_LIMIT_SWEEP_EVERY_MS = 10 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** SHA-256 (hex) of the limit's name and the key: what the table stores instead of the key. */
export function hashLimitKey(name: string, key: string): string {
  return createHash('sha256').update(`${name}\n${key}`).digest('hex');
}

/** A limit of `max` attempts per key in a window of `windowMs` from its first attempt, counted in `db`. */
export function createLimiter(db: Db, { name, max, windowMs, now = Date.now }: LimiterOptions): AttemptLimiter {
  /** Counts one attempt (a new window when the last one ended); with `limited`, only below `max` (undefined: refused). */
  function count(conn: Db, key: string, at: number, limited: boolean) {
    const atIso = iso(at);
    return conn.insertInto('rate_limit_windows')
      .values({ key_hash: hashLimitKey(name, key), hits: 1, expires_at: iso(at + windowMs) })
      .onConflict((oc) => {
        const update = oc.column('key_hash').doUpdateSet((eb) => {
          const ended = eb('rate_limit_windows.expires_at', '<=', atIso);
          return {
            hits: eb.case().when(ended).then(1).else(eb('rate_limit_windows.hits', '+', 1)).end(),
            expires_at: eb.case().when(ended).then(eb.ref('excluded.expires_at')).else(eb.ref('rate_limit_windows.expires_at')).end(),
          };
        });
        return limited
          ? update.where((eb) => eb.or([eb('rate_limit_windows.expires_at', '<=', atIso), eb('rate_limit_windows.hits', '<', max)]))
          : update;
      })
      .returning('hits')
      .executeTakeFirst();
  }

  async function retryAfter(key: string, conn = db): Promise<number> {
    const at = now();
    const row = await conn.selectFrom('rate_limit_windows').select(['hits', 'expires_at'])
      .where('key_hash', '=', hashLimitKey(name, key)).where('expires_at', '>', iso(at))
      .executeTakeFirst();
    if (!row || row.hits < max) return 0;
    return Math.max(1, Math.ceil((Date.parse(row.expires_at) - at) / 1000));
  }

  return {
    retryAfter,
    async record(key, conn = db) {
      await count(conn, key, now(), false);
    },
    async take(key, conn = db) {
      if (await count(conn, key, now(), true)) return 0;
      // Refused: the window is full, so it has not ended and the wait is positive.
      return Math.max(1, await retryAfter(key, conn));
    },
    async reset(key, conn = db) {
      await conn.deleteFrom('rate_limit_windows').where('key_hash', '=', hashLimitKey(name, key)).execute();
    },
  };
}

/** Deletes the counters of windows that ended; returns how many. */
export async function sweepRateLimits(db: Db, at = Date.now()): Promise<number> {
  const result = await db.deleteFrom('rate_limit_windows').where('expires_at', '<=', iso(at)).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The limits of spec-less abuse protection: sign-in failures and registrations. */
export interface AuthLimiters {
  signInPerAccount: AttemptLimiter;
  signInPerAddress: AttemptLimiter;
  signUpPerAddress: AttemptLimiter;
}

const MINUTE = 60_000;

/** `scale` multiplies the sign-up limit (1 in production; test servers sign many growers up); sign-in failures never scale. */
export function createAuthLimiters(db: Db, scale = 1): AuthLimiters {
  return {
    signInPerAccount: createLimiter(db, { name: 'sign-in-account', max: 5, windowMs: 15 * MINUTE }),
    signInPerAddress: createLimiter(db, { name: 'sign-in-address', max: 20, windowMs: 15 * MINUTE }),
    signUpPerAddress: createLimiter(db, { name: 'sign-up-address', max: 10 * scale, windowMs: 60 * MINUTE }),
  };
}
