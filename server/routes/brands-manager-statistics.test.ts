// @vitest-environment node
// A brand's statistics: the day rows follow real writes (reviews written, rewritten and removed, follows and
// unfollows, new weeks logging the brand's products, product page views once per viewer and day, its banners' views
// and clicks), a replayed write counts once, banner days are summed per day, the previous period is compared, bad periods are 400s naming the field,
// and nobody but the brand's managers and admins reads them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandStatisticsSchema, type BrandStatistics } from '../../src/domain/brand-manager/statistic';
import { addDays, dayOf } from '../../src/domain/brand-manager/statistic-days';
import { recordAdEvent } from '../services/ads';
import { purgeProductViewMarks } from '../services/brand-statistics';
import { createTestUser, injectAs, newTestKey, startTestServer, type TestCaller, type TestServer } from '../test-support';

let server: TestServer;
let manager: TestCaller;
let otherManager: TestCaller;
let grower: TestCaller;
let secondGrower: TestCaller;
let admin: TestCaller;
let mine: number;
let theirs: number;
let feed: number;
let seed: number;
let rivalFeed: number;
const today = dayOf(Date.now());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestCaller | null, body?: object, key = newTestKey()) =>
  injectAs(server.app, method, url, who, body, key);
const statsUrl = (brand: number, from = today, to = today) => `/api/brands-manager/statistics?brand_id=${brand}&from=${from}&to=${to}`;
async function stats(brand = mine, from = today, to = today, who = manager): Promise<BrandStatistics> {
  const answer = await call('GET', statsUrl(brand, from, to), who);
  expect(answer.statusCode, answer.body).toBe(200);
  return brandStatisticsSchema.parse(answer.json());
}
const todayOf = async (brand = mine) => (await stats(brand, today, today, brand === mine ? manager : admin)).days[0]!;
const view = (product: number, headers: Record<string, string>) =>
  server.app.inject({ method: 'POST', url: `/api/products/${product}/view`, headers });
const guestA = 'guest-aaaaaaaaaaaaaaaa';
const guestB = 'guest-bbbbbbbbbbbbbbbb';

beforeAll(async () => {
  server = await startTestServer({ seed: false, limitScale: 100 });
  manager = await createTestUser(server.db, 'StatsBoss');
  otherManager = await createTestUser(server.db, 'RivalStats');
  grower = await createTestUser(server.db, 'StatsGrower');
  secondGrower = await createTestUser(server.db, 'StatsGrower2');
  admin = await createTestUser(server.db, 'StatsAdmin');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  const brand = async (name: string, section: 'seed' | 'nutrient') => (await server.db.insertInto('brands')
    .values({ name, section, category: null, link: `/b/${name}`, avatar: null }).returning('id').executeTakeFirstOrThrow()).id;
  mine = await brand('Stats Nutrients', 'nutrient');
  theirs = await brand('Rival Stats', 'nutrient');
  const product = async (brand_id: number, name: string, section: 'seed' | 'nutrient') => (await server.db.insertInto('products')
    .values({ brand_id, name, section, category: null, link: `/p/${name}`, description: '' }).returning('id').executeTakeFirstOrThrow()).id;
  feed = await product(mine, 'Stats Grow', 'nutrient');
  seed = await product(mine, 'Stats Kush', 'seed');
  rivalFeed = await product(theirs, 'Rival Grow', 'nutrient');
  const at = '2026-01-01T00:00:00.000Z';
  await server.db.insertInto('brand_managers').values([
    { brand_id: mine, user_id: manager.id, added_by: null, add_date: at },
    { brand_id: theirs, user_id: otherManager.id, added_by: null, add_date: at },
  ]).execute();
});
afterAll(() => server.close());

describe('figures counted by real writes', () => {
  it('counts a review on the day it was written with its current rating; a rewrite moves the rating, a removal takes it back; a replay counts once', async () => {
    const key = newTestKey();
    expect((await call('PUT', `/api/products/${feed}/review`, grower, { n_general: 8, text: 'Strong' }, key)).statusCode).toBe(200);
    expect((await call('PUT', `/api/products/${feed}/review`, grower, { n_general: 8, text: 'Strong' }, key)).statusCode).toBe(200);
    expect(await todayOf()).toMatchObject({ reviews: 1, rating_sum: 8 });
    await call('PUT', `/api/products/${feed}/review`, grower, { n_general: 6, text: 'Less so' });
    await call('PUT', `/api/products/${seed}/review`, secondGrower, { n_general: 9, text: 'Great strain' });
    await call('PUT', `/api/products/${rivalFeed}/review`, secondGrower, { n_general: 1, text: 'Not theirs' });
    const both = await stats();
    expect(both.days[0]).toMatchObject({ reviews: 2, rating_sum: 15 });
    expect(both.totals.rating).toBe(7.5);
    expect((await call('DELETE', `/api/products/${feed}/review`, grower)).statusCode).toBe(204);
    expect(await todayOf()).toMatchObject({ reviews: 1, rating_sum: 9 });
    expect(await todayOf(theirs)).toMatchObject({ reviews: 1, rating_sum: 1 });
  });

  it('counts a follow of the brand once, and an unfollow as a loss (never a second time)', async () => {
    await call('POST', `/api/follows/brand/${mine}`, grower);
    await call('POST', `/api/follows/brand/${mine}`, grower);
    await call('POST', `/api/follows/brand/${mine}`, secondGrower);
    await call('POST', `/api/follows/product/${feed}`, grower);
    expect(await todayOf()).toMatchObject({ followers_gained: 2, followers_lost: 0 });
    await call('DELETE', `/api/follows/brand/${mine}`, secondGrower);
    await call('DELETE', `/api/follows/brand/${mine}`, secondGrower);
    const answer = await stats();
    expect(answer.days[0]).toMatchObject({ followers_gained: 2, followers_lost: 1 });
    expect(answer.totals.followers_net).toBe(1);
    expect(answer.followers).toBe(1);
  });

  it('counts a new week once per brand whose products it or its diary logs; an edited week adds nothing', async () => {
    const diary = (await call('POST', '/api/diaries', grower, { name: 'Stats grow', items_seed: [{ id: seed }] })).json<{ id: number }>().id;
    const plain = (await call('POST', '/api/diaries', secondGrower, { name: 'Other grow' })).json<{ id: number }>().id;
    const before = (await todayOf()).weeks;
    const week = await call('POST', `/api/diaries/${diary}/weeks`, grower, { faza: 0, days: 7, items_nutrient: [{ id: feed, val: 2 }] });
    expect(week.statusCode, week.body).toBe(201);
    await call('POST', `/api/diaries/${plain}/weeks`, secondGrower, { faza: 0, days: 7, items_nutrient: [{ id: rivalFeed, val: 1 }] });
    await call('POST', `/api/diaries/${plain}/weeks`, secondGrower, { faza: 0, days: 7, items_nutrient: [{ id: feed, val: 1 }] });
    await call('PUT', `/api/diaries/${diary}/weeks/${week.json<{ id: number }>().id}`, grower, { faza: 0, days: 7, items_nutrient: [{ id: feed, val: 3 }] });
    expect((await todayOf()).weeks).toBe(before + 2);
    expect((await todayOf(theirs)).weeks).toBe(1);
  });

  it('counts a product page view once per viewer and day; crawlers and products outside the catalogue do not count', async () => {
    const counted = async (headers: Record<string, string>) => (await view(feed, headers)).json<{ counted: boolean }>().counted;
    expect(await counted({ 'x-guest': guestA })).toBe(true);
    expect(await counted({ 'x-guest': guestA })).toBe(false);
    expect(await counted({ 'x-guest': guestB })).toBe(true);
    expect(await counted({ authorization: `Bearer ${grower.token}`, 'x-guest': guestA })).toBe(true);
    expect(await counted({ 'x-guest': 'guest-cccccccccccccccc', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })).toBe(false);
    expect((await view(seed, { 'x-guest': guestA })).json()).toEqual({ counted: true });
    expect((await todayOf()).product_views).toBe(4);
    expect((await view(999_999, { 'x-guest': guestA })).statusCode).toBe(404);
    expect((await view(feed, {})).json()).toMatchObject({ error: expect.any(String), message: expect.stringContaining('X-Guest') });
  });

  it('adds the brand\'s banners\' views and clicks as the ads count them, in any placement', async () => {
    const { id } = await server.db.insertInto('ad_banners').values({
      brand_id: mine, kind: 'box', title: 'Counted', url: 'https://example.test', add_date: '2026-01-01T00:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow();
    for (const [placement, action] of [['box', 'view'], ['box', 'view'], ['sidebar', 'view'], ['box', 'click'], ['cpm', 'view']] as const) {
      await recordAdEvent(server.db, id, placement, action);
    }
    expect(await todayOf()).toMatchObject({ banner_views: 3, banner_clicks: 1 });
    expect(await todayOf(theirs)).toMatchObject({ banner_views: 0, banner_clicks: 0 });
  });

  it('forgets the viewers of days before yesterday, and only those', async () => {
    await server.db.insertInto('product_view_marks').values([
      { product_id: feed, viewer: 'g:old', day: addDays(today, -2) },
      { product_id: feed, viewer: 'g:yesterday', day: addDays(today, -1) },
    ]).execute();
    await purgeProductViewMarks(server.db);
    const left = await server.db.selectFrom('product_view_marks').select('viewer').where('product_id', '=', feed).execute();
    expect(left.map((r) => r.viewer).sort()).toEqual(['g:guest-aaaaaaaaaaaaaaaa', 'g:guest-bbbbbbbbbbbbbbbb', 'g:yesterday', `u:${grower.id}`]);
  });
});

describe('a period', () => {
  beforeAll(async () => {
    const banner = async (brand_id: number) => (await server.db.insertInto('ad_banners').values({
      brand_id, kind: 'box', title: 'Banner', url: 'https://example.test', add_date: '2026-01-01T00:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow()).id;
    const [a, b, rival] = [await banner(mine), await banner(mine), await banner(theirs)];
    await server.db.insertInto('ad_banner_days').values([
      { banner_id: a, kind: 'box', day: '2026-03-01', views: 100, clicks: 3 },
      { banner_id: a, kind: 'sidebar', day: '2026-03-01', views: 50, clicks: 1 },
      { banner_id: b, kind: 'box', day: '2026-03-03', views: 40, clicks: 4 },
      { banner_id: a, kind: 'box', day: '2026-02-27', views: 10, clicks: 0 },
      { banner_id: rival, kind: 'box', day: '2026-03-01', views: 999, clicks: 99 },
    ]).execute();
    await server.db.insertInto('brand_stat_days').values([
      { brand_id: mine, day: '2026-03-02', product_views: 7, weeks: 0, reviews: 2, rating_sum: 17, followers_gained: 0, followers_lost: 0 },
      { brand_id: mine, day: '2026-02-26', product_views: 3, weeks: 0, reviews: 0, rating_sum: 0, followers_gained: 0, followers_lost: 0 },
    ]).execute();
  });

  it('answers every day with the brand\'s banners summed over placements, the totals and those of the period before', async () => {
    const answer = await stats(mine, '2026-03-01', '2026-03-03');
    expect(answer.days.map((d) => [d.day, d.banner_views, d.banner_clicks, d.product_views])).toEqual([
      ['2026-03-01', 150, 4, 0], ['2026-03-02', 0, 0, 7], ['2026-03-03', 40, 4, 0],
    ]);
    expect(answer.totals).toMatchObject({ banner_views: 190, banner_clicks: 8, ctr: 4.21, product_views: 7, reviews: 2, rating: 8.5 });
    expect(answer.previous).toMatchObject({ banner_views: 10, product_views: 3, reviews: 0, rating: null });
  });

  it('refuses a bad period with a 400 naming the field', async () => {
    const bad = async (query: string, field: string) => {
      const answer = await call('GET', `/api/brands-manager/statistics?${query}`, manager);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json<{ message: string }>().message, query).toContain(field);
    };
    await bad(`brand_id=${mine}&from=2026-03-05&to=2026-03-01`, 'to');
    await bad(`brand_id=${mine}&from=2026-02-30&to=2026-03-01`, 'from');
    await bad(`brand_id=${mine}&from=2025-01-01&to=2026-01-02`, 'to');
    await bad(`brand_id=${mine}&from=${today}&to=${addDays(today, 3)}`, 'to');
    await bad(`brand_id=${mine}&to=${today}`, 'from');
    await bad(`from=${today}&to=${today}`, 'brand_id');
    expect((await stats(mine, addDays(today, -365), today)).days).toHaveLength(366);
  });
});

describe('who reads a brand\'s statistics', () => {
  it('refuses guests (401), growers and the manager of another brand (403), whatever the brand id; admins read any', async () => {
    expect((await call('GET', statsUrl(mine), null)).statusCode).toBe(401);
    expect((await call('GET', statsUrl(mine), grower)).statusCode).toBe(403);
    expect((await call('GET', statsUrl(mine), otherManager)).statusCode).toBe(403);
    expect((await call('GET', statsUrl(999_999), manager)).statusCode).toBe(403);
    expect((await call('GET', statsUrl(999_999), admin)).statusCode).toBe(404);
    expect((await stats(mine, today, today, admin)).brand_id).toBe(mine);
  });
});
