// @vitest-environment node
// The database limiter on a stepped clock: window edges, Retry-After, reset, hashed keys, the sweep, two limiters (two
// nodes) over one database, and a count that rolls back with its transaction. Runs on PostgreSQL too (TEST_DATABASE_URL).
import { rm } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/types';
import { createTestDataDir, openTestDatabase } from '../test-support';
import { createLimiter, hashLimitKey, sweepRateLimits, type LimiterOptions } from './attempt-limiter';

let db: Kysely<Database>;
let dataDir: string;
let now = Date.parse('2026-11-25T10:00:00.250Z');
let names = 0;

beforeAll(async () => {
  dataDir = await createTestDataDir();
  db = await openTestDatabase(dataDir);
});

afterAll(async () => {
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

/** A limiter of its own name (so tests never share counts) on the stepped clock. */
function limiter(options: Partial<LimiterOptions> = {}, name = `test-${++names}`) {
  return createLimiter(db, { name, max: 3, windowMs: 60_000, now: () => now, ...options });
}

describe('database attempt limiter', () => {
  it('takes max attempts in the window from the first one, then tells the wait until that window ends', async () => {
    const limit = limiter();
    for (let i = 0; i < 3; i++) {
      expect(await limit.take('a')).toBe(0);
      now += 1_000;
    }
    // The window began 3 s ago: 57 s are left, and a refused attempt counts nothing nor moves the window.
    expect(await limit.take('a')).toBe(57);
    expect(await limit.retryAfter('a')).toBe(57);
    expect(await limit.take('b')).toBe(0);
    now += 56_500;
    expect(await limit.take('a')).toBe(1);
    now += 500;
    expect(await limit.retryAfter('a')).toBe(0);
    expect(await limit.take('a')).toBe(0);
    // A new window began with that attempt: two more fit, then a full minute is to wait.
    expect(await limit.take('a')).toBe(0);
    expect(await limit.take('a')).toBe(0);
    expect(await limit.take('a')).toBe(60);
  });

  it('records failures past the limit, and reset forgets the key', async () => {
    const limit = limiter({ max: 2 });
    for (let i = 0; i < 4; i++) await limit.record('grower');
    expect(await limit.retryAfter('grower')).toBe(60);
    await limit.reset('grower');
    expect(await limit.retryAfter('grower')).toBe(0);
    expect(await limit.take('grower')).toBe(0);
  });

  it('counts a key apart under each name, and stores only the hash of name and key', async () => {
    const first = limiter({ max: 1 }, 'hash-first');
    const second = limiter({ max: 1 }, 'hash-second');
    expect(await first.take('email:grower@example.test')).toBe(0);
    expect(await second.take('email:grower@example.test')).toBe(0);
    expect(await first.take('email:grower@example.test')).toBeGreaterThan(0);
    const rows = await db.selectFrom('rate_limit_windows').select('key_hash').execute();
    const hashes = rows.map((row) => row.key_hash);
    expect(hashes).toContain(hashLimitKey('hash-first', 'email:grower@example.test'));
    expect(hashes).toContain(hashLimitKey('hash-second', 'email:grower@example.test'));
    expect(hashes.every((hash) => /^[0-9a-f]{64}$/.test(hash))).toBe(true);
  });

  it('shares the count between two limiters of one name over one database (two nodes), also at the same moment', async () => {
    const nodeA = limiter({ max: 5 }, 'shared');
    const nodeB = limiter({ max: 5 }, 'shared');
    const waits = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? nodeA : nodeB).take('ip:10.0.0.1')));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    expect(waits.filter((wait) => wait > 0)).toHaveLength(7);
    expect(await nodeA.retryAfter('ip:10.0.0.1')).toBe(60);
  });

  it('counts nothing when the transaction that took the attempt rolls back', async () => {
    const limit = limiter({ max: 1 });
    await expect(db.transaction().execute(async (trx) => {
      expect(await limit.take('writer', trx)).toBe(0);
      throw new Error('the write failed');
    })).rejects.toThrow('the write failed');
    expect(await limit.take('writer')).toBe(0);
    expect(await limit.take('writer')).toBe(60);
  });

  it('sweeps the windows that ended and keeps the others', async () => {
    const short = limiter({ windowMs: 1_000 });
    const long = limiter({ windowMs: 3_600_000 });
    await short.take('swept');
    await long.take('kept');
    now += 1_000;
    expect(await sweepRateLimits(db, now)).toBeGreaterThanOrEqual(1);
    const left = (await db.selectFrom('rate_limit_windows').select('key_hash').execute()).map((row) => row.key_hash);
    expect(left).not.toContain(hashLimitKey(`test-${names - 1}`, 'swept'));
    expect(left).toContain(hashLimitKey(`test-${names}`, 'kept'));
    expect(await long.retryAfter('kept')).toBe(0);
  });
});
