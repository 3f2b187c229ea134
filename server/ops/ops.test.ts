// @vitest-environment node
// What operators rely on: /healthz and /readyz (a database behind on its migrations is not ready), request ids in
// answers, and /metrics behind its token counting requests per route pattern, replayed writes and errors.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

const TOKEN = 'metrics-secret-token-for-tests';
let server: TestServer;
let app: FastifyInstance;

beforeAll(async () => {
  server = await startTestServer({ seed: false, metricsToken: TOKEN });
  app = server.app;
});
afterAll(() => server.close());

const metrics = async () => (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
/** The value of one series in the exposition text, 0 when it is not there yet. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('health checks', () => {
  it('answers /healthz and /readyz while the database is current, uncached', async () => {
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration has not run, and says which', async () => {
    const last = await server.db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never, 'desc').executeTakeFirstOrThrow() as { name: string };
    await server.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', last.name as never).execute();
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'migrations_pending', pending: [last.name] });
    } finally {
      await server.db.insertInto('kysely_migration' as never).values({ name: last.name, timestamp: new Date().toISOString() } as never).execute();
    }
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('answers a new id per request, or the sane id a proxy sent', async () => {
    const a = await app.inject({ method: 'GET', url: '/healthz' });
    const b = await app.inject({ method: 'GET', url: '/healthz' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const fromProxy = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'nginx-7f3a.1' } });
    expect(fromProxy.headers['x-request-id']).toBe('nginx-7f3a.1');
    const forged = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'x\nfake log line' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('GET /metrics', () => {
  it('answers only the operators\' token', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const answer = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toContain('growdiaries_process_cpu_user_seconds_total');
  });

  it('does not exist without a token', async () => {
    const other = await buildApp({ db: server.db, dataDir: server.dataDir, distDir: path.join(server.dataDir, 'no-dist') });
    try {
      expect((await other.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('counts requests by route pattern, and a replayed write as replayed, not applied twice', async () => {
    const grower = await createTestUser(server.db, 'Metered');
    const before = await metrics();
    const key = newTestKey();
    const write = () => app.inject({ method: 'POST', url: '/api/diaries', headers: { authorization: `Bearer ${grower.token}`, 'x-rniq': key }, payload: { name: 'Counted grow' } });
    const created = (await write()).json() as { id: number };
    expect((await write()).headers['idempotent-replay']).toBe('true');
    await app.inject({ method: 'GET', url: `/api/diaries/${created.id}` });
    await app.inject({ method: 'GET', url: '/api/diaries/999999' });
    const after = await metrics();

    const delta = (series: string) => seriesValue(after, series) - seriesValue(before, series);
    expect(delta('growdiaries_writes_total{outcome="applied"}')).toBe(1);
    expect(delta('growdiaries_writes_total{outcome="replayed"}')).toBe(1);
    expect(delta('growdiaries_http_requests_total{method="GET",route="/api/diaries/:id",status="200"}')).toBe(1);
    expect(delta('growdiaries_http_requests_total{method="GET",route="/api/diaries/:id",status="404"}')).toBe(1);
    expect(after).not.toContain(`/api/diaries/${created.id}"`);
    expect(delta('growdiaries_http_request_duration_seconds_count{method="POST",route="/api/diaries"}')).toBe(2);
  });
});
