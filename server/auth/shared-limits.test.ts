// @vitest-environment node
// Two server nodes (two apps) over one database count against the same limits: failed sign-ins split across both
// lock the account on either, and a successful sign-in on one clears what the other counted.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { startTestServer, type TestServer } from '../test-support';

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
});
