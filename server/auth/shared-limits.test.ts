// @vitest-environment node
// Two server nodes (two apps) over one database count against the same limits: failed sign-ins split across both
// lock the account on either, a successful sign-in on one clears what the other counted, and the write limit counts
// a write once, in its own transaction: not its replay on the other node, nor a write that failed.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestUser, injectAs, newTestKey, startTestServer, type TestServer } from '../test-support';
import { hashLimitKey } from './attempt-limiter';

let server: TestServer;
let second: FastifyInstance;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  second = await buildApp({ db: server.db, dataDir: server.dataDir, distDir: path.join(server.dataDir, 'no-dist') });
});

afterAll(async () => {
  await second.close();
  await server.close();
});

const signIn = (node: FastifyInstance, login: string, password: string) =>
  node.inject({ method: 'POST', url: '/api/session', payload: { login, password } });

describe('limits shared by two nodes', () => {
  it('locks an account after 5 failures split across both nodes: the 6th is 429 with Retry-After on either', async () => {
    const signUp = await server.app.inject({ method: 'POST', url: '/api/users', payload: { name: 'two_nodes', email: 'two-nodes@example.test', password: 'the-right-password' } });
    expect(signUp.statusCode).toBe(201);
    const nodes = [server.app, second];
    for (let i = 0; i < 5; i++) expect((await signIn(nodes[i % 2]!, 'two_nodes', `wrong-${i}`)).statusCode).toBe(401);
    for (const node of nodes) {
      const locked = await signIn(node, 'two-nodes@example.test', 'the-right-password');
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      expect(locked.json()).toEqual({ error: 'too_many_attempts', message: 'Too many failed sign-in attempts. Try again in 15 minutes.' });
    }
  });

  it('forgets the failures counted on one node once the grower signs in on the other', async () => {
    const signUp = await second.inject({ method: 'POST', url: '/api/users', payload: { name: 'forgiven', email: 'forgiven@example.test', password: 'the-right-password' } });
    expect(signUp.statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await signIn(server.app, 'forgiven', `wrong-${i}`)).statusCode).toBe(401);
    expect((await signIn(second, 'forgiven', 'the-right-password')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await signIn(second, 'forgiven', `wrong-again-${i}`)).statusCode).toBe(401);
    expect((await signIn(server.app, 'forgiven', 'the-right-password')).statusCode).toBe(200);
  });

  it('counts a write once: its replay on the other node and a failed write count nothing', async () => {
    const grower = await createTestUser(server.db, 'Counted');
    const writes = async () => (await server.db.selectFrom('rate_limit_windows').select('hits')
      .where('key_hash', '=', hashLimitKey('writes', `user:${grower.id}`)).executeTakeFirst())?.hits ?? 0;
    const key = newTestKey();
    const created = await injectAs(server.app, 'POST', '/api/diaries', grower, { name: 'Once' }, key);
    expect(created.statusCode).toBe(201);
    const replayed = await injectAs(second, 'POST', '/api/diaries', grower, { name: 'Once' }, key);
    expect([replayed.statusCode, replayed.headers['idempotent-replay'], replayed.body]).toEqual([201, 'true', created.body]);
    expect((await injectAs(second, 'PATCH', '/api/diaries/999999', grower, { name: 'Nobody' })).statusCode).toBe(404);
    expect(await writes()).toBe(1);
  });
});
