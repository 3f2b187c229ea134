// The SSE endpoint over a real socket: sign-in by token, events as they are published, resume by Last-Event-ID
// without gaps or duplicates, heartbeats, a clean end; and notifications reach it only after their transaction commits.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { buildApp } from '../app';
import { createInProcessChannel } from './channel';
import { liveRoutes } from './live-route';
import { createTestUser, startTestServer, type TestServer } from '../test-support';
import { transactionWithAfterCommit } from './after-commit';
import { notify } from '../services/notify';

let server: TestServer;
let base: string;
let alice: { id: number; token: string };
let bob: { id: number; token: string };

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  alice = await createTestUser(server.db, 'Alice');
  bob = await createTestUser(server.db, 'Bob');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => server.close());

interface Stream { status: number; text: () => string; next: (pattern: RegExp) => Promise<string>; close: () => void }

/** Opens the stream and reads it as it comes. */
function open(path: string, headers: Record<string, string> = {}): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${path}`, { headers }, (response) => {
      let body = '';
      const waiting: Array<{ pattern: RegExp; done: (s: string) => void }> = [];
      const check = () => {
        for (const w of [...waiting]) if (w.pattern.test(body)) { waiting.splice(waiting.indexOf(w), 1); w.done(body); }
      };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { body += chunk; check(); });
      resolve({
        status: response.statusCode ?? 0,
        text: () => body,
        next: (pattern) => new Promise((done) => { waiting.push({ pattern, done }); check(); }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}

const dataOf = (text: string, type: string) => [...text.matchAll(new RegExp(`event: ${type}\\ndata: (.*)\\n`, 'g'))].map((m) => JSON.parse(m[1]!) as unknown);
const idsOf = (text: string) => [...text.matchAll(/^id: (\d+)$/gm)].map((m) => Number(m[1]));

describe('GET /api/live', () => {
  it('refuses a guest or an unknown token with 401', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/live' })).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/api/live?token=nope' })).statusCode).toBe(401);
  });

  it('streams a grower\'s events (token in the query or the header) and none of another grower\'s', async () => {
    const byQuery = await open(`/api/live?token=${alice.token}`);
    const byHeader = await open('/api/live', { authorization: `Bearer ${alice.token}` });
    expect(byQuery.status).toBe(200);
    await byQuery.next(/event: ready/);
    await byHeader.next(/event: ready/);
    server.app.live.publish([bob.id], { type: 'note', data: 'for bob' });
    server.app.live.publish([alice.id], { type: 'note', data: 'for alice' });
    await byQuery.next(/for alice/);
    await byHeader.next(/for alice/);
    expect(dataOf(byQuery.text(), 'note')).toEqual(['for alice']);
    expect(byQuery.text()).toMatch(/^retry: \d+\n\n/);
    byQuery.close();
    byHeader.close();
  });

  it('resumes from Last-Event-ID: what was missed, in order, once', async () => {
    const first = await open(`/api/live?token=${alice.token}`);
    server.app.live.publish([alice.id], { type: 'note', data: 1 });
    await first.next(/data: 1\n/);
    first.close();
    const lastSeen = Math.max(...idsOf(first.text()));
    server.app.live.publish([alice.id], { type: 'note', data: 2 });
    server.app.live.publish([alice.id], { type: 'note', data: 3 });
    const again = await open(`/api/live?token=${alice.token}`, { 'last-event-id': String(lastSeen) });
    await again.next(/data: 3\n/);
    server.app.live.publish([alice.id], { type: 'note', data: 4 });
    await again.next(/data: 4\n/);
    expect(dataOf(again.text(), 'note')).toEqual([2, 3, 4]);
    expect(again.text()).not.toMatch(/event: ready/);
    again.close();
  });

  it('sends a notification once its transaction committed, and nothing for one rolled back', async () => {
    const stream = await open(`/api/live?token=${alice.token}`);
    await stream.next(/event: ready/);
    const item = { type: 'diary', id: 1, title: 'Northern Lights', link: '/diaries/1' };
    await expect(transactionWithAfterCommit(server.db, async (trx) => {
      await notify(trx, { userId: alice.id, actorId: bob.id, kind: 'follow', item: { ...item, type: 'user', title: 'Bob' } });
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    const published: string[] = [];
    const stop = server.app.live.subscribe(alice.id, null, (event) => { published.push(event.type); });
    let publishedBeforeCommit: string[] = [];
    await transactionWithAfterCommit(server.db, async (trx) => {
      await notify(trx, { userId: alice.id, actorId: bob.id, kind: 'like', item });
      publishedBeforeCommit = [...published];
    });
    stop();
    expect(publishedBeforeCommit).toEqual(['ready']);
    expect(published).toEqual(['ready', 'notification']);
    await stream.next(/event: notification/);
    expect(dataOf(stream.text(), 'notification')).toMatchObject([{ kind: 'like', user_id: alice.id, actor_id: bob.id, item_title: 'Northern Lights' }]);
    stream.close();
  });

  it('ends open streams when the server closes', async () => {
    const other = await startTestServer({ seed: false });
    const carol = await createTestUser(other.db, 'Carol');
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}/api/live?token=${carol.token}`;
    let connected!: () => void;
    const ready = new Promise<void>((resolve) => { connected = resolve; });
    const ended = new Promise<string>((resolve) => {
      http.get(url, (response) => {
        let body = '';
        response.on('data', (c: Buffer) => { body += c.toString(); if (body.includes('event: ready')) connected(); });
        response.on('end', () => resolve(body));
      });
    });
    await ready;
    await other.close();
    expect(await ended).toMatch(/event: ready/);
  });

  it('never writes the token of the query into the request log', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write(chunk: Buffer, _enc, done) { lines.push(chunk.toString()); done(); } });
    const logged = await buildApp({ db: server.db, dataDir: server.dataDir, distDir: `${server.dataDir}/no-dist`, logger: { level: 'info', stream } });
    await logged.inject({ method: 'GET', url: `/api/live?token=${alice.token}x` });
    await logged.close();
    expect(lines.join('')).toContain('/api/live?token=-');
    expect(lines.join('')).not.toContain(alice.token);
  });

  it('sends a heartbeat comment at its interval while nothing happens', async () => {
    const bare = Fastify();
    await bare.register(liveRoutes, { db: server.db, channel: createInProcessChannel(), heartbeatMs: 20 });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}/api/live?token=${alice.token}`;
    const body = await new Promise<string>((resolve) => {
      const request = http.get(url, (response) => {
        let text = '';
        response.on('data', (c: Buffer) => {
          text += c.toString();
          if ((text.match(/: ping\n\n/g) ?? []).length >= 2) { request.destroy(); resolve(text); }
        });
      });
    });
    await bare.close();
    expect(body).toMatch(/event: ready[\s\S]*: ping\n\n: ping\n\n/);
  });
});
