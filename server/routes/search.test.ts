// @vitest-environment node
// GET /api/search and /api/users/livesearch: what matches, in which order, what stays hidden, bad input and the limit;
// and that matching is answered from an index on both databases.
import { SqliteAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { livesearchAnswerSchema, searchAnswerSchema } from '../../src/domain/discovery/search';
import { textMatches, type SearchKind } from '../db/full-text';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;

const get = (url: string) => server.app.inject({ method: 'GET', url });
async function search(query: string, limit?: number) {
  const res = await get(`/api/search?query=${encodeURIComponent(query)}${limit ? `&limit=${limit}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return searchAnswerSchema.parse(res.json());
}
const names = (items: { name: string }[]) => items.map((item) => item.name);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET /api/search', () => {
  it('finds diaries, strains, products, brands and growers whose name contains the text, any case, each group capped', async () => {
    const answer = await search('KUSH', 3);
    expect(names(answer.items_strain).length).toBeGreaterThan(0);
    for (const group of [answer.items_diary, answer.items_strain, answer.items_product, answer.items_brand, answer.items_user]) {
      expect(group.length).toBeLessThanOrEqual(3);
    }
    expect(answer.items_strain.every((s) => /kush/i.test(s.name) || /kush/i.test(s.brand_name ?? ''))).toBe(true);
    expect(answer.items_diary.every((d) => /kush/i.test(d.name))).toBe(true);
    const seeds = await search('seeds', 20);
    expect(seeds.items_brand.length).toBeGreaterThan(0);
    expect(seeds.items_brand.every((b) => /seeds/i.test(b.name))).toBe(true);
  });

  it('leaves out removed diaries, and takes % and _ literally', async () => {
    const grower = await createTestUser(server.db, 'Searcher');
    const headers = { authorization: `Bearer ${grower.token}` };
    const kept = (await server.app.inject({ method: 'POST', url: '/api/diaries', headers: { ...headers, 'x-rniq': newTestKey() }, payload: { name: 'Zebra_100% kept' } })).json() as { id: number };
    const gone = (await server.app.inject({ method: 'POST', url: '/api/diaries', headers: { ...headers, 'x-rniq': newTestKey() }, payload: { name: 'Zebra gone' } })).json() as { id: number };
    await server.app.inject({ method: 'DELETE', url: `/api/diaries/${gone.id}`, headers: { ...headers, 'x-rniq': newTestKey() } });
    expect((await search('zebra', 20)).items_diary.map((d) => d.id)).toEqual([kept.id]);
    expect((await search('_100%', 20)).items_diary.map((d) => d.id)).toEqual([kept.id]);
    // As a wildcard "_" would match the a of Zebra.
    expect((await search('zebr_', 20)).items_diary).toEqual([]);
  });

  it('refuses a blank or too long text and a bad limit with 400', async () => {
    for (const query of ['query=', 'query=%20%20', `query=${'x'.repeat(81)}`, 'query=kush&limit=0', 'query=kush&limit=21', '']) {
      const res = await get(`/api/search?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
  });
});

describe('GET /api/search full text (SQLite FTS5)', () => {
  it('finds by the start or any part of a word, in any case, while typing', async () => {
    const strain = (await search('blueberry muffin', 20)).items_strain[0]!;
    expect(strain.name).toBe('Blueberry Muffin');
    for (const typed of ['BLUEB', 'blueberry m', 'Muff', 'berry', 'humboldt muf']) {
      expect((await search(typed, 20)).items_strain.map((s) => s.id), typed).toContain(strain.id);
    }
  });

  it('needs every word, in any order, short words included', async () => {
    expect((await search('muffin blue', 20)).items_strain.map((s) => s.name)).toEqual(['Blueberry Muffin']);
    expect((await search('blue zzzqqq', 20)).items_strain).toEqual([]);
    expect((await search('og zk', 20)).items_strain.map((s) => s.name)).toEqual(['Zkittlez OG']);
  });

  it('finds diaries by their week texts and follows renames, names first', async () => {
    const grower = await createTestUser(server.db, 'Texter');
    const headers = { authorization: `Bearer ${grower.token}` };
    const send = (method: 'POST' | 'PATCH', url: string, payload: object) =>
      server.app.inject({ method, url, headers: { ...headers, 'x-rniq': newTestKey() }, payload });
    const byText = (await send('POST', '/api/diaries', { name: 'Balcony run' })).json() as { id: number };
    await send('POST', `/api/diaries/${byText.id}/weeks`, { faza: 0, days: 7, text: 'Topped the quokkaberry plant today' });
    const byName = (await send('POST', '/api/diaries', { name: 'Quokkaberry diary' })).json() as { id: number };
    expect((await search('QUOKKA', 20)).items_diary.map((d) => d.id)).toEqual([byName.id, byText.id]);
    await send('PATCH', `/api/diaries/${byName.id}`, { name: 'Renamed diary' });
    expect((await search('quokka', 20)).items_diary.map((d) => d.id)).toEqual([byText.id]);
    expect((await search('renamed diary', 20)).items_diary.map((d) => d.id)).toEqual([byName.id]);
  });

  it('takes quotes, stars and other query syntax literally', async () => {
    for (const text of ['"', 'kush"', '*', 'ku*', 'AND', 'NOT kush', '(kush', 'name:kush', '%%%', "o'g"]) {
      const res = await get(`/api/search?query=${encodeURIComponent(text)}&limit=20`);
      expect(res.statusCode, text).toBe(200);
      const answer = searchAnswerSchema.parse(res.json());
      expect(answer.items_strain.every((s) => `${s.name} ${s.brand_name}`.toLowerCase().includes(text.toLowerCase().split(' ').at(-1)!)), text).toBe(true);
    }
  });
});

describe('GET /api/users/livesearch', () => {
  it('lists growers whose name contains the text, names starting with it first, without private fields', async () => {
    await createTestUser(server.db, 'Akushna');
    await createTestUser(server.db, 'Kushmaster');
    const res = await get('/api/users/livesearch?query=kush&limit=20');
    expect(res.statusCode).toBe(200);
    const { items } = livesearchAnswerSchema.parse(res.json());
    const found = names(items);
    expect(found.indexOf('Kushmaster')).toBeLessThan(found.indexOf('Akushna'));
    expect(found.every((name) => /kush/i.test(name))).toBe(true);
    expect(JSON.stringify(res.json())).not.toMatch(/email|password/);
  });

  it('answers 429 with Retry-After once one address searched too often', async () => {
    let last = await get('/api/users/livesearch?query=a');
    for (let i = 0; i < 130 && last.statusCode === 200; i++) last = await get('/api/users/livesearch?query=a');
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the search index', () => {
  it('answers a substring search from an index on either database: FTS5 on SQLite, trigram GIN (pg_trgm) on PostgreSQL', async () => {
    const plans = await server.db.transaction().execute(async (trx) => {
      const onPostgres = !(trx.getExecutor().adapter instanceof SqliteAdapter);
      // The demo tables are small enough for PostgreSQL to prefer reading them whole, or walking a primary key and filtering;
      // asked to do neither, it must have a text index to use.
      if (onPostgres) await sql`set local enable_seqscan = off; set local enable_indexscan = off`.execute(trx);
      const explain = onPostgres ? sql`explain` : sql`explain query plan`;
      const planOf = async (kind: SearchKind) => JSON.stringify((await sql`${explain} select id from ${textMatches(trx, kind, 'kush')} as s`.execute(trx)).rows);
      return { onPostgres, diary: await planOf('diary'), product: await planOf('product'), user: await planOf('user') };
    });
    const index = plans.onPostgres ? /Bitmap Index Scan on \w+_trgm/ : /VIRTUAL TABLE INDEX/;
    expect(plans.diary).toMatch(index);
    expect(plans.product).toMatch(index);
    expect(plans.user).toMatch(index);
  });
});
