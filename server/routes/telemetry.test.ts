// @vitest-environment node
// Telemetry and impressions over a real SQLite file: batches stored once, beacons, bad bodies, views counted once, the admin summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vitalsSummarySchema, type TelemetryBatch } from '../../src/domain/telemetry/telemetry';
import { createTestUser, startTestServer, type TestServer } from '../test-support';
import { TELEMETRY_WRITES_PER_MINUTE } from './telemetry';

let server: TestServer;
let admin: { id: number; token: string };
let grower: { id: number; token: string };
let diaryId: number;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
let addressCount = 0;
/** Each test writes from its own address, so the per-address limit only bites where a test wants it. */
const freshAddress = () => `10.0.0.${++addressCount}`;

function metric(name: string, value: number, id: string, pageName = '/_default/diaries/$id/') {
  return {
    name, value, rating: 'good', delta: value, id, navigation_type: 'navigate', page_path: '/diaries/1', page_name: pageName,
    page_params: { id: '1' }, page_query: {}, timestamp: Date.now(),
  };
}

function batch(batchId: string, metrics: object[]): TelemetryBatch {
  return {
    batch_id: batchId, metrics: metrics as TelemetryBatch['metrics'],
    session_info: { user_agent: BROWSER, device_memory: 8, hardware_concurrency: 4, connection_type: '4g', timestamp: Date.now() },
  };
}

function post(url: string, body: unknown, { headers = {}, address = freshAddress() }: { headers?: Record<string, string>; address?: string } = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return server.app.inject({
    method: 'POST', url, payload, remoteAddress: address,
    headers: { 'content-type': 'application/json', 'user-agent': BROWSER, ...headers },
  });
}

async function storedCount(metricId: string): Promise<number> {
  const rows = await server.db.selectFrom('telemetry_metrics').select('id').where('metric_id', '=', metricId).execute();
  return rows.length;
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  admin = await createTestUser(server.db, 'Admin');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  grower = await createTestUser(server.db, 'Grower');
  ({ id: diaryId } = await server.db.insertInto('diaries')
    .values({
      user_id: grower.id, name: 'Seen diary', add_date: '2026-01-01T00:00:00.000Z', update_date: '2026-01-01T00:00:00.000Z',
      type_room: null, type_watering: null, type_soil: null, cover_photo_id: null, cnt_views: 0, cnt_likes: 0, cnt_comments: 0, is_remove: 0, is_hidden: 0,
    })
    .returning('id').executeTakeFirstOrThrow());
});
afterAll(() => server.close());

describe('POST /api/telemetry/vitals', () => {
  it('stores a valid batch with its page and device', async () => {
    const res = await post('/api/telemetry/vitals', batch('b-1', [metric('FCP', 1200, 'v5-1-a'), metric('LCP', 4100, 'v5-1-b')]));
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ stored: 2 });
    const row = await server.db.selectFrom('telemetry_metrics').selectAll().where('metric_id', '=', 'v5-1-b').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'LCP', value: 4100, rating: 'poor', page_name: '/_default/diaries/$id/', page_params: '{"id":"1"}', batch_id: 'b-1', user_agent: BROWSER, hardware_concurrency: 4 });
  });

  it('counts a batch sent again once, also when its metrics come back in another batch', async () => {
    const sent = batch('b-2', [metric('TTFB', 300, 'v5-2-a'), metric('CLS', 0.05, 'v5-2-b')]);
    expect((await post('/api/telemetry/vitals', sent)).json()).toEqual({ stored: 2 });
    expect((await post('/api/telemetry/vitals', sent)).json()).toEqual({ stored: 0 });
    const regrouped = batch('b-3', [metric('CLS', 0.05, 'v5-2-b'), metric('CLS', 0.2, 'v5-2-b')]);
    // The same CLS reported again with a new value (the page was shown and hidden again) is a new report.
    expect((await post('/api/telemetry/vitals', regrouped)).json()).toEqual({ stored: 1 });
    expect(await storedCount('v5-2-a')).toBe(1);
    expect(await storedCount('v5-2-b')).toBe(2);
  });

  it('accepts a beacon: a text/plain body without auth headers', async () => {
    const res = await post('/api/telemetry/vitals', JSON.stringify(batch('b-4', [metric('INP', 240, 'v5-4-a')])), { headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(res.statusCode).toBe(202);
    expect(await storedCount('v5-4-a')).toBe(1);
  });

  it('keeps errors with their place in the code', async () => {
    const error = { ...metric('JS_ERROR', 0, 'err-1'), error_message: 'x is undefined', error_file: '/assets/app.js', error_line: 3, error_col: 14, error_stack: 'at f (app.js:3:14)' };
    expect((await post('/api/telemetry/vitals', batch('b-5', [error]))).json()).toEqual({ stored: 1 });
    const row = await server.db.selectFrom('telemetry_metrics').selectAll().where('metric_id', '=', 'err-1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ rating: 'poor', error_message: 'x is undefined', error_line: 3, error_col: 14 });
  });

  it.each([
    ['no session_info', { batch_id: 'x', metrics: [metric('FCP', 1, 'bad-1')] }, /session_info/],
    ['no metrics', batch('x', []), /metrics/],
    ['51 metrics', batch('x', Array.from({ length: 51 }, (_, i) => metric('FCP', 1, `bad-2-${i}`))), /metrics/],
    ['an unknown metric', batch('x', [metric('SPEED', 1, 'bad-3')]), /metrics\.0\.name/],
    ['a value that is not a number', batch('x', [{ ...metric('FCP', 1, 'bad-4'), value: '1' }]), /metrics\.0\.value/],
    ['a negative value', batch('x', [metric('FCP', -5, 'bad-5')]), /metrics\.0\.value/],
    ['a page path of 3000 characters', batch('x', [{ ...metric('FCP', 1, 'bad-6'), page_path: 'a'.repeat(3000) }]), /page_path/],
    ['text that is not JSON', '{"batch_id":', /JSON/],
  ])('answers 400 {error, message} for %s', async (_label, body, message) => {
    const res = await post('/api/telemetry/vitals', body, { headers: typeof body === 'string' ? { 'content-type': 'text/plain' } : {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(message) });
  });

  it('stores nothing for crawlers', async () => {
    const res = await post('/api/telemetry/vitals', batch('b-6', [metric('FCP', 900, 'bot-1')]), { headers: { 'user-agent': 'Googlebot/2.1' } });
    expect(res.json()).toEqual({ stored: 0 });
    expect(await storedCount('bot-1')).toBe(0);
  });

  it('limits writes per address', async () => {
    const address = freshAddress();
    const body = batch('b-7', [metric('FCP', 900, 'limit-1')]);
    for (let i = 0; i < TELEMETRY_WRITES_PER_MINUTE; i++) expect((await post('/api/telemetry/vitals', body, { address })).statusCode).toBe(202);
    const refused = await post('/api/telemetry/vitals', body, { address });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await post('/api/telemetry/vitals', body)).statusCode).toBe(202);
  });
});

describe('POST /api/impressions', () => {
  async function views() {
    return server.db.selectFrom('diaries').select(['cnt_views', 'view_seconds']).where('id', '=', diaryId).executeTakeFirstOrThrow();
  }

  it('raises a diary\'s views and seconds once per batch, whether the id comes as X-Rniq or in the body', async () => {
    const before = await views();
    const stat = [{ t: 'diary', i: diaryId, v: 2, s: 30 }, { t: 'diary', i: 999_999, v: 1, s: 5 }, { t: 'strain', i: 4, v: 1, s: 2 }];
    expect((await post('/api/impressions', { stat }, { headers: { 'x-rniq': 'imp-1' } })).json()).toEqual({ counted: true });
    expect((await post('/api/impressions', { stat }, { headers: { 'x-rniq': 'imp-1' } })).json()).toEqual({ counted: false });
    expect((await post('/api/impressions', { stat, batch_id: 'imp-1' })).json()).toEqual({ counted: false });
    expect(await views()).toEqual({ cnt_views: before.cnt_views + 2, view_seconds: before.view_seconds + 30 });

    expect((await post('/api/impressions', { stat: [{ t: 'diary', i: diaryId, v: 1, s: 4 }], batch_id: 'imp-2' })).json()).toEqual({ counted: true });
    expect(await views()).toEqual({ cnt_views: before.cnt_views + 3, view_seconds: before.view_seconds + 34 });
    const strain = await server.db.selectFrom('impression_totals').selectAll().where('type', '=', 'strain').executeTakeFirstOrThrow();
    expect(strain).toEqual({ type: 'strain', ref_id: 4, views: 1, seconds: 2 });
  });

  it.each([
    ['no batch id', { stat: [{ t: 'diary', i: 1, v: 1, s: 1 }] }, /batch_id/],
    ['an empty list', { stat: [], batch_id: 'e-1' }, /stat/],
    ['no views', { stat: [{ t: 'diary', i: 1, v: 0, s: 1 }], batch_id: 'e-2' }, /stat\.0\.v/],
    ['fractional seconds', { stat: [{ t: 'diary', i: 1, v: 1, s: 1.5 }], batch_id: 'e-3' }, /stat\.0\.s/],
    ['a type with capitals', { stat: [{ t: 'Diary', i: 1, v: 1, s: 1 }], batch_id: 'e-4' }, /stat\.0\.t/],
  ])('answers 400 {error, message} for %s', async (_label, body, message) => {
    const res = await post('/api/impressions', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'bad_request', message: expect.stringMatching(message) });
  });
});

describe('GET /api/telemetry/vitals/summary', () => {
  const get = (token?: string, query = '') => server.app.inject({ method: 'GET', url: `/api/telemetry/vitals/summary${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('gives admins the p75 of each vital per page and per day', async () => {
    const lcp = [900, 1500, 2200, 2600, 3000, 4200, 5000, 800];
    const metrics = lcp.map((value, i) => metric('LCP', value, `sum-${i}`, '/_default/summary-page'));
    expect((await post('/api/telemetry/vitals', batch('sum', [...metrics, metric('FCP', 1000, 'sum-f', '/_default/summary-page')]))).statusCode).toBe(202);
    const old = { ...metric('LCP', 99_000, 'sum-old', '/_default/summary-page'), timestamp: Date.now() - 10 * 24 * 3600 * 1000 };
    expect((await post('/api/telemetry/vitals', batch('sum-old', [old]))).statusCode).toBe(202);

    const res = await get(admin.token, '?days=7');
    expect(res.statusCode).toBe(200);
    const summary = vitalsSummarySchema.parse(res.json());
    const page = summary.pages.find((p) => p.page_name === '/_default/summary-page');
    // Sorted: 800 900 1500 2200 2600 3000 4200 5000; rank ceil(0.75 * 8) = 6 → 3000. The 10-day-old value is left out.
    expect(page?.metrics.LCP).toEqual({ p75: 3000, count: 8, rating: 'needs-improvement' });
    expect(page?.metrics.FCP).toEqual({ p75: 1000, count: 1, rating: 'good' });
    const today = new Date().toISOString().slice(0, 10);
    expect(summary.daily.find((d) => d.day === today)?.metrics.LCP?.count).toBeGreaterThanOrEqual(8);
  });

  it('refuses everyone else: 401 for guests, 403 for growers, 400 for a bad range', async () => {
    expect((await get()).statusCode).toBe(401);
    const forbidden = await get(grower.token);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'forbidden', message: expect.any(String) });
    expect((await get(admin.token, '?days=0')).statusCode).toBe(400);
    expect((await get(admin.token, '?days=91')).statusCode).toBe(400);
  });
});
