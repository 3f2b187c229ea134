// @vitest-environment node
// Ads: banners by section, views and clicks counted per banner, placement and day, signed statistics entries
// (forged, tampered, replayed and stale ones refused), bad bodies refused, and the statistics read for admins only.
import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAdStat, type AdStatFields } from '../../src/domain/ads/ad-signature';
import { adListSchema, adStatisticSchema, adStatKeySchema } from '../../src/domain/ads/ads';
import { utcDay } from '../services/ads';
import { createTestUser, startTestServer, type TestServer } from '../test-support';

const subtle = webcrypto.subtle as SubtleCrypto;
const GUEST = '0b7e3f5a-8c1d-4e2f-9a6b-1c2d3e4f5a6b';
let server: TestServer;
let banners: { header: number; box: number; targetedBox: number; cpm: number; button: number };
let admin: { id: number; token: string };
let grower: { id: number; token: string };
let nonceCount = 0;

const post = (url: string, payload: unknown) => server.app.inject({ method: 'POST', url, payload: payload as object });
const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers });

async function dayRow(bannerId: number, kind: string) {
  return server.db.selectFrom('ad_banner_days').select(['views', 'clicks'])
    .where('banner_id', '=', bannerId).where('kind', '=', kind).where('day', '=', utcDay(Date.now())).executeTakeFirst();
}

async function signingKey(guest = GUEST): Promise<string> {
  const res = await get('/api/adv/stat', undefined, { 'x-guest': guest });
  expect(res.statusCode, res.body).toBe(200);
  return adStatKeySchema.parse(res.json()).key;
}

const freshNonce = () => `nonce${String(++nonceCount).padStart(12, '0')}`;
const sign = (key: string, entry: AdStatFields, ts = Date.now(), nonce = freshNonce()) => signAdStat(subtle, key, entry, ts, nonce);

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  admin = await createTestUser(server.db, 'Operator');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  grower = await createTestUser(server.db, 'Grower');
  const brand = await server.db.insertInto('brands').values({ name: 'Ad Seeds', section: 'seed', category: null, link: '/seedbank/ad-seeds', avatar: null })
    .returning('id').executeTakeFirstOrThrow();
  const product = await server.db.insertInto('products').values({ brand_id: brand.id, name: 'Ad Kush', section: 'seed', category: null, link: '/strains/ad-kush', description: '' })
    .returning('id').executeTakeFirstOrThrow();
  const insert = async (values: { kind: 'header' | 'box' | 'cpm' | 'button'; sections?: string; enabled?: 0 | 1; product_id?: number; url?: string; image?: string | null }) =>
    (await server.db.insertInto('ad_banners').values({
      brand_id: brand.id, title: `A ${values.kind} ad`, image: 'ads/test', width: 600, height: 500, url: '/seedbank/ad-seeds', add_date: new Date().toISOString(), ...values,
    }).returning('id').executeTakeFirstOrThrow()).id;
  banners = {
    header: await insert({ kind: 'header' }),
    box: await insert({ kind: 'box' }),
    targetedBox: await insert({ kind: 'box', sections: '["diaries"]' }),
    cpm: await insert({ kind: 'cpm' }),
    button: await insert({ kind: 'button', image: null, product_id: product.id, url: '/strains/ad-kush?from=ad' }),
  };
  await insert({ kind: 'header', enabled: 0 });
});
afterAll(() => server.close());

describe('banner lists', () => {
  it('gives each section the enabled banners targeting it, none in ignored sections, and buttons only in the full list', async () => {
    const home = adListSchema.parse((await get('/api/adv?s=home')).json());
    expect(home.items_header.map((b) => b.id)).toEqual([banners.header]);
    expect(home.items_box.map((b) => b.id)).toEqual([banners.box]);
    expect(home.items_cpm.map((b) => b.id)).toEqual([banners.cpm]);
    expect(home.items_button).toBeUndefined();
    expect(home.ignore_sections).toContain('diaries-edit');
    expect(home.items_header[0]!.image).toMatchObject({ size_m: '/uploads/ads/test_m.jpg', width: 600, height: 500 });

    const diaries = adListSchema.parse((await get('/api/adv/fully?s=diaries')).json());
    expect(diaries.items_box.map((b) => b.id).sort()).toEqual([banners.box, banners.targetedBox].sort());
    expect(diaries.items_button?.map((b) => b.id)).toEqual([banners.button]);

    const crawler = adListSchema.parse((await get('/api/adv/fully?s=home', undefined, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).json());
    expect([...crawler.items_header, ...crawler.items_box, ...crawler.items_cpm, ...crawler.items_button ?? []]).toEqual([]);
    const editor = adListSchema.parse((await get('/api/adv?s=diaries-edit')).json());
    expect([...editor.items_header, ...editor.items_box, ...editor.items_cpm]).toEqual([]);
    expect((await get('/api/adv/header?s=home')).json()).toMatchObject({ items: [{ id: banners.header, kind: 'header' }] });
    expect((await get('/api/adv/box?s=diaries')).json().items).toHaveLength(2);
    const bad = await get('/api/adv?s=Not%20a%20section');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request', message: expect.stringContaining('s:') });
  });
});

describe('views and clicks', () => {
  it('adds views and clicks to the row of the banner, placement and day', async () => {
    for (const url of [`/api/adv/box/view/${banners.box}`, `/api/adv/box/view/${banners.box}`, `/api/adv/box/click/${banners.box}`, `/api/adv/sidebar/view/${banners.box}`]) {
      const res = await post(url, { section: 'home' });
      expect(res.statusCode, res.body).toBe(204);
    }
    expect(await dayRow(banners.box, 'box')).toEqual({ views: 2, clicks: 1 });
    expect(await dayRow(banners.box, 'sidebar')).toEqual({ views: 1, clicks: 0 });

    expect((await post('/api/adv/button/view', { url: '/strains/ad-kush?from=ad', product_id: (await server.db.selectFrom('ad_banners').select('product_id').where('id', '=', banners.button).executeTakeFirstOrThrow()).product_id })).statusCode).toBe(204);
    expect(await dayRow(banners.button, 'button')).toEqual({ views: 1, clicks: 0 });
  });

  it('refuses a banner outside its placement, unknown ones and bad bodies', async () => {
    const wrongPlace = await post(`/api/adv/header/view/${banners.box}`, { section: 'home' });
    expect(wrongPlace.statusCode).toBe(404);
    expect(wrongPlace.json()).toMatchObject({ error: 'not_found', message: expect.any(String) });
    expect((await post('/api/adv/box/view/999999', { section: 'home' })).statusCode).toBe(404);
    for (const [url, body] of [
      [`/api/adv/box/view/${banners.box}`, { section: 'Home Page!' }],
      [`/api/adv/banner/view/${banners.box}`, { section: 'home' }],
      [`/api/adv/box/look/${banners.box}`, { section: 'home' }],
      ['/api/adv/box/view/abc', { section: 'home' }],
      ['/api/adv/button/click', { url: '', product_id: 1 }],
      ['/api/adv/button/click', { url: '/x', product_id: 'one' }],
    ] as const) {
      const res = await post(url, body);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
    }
    expect((await post('/api/adv/button/click', { url: '/elsewhere', product_id: 1 })).statusCode).toBe(404);
  });
});

describe('signed statistics', () => {
  it('counts well-signed entries on their day and gives each guest its own key', async () => {
    const key = await signingKey();
    expect(await signingKey('1234567890abcdef1234567890abcdef')).not.toBe(key);
    expect((await get(`/api/adv/stat?guest=${GUEST}`)).json().key).toBe(key);
    const before = (await dayRow(banners.cpm, 'cpm')) ?? { views: 0, clicks: 0 };
    const items = [
      await sign(key, { i: banners.cpm, t: 'cpm', s: 'home', a: 'view' }),
      await sign(key, { i: banners.cpm, t: 'cpm', s: 'home', a: 'view' }),
      await sign(key, { i: banners.cpm, t: 'cpm', s: 'home', a: 'click' }),
    ];
    const res = await post('/api/adv/stat', { guest: GUEST, items });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ accepted: 3, skipped: [] });
    expect(await dayRow(banners.cpm, 'cpm')).toEqual({ views: before.views + 2, clicks: before.clicks + 1 });
  });

  it('refuses forged, tampered and wrongly keyed entries without counting anything', async () => {
    const key = await signingKey();
    const before = await dayRow(banners.header, 'header');
    const good = await sign(key, { i: banners.header, t: 'header', s: 'home', a: 'view' });
    const otherKey = await signingKey('ffffffffffffffffffffffffffffffff');
    const refused = [
      { ...good, i: banners.box, t: 'box' },
      { ...good, a: 'click' },
      await sign(otherKey, { i: banners.header, t: 'header', s: 'home', a: 'view' }),
      { ...good, h: 'made-up' },
    ];
    for (const entry of refused) {
      const res = await post('/api/adv/stat', { guest: GUEST, items: [await sign(key, { i: banners.header, t: 'header', s: 'home', a: 'view' }), entry] });
      expect(res.statusCode, JSON.stringify(entry)).toBe(403);
      expect(res.json()).toMatchObject({ error: 'bad_signature', message: expect.any(String) });
    }
    expect(await dayRow(banners.header, 'header')).toEqual(before);
  });

  it('refuses replayed and stale entries, and counts the new ones of a mixed batch', async () => {
    const key = await signingKey();
    const entry = await sign(key, { i: banners.header, t: 'header', s: 'home', a: 'click' });
    expect((await post('/api/adv/stat', { guest: GUEST, items: [entry] })).statusCode).toBe(200);
    const replay = await post('/api/adv/stat', { guest: GUEST, items: [entry] });
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toMatchObject({ error: 'replayed', message: expect.any(String) });
    const twice = await sign(key, { i: banners.header, t: 'header', s: 'home', a: 'click' });
    const mixed = await post('/api/adv/stat', { guest: GUEST, items: [entry, twice, twice] });
    expect(mixed.json()).toEqual({ accepted: 1, skipped: [{ index: 0, reason: 'replayed' }, { index: 2, reason: 'replayed' }] });

    const stale = await post('/api/adv/stat', { guest: GUEST, items: [await sign(key, { i: banners.header, t: 'header', s: 'home', a: 'view' }, Date.now() - 2 * 24 * 3600_000)] });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ error: 'expired' });
    const ahead = await post('/api/adv/stat', { guest: GUEST, items: [await sign(key, { i: banners.header, t: 'header', s: 'home', a: 'view' }, Date.now() + 3600_000)] });
    expect(ahead.json()).toMatchObject({ error: 'expired' });
    const wrongPlace = await post('/api/adv/stat', { guest: GUEST, items: [await sign(key, { i: banners.header, t: 'box', s: 'home', a: 'view' })] });
    expect(wrongPlace.json()).toMatchObject({ error: 'unknown_banner' });
  });

  it('refuses bad bodies and a missing guest with 400', async () => {
    const key = await signingKey();
    const entry = await sign(key, { i: banners.header, t: 'header', s: 'home', a: 'view' });
    for (const body of [{ items: [entry] }, { guest: 'short', items: [entry] }, { guest: GUEST, items: [] }, { guest: GUEST, items: [{ ...entry, a: 'hover' }] },
      { guest: GUEST, items: Array.from({ length: 101 }, () => entry) }]) {
      const res = await post('/api/adv/stat', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
    }
    const noGuest = await get('/api/adv/stat');
    expect(noGuest.statusCode).toBe(400);
    expect(noGuest.json().message).toMatch(/guest/);
  });
});

describe('banner statistics', () => {
  it('are read by admins only', async () => {
    expect((await get(`/api/adv/statistic?banner=${banners.box}`)).statusCode).toBe(401);
    const other = await get(`/api/adv/statistic?banner=${banners.box}`, grower.token);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: 'forbidden', message: expect.any(String) });
    const res = await get(`/api/adv/statistic?banner=${banners.box}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const stat = adStatisticSchema.parse(res.json());
    expect(stat.days).toEqual([
      { day: utcDay(Date.now()), kind: 'box', views: 2, clicks: 1 },
      { day: utcDay(Date.now()), kind: 'sidebar', views: 1, clicks: 0 },
    ]);
    expect(stat.total).toEqual({ views: 3, clicks: 1 });
    expect((await get(`/api/adv/statistic?banner=${banners.box}&from=2000-01-01&to=2000-01-02`, admin.token)).json().days).toEqual([]);
    expect((await get('/api/adv/statistic?banner=999999', admin.token)).statusCode).toBe(404);
  });
});

describe('limits', () => {
  it('refuses ad writes over the limit of an address with 429 and Retry-After', async () => {
    let res = await post(`/api/adv/cpm/view/${banners.cpm}`, { section: 'home' });
    for (let i = 0; i < 400 && res.statusCode !== 429; i++) res = await post(`/api/adv/cpm/view/${banners.cpm}`, { section: 'home' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ error: 'too_many_requests', message: expect.stringContaining('Too many ad reports') });
  });
});
