// @vitest-environment node
// Idempotency keys: body hashing, the stored answer, the race for a key, rollback and the purge.
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/types';
import { createTestDataDir, createTestUser, openTestDatabase } from '../test-support';
import { hashBody, purgeIdempotencyKeys, runIdempotent, type WriteRequest } from './idempotency';

let db: Kysely<Database>;
let userId: number;
beforeAll(async () => {
  db = await openTestDatabase(await createTestDataDir());
  userId = (await createTestUser(db, 'Keeper')).id;
});
afterAll(() => db.destroy());

const request = (key: string, body: unknown = { a: 1 }): WriteRequest => ({
  userId, key, method: 'POST', path: '/api/diaries/1/weeks', bodyHash: hashBody(body),
});

/** Inserts into meta, so a test can see whether an apply ran and was kept. */
const applyMeta = (name: string) => vi.fn(async (trx: Kysely<Database>) => {
  await trx.insertInto('meta').values({ key: name, value: 'applied' }).execute();
  return { status: 201, body: { name } };
});
const metaCount = async (name: string) => (await db.selectFrom('meta').select('key').where('key', '=', name).execute()).length;

describe('hashBody', () => {
  it('hashes the same JSON the same regardless of key order, and differs for other values', () => {
    expect(hashBody({ a: 1, b: { c: [1, 2], d: null } })).toBe(hashBody({ b: { d: null, c: [1, 2] }, a: 1 }));
    expect(hashBody({ a: 1 })).not.toBe(hashBody({ a: 2 }));
    expect(hashBody({ a: [1, 2] })).not.toBe(hashBody({ a: [2, 1] }));
    expect(hashBody(undefined)).toBe(hashBody(null));
    expect(hashBody({ a: 1, b: undefined })).toBe(hashBody({ a: 1 }));
    expect(hashBody({})).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('runIdempotent', () => {
  it('applies once and answers the stored JSON again as a replay', async () => {
    const apply = applyMeta('once');
    const first = await runIdempotent(db, request('key-once-0001'), apply);
    const second = await runIdempotent(db, request('key-once-0001'), apply);
    expect(first).toEqual({ status: 201, body: '{"name":"once"}', replay: false });
    expect(second).toEqual({ ...first, replay: true });
    expect(apply).toHaveBeenCalledTimes(1);
    expect(await metaCount('once')).toBe(1);
  });

  it('answers 422 for the same key with another body', async () => {
    await runIdempotent(db, request('key-mismatch-01'), applyMeta('mismatch'));
    await expect(runIdempotent(db, request('key-mismatch-01', { a: 2 }), applyMeta('mismatch-2')))
      .rejects.toMatchObject({ statusCode: 422, code: 'idempotency_mismatch' });
    expect(await metaCount('mismatch-2')).toBe(0);
  });

  it('rolls back the key with a failed write, so the key can be used again', async () => {
    const failing = vi.fn(async (trx: Kysely<Database>) => {
      await trx.insertInto('meta').values({ key: 'failed', value: 'x' }).execute();
      throw new Error('boom');
    });
    await expect(runIdempotent(db, request('key-rollback-1'), failing)).rejects.toThrow('boom');
    expect(await metaCount('failed')).toBe(0);
    expect(await db.selectFrom('idempotency_keys').select('key').where('key', '=', 'key-rollback-1').execute()).toEqual([]);
    const retry = await runIdempotent(db, request('key-rollback-1'), applyMeta('after-rollback'));
    expect(retry.replay).toBe(false);
  });

  /** A handle on which another request commits the key just before this one's transaction starts. */
  function racing(winner: { status: number; response: string }, key: string): Kysely<Database> {
    return new Proxy(db, {
      get(target, prop) {
        if (prop !== 'transaction') {
          const value: unknown = Reflect.get(target, prop, target);
          return typeof value === 'function' ? value.bind(target) : value;
        }
        return () => ({
          execute: async <T>(fn: Parameters<ReturnType<Kysely<Database>['transaction']>['execute']>[0]) => {
            const r = request(key);
            await target.insertInto('idempotency_keys').values({
              user_id: r.userId, key, method: r.method, path: r.path, body_hash: r.bodyHash, add_date: new Date().toISOString(), ...winner,
            }).execute();
            return target.transaction().execute(fn) as Promise<T>;
          },
        });
      },
    });
  }

  it('makes the loser of a race for the key answer the winner\'s stored answer without applying', async () => {
    const apply = applyMeta('loser');
    const answer = await runIdempotent(racing({ status: 201, response: '{"won":true}' }, 'key-race-0001'), request('key-race-0001'), apply);
    expect(answer).toEqual({ status: 201, body: '{"won":true}', replay: true });
    expect(apply).not.toHaveBeenCalled();
  });

  it('answers 409 in_progress when the winner has not stored its answer yet', async () => {
    const apply = applyMeta('in-progress');
    await expect(runIdempotent(racing({ status: 0, response: '' }, 'key-race-0002'), request('key-race-0002'), apply))
      .rejects.toMatchObject({ statusCode: 409, code: 'in_progress', headers: { 'retry-after': '1' } });
    expect(apply).not.toHaveBeenCalled();
  });

  it('runs a write without a key every time', async () => {
    const apply = vi.fn(async () => ({ status: 204, body: undefined }));
    const noKey = { ...request('unused-key'), key: null };
    expect(await runIdempotent(db, noKey, apply)).toEqual({ status: 204, body: '', replay: false });
    expect(await runIdempotent(db, noKey, apply)).toEqual({ status: 204, body: '', replay: false });
    expect(apply).toHaveBeenCalledTimes(2);
  });
});

describe('purgeIdempotencyKeys', () => {
  it('deletes keys older than 30 days and keeps newer ones', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const row = (key: string, daysAgo: number) => ({
      user_id: userId, key, method: 'POST', path: '/api/diaries', body_hash: 'x', status: 201, response: '{}',
      add_date: new Date(now.getTime() - daysAgo * 86_400_000).toISOString(),
    });
    await db.insertInto('idempotency_keys').values([row('purge-old-0001', 31), row('purge-new-0001', 29)]).execute();
    expect(await purgeIdempotencyKeys(db, now)).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('idempotency_keys').select('key').where('key', 'like', 'purge-%').execute();
    expect(left.map((r) => r.key)).toEqual(['purge-new-0001']);
  });
});
