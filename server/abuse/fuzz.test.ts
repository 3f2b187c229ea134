// @vitest-environment node
// A fuzz pass over every route of the route table, as a guest and as a signed-in grower: malformed JSON, wrong
// types, huge strings, unicode, negative and huge numbers, path traversal in ids and in query values. No answer may
// be a 5xx, and no body may carry a stack trace. Prints its figures (routes tried, requests, 5xx).
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

/** Routes that stream without end for a signed-in grower (tried as a guest only). */
const STREAMING = new Set(['GET /api/live']);
/** Values put in every path parameter. */
const PARAM_VALUES = ['1', '0', '-1', '99999999999999999999', '1.5', 'abc', '..%2F..%2Fetc%2Fpasswd', '%00', '%F0%9F%8C%B1', `${'9'.repeat(90)}`];
/** Query strings added to every route. */
const QUERIES = ['', '?start=-1&limit=1e9&sort=%3Cscript%3E', '?id=abc&type=..%2F..&page=NaN&query=%00%F0%9F%8C%B1', `?search=${'x'.repeat(5000)}`];
/** Bodies for every route that takes one: each a payload and its content type. */
const HUGE = 'ẞ'.repeat(300_000);
const BODIES: { payload: string; type: string }[] = [
  { payload: '{"text": "unterminated', type: 'application/json' },
  { payload: '[1, 2, 3]', type: 'application/json' },
  { payload: '"just a string"', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: JSON.stringify({ text: 12, name: ['x'], id: -1, user_id: 'me', limit: 1e308, start: -5, items: {}, reason: null, is_ban: 'yes' }), type: 'application/json' },
  { payload: JSON.stringify({ text: HUGE, name: HUGE, title: HUGE, email: `${HUGE}@x.y`, password: HUGE }), type: 'application/json' },
  { payload: JSON.stringify({ text: '<img src=x onerror=alert(1)> 🌱 \u202e\u0000', name: '../../etc/passwd', id: 1, __proto__: { admin: true } }), type: 'application/json' },
  { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="../../a.jpg"\r\n\r\nGIF89a<script>\r\n--x--', type: 'multipart/form-data; boundary=x' },
];

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ limitScale: 100 });
  await server.app.ready();
}, 120_000);
afterAll(() => server.close());

/** The route's address with each `:param` (and a `*` splat) replaced by `value`. */
const fill = (url: string, value: string) => url.replace(/:[A-Za-z_]+/g, value).replace(/\*$/, value);

describe('fuzz', () => {
  it('refuses a NUL character in an address or a JSON body with 400, on SQLite as on PostgreSQL (which cannot store one)', async () => {
    const grower = await createTestUser(server.db, 'NulWriter');
    const search = await server.app.inject({ method: 'GET', url: '/api/search?query=kush%00' });
    expect([search.statusCode, search.json().error]).toEqual([400, 'bad_request']);
    const diary = await server.app.inject({
      method: 'POST', url: '/api/diaries', payload: JSON.stringify({ name: 'Grow\u0000 one' }),
      headers: { authorization: `Bearer ${grower.token}`, 'x-rniq': newTestKey(), 'content-type': 'application/json' },
    });
    expect([diary.statusCode, diary.json().error]).toEqual([400, 'bad_request']);
  });

  it('answers every route with anything but a 5xx or a stack trace, as a guest and as a grower', async () => {
    const grower = await createTestUser(server.db, 'Fuzzer');
    const routes = server.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
    const failures: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
      const key = `${route.method} ${route.url}`;
      for (const signedIn of [false, true]) {
        if (signedIn && STREAMING.has(key)) continue;
        const headers: Record<string, string> = signedIn ? { authorization: `Bearer ${grower.token}` } : {};
        const attempts: InjectOptions[] = [];
        for (const value of PARAM_VALUES) attempts.push({ url: fill(route.url, value) });
        for (const query of QUERIES) attempts.push({ url: `${fill(route.url, '1')}${query}` });
        if (withBody) {
          for (const body of BODIES) attempts.push({ url: fill(route.url, '1'), payload: body.payload, headers: { 'content-type': body.type } });
        }
        for (const attempt of attempts) {
          const res = await server.app.inject({
            ...attempt, method: route.method as InjectOptions['method'],
            headers: { ...headers, ...(withBody ? { 'x-rniq': newTestKey() } : {}), ...attempt.headers },
          });
          requests++;
          if (res.statusCode >= 500 || /\n\s+at .+:\d+:\d+/.test(res.body)) {
            failures.push(`${key} ${signedIn ? 'grower' : 'guest'} ${attempt.url} ${String(attempt.payload ?? '').slice(0, 60)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    console.log(`fuzz: ${routes.length} API routes, ${requests} requests, ${failures.length} answered 5xx or a stack trace`);
    expect(failures).toEqual([]);
  }, 600_000);
});
