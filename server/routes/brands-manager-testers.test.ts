// @vitest-environment node
// A brand's testers and subscription in the brand manager area: only the brand's managers (and admins) reach them
// through every id; adding and removing testers is logged (who, by whom, when) and adding twice changes nothing; a
// replayed write is applied once; the plan's testers limit answers 409; each tester's diaries logging the brand's
// products are listed; the subscription and welcome answers follow the brand's real state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSubscriptionSchema, brandWelcomeSchema } from '../../src/domain/brand-manager/subscription';
import { PLAN_LIMITS } from '../../src/domain/brand-manager/subscription-plans';
import { brandTestersSchema } from '../../src/domain/brand-manager/tester';
import { createTestUser, injectAs, newTestKey, startTestServer, type TestCaller, type TestServer } from '../test-support';

let server: TestServer;
let manager: TestCaller;
let otherManager: TestCaller;
let grower: TestCaller;
let admin: TestCaller;
let tester: TestCaller;
let mine: number;
let theirs: number;
let product: number;

const call = (method: 'GET' | 'POST', url: string, who: TestCaller | null, body?: object, key = newTestKey()) =>
  injectAs(server.app, method, url, who, body, key);
const logRows = (brand: number) => server.db.selectFrom('brand_tester_log').select(['user_id', 'action', 'by_user_id'])
  .where('brand_id', '=', brand).orderBy('id').execute();
const testersOf = async (brand: number, who: TestCaller = manager) =>
  brandTestersSchema.parse((await call('GET', `/api/brands-manager/testers?brand_id=${brand}`, who)).json());
const subscription = async (brand: number) =>
  brandSubscriptionSchema.parse((await call('GET', `/api/brands-manager/subscription?brand_id=${brand}`, manager)).json());
const used = async (brand: number, resource: string) => (await subscription(brand)).items.find((item) => item.resource === resource)!.used;

beforeAll(async () => {
  server = await startTestServer({ seed: false, limitScale: 100 });
  manager = await createTestUser(server.db, 'TesterBoss');
  otherManager = await createTestUser(server.db, 'RivalBoss');
  grower = await createTestUser(server.db, 'PlainGrower');
  admin = await createTestUser(server.db, 'TesterAdmin');
  tester = await createTestUser(server.db, 'Testy McGrow');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  const brand = async (name: string) => (await server.db.insertInto('brands')
    .values({ name, section: 'nutrient', category: null, link: `/nutrients/${name}`, avatar: null }).returning('id').executeTakeFirstOrThrow()).id;
  mine = await brand('Tester Nutrients');
  theirs = await brand('Rival Tester Nutrients');
  product = (await server.db.insertInto('products')
    .values({ brand_id: mine, name: 'Tester Bloom', section: 'nutrient', category: null, link: '/x', description: '' }).returning('id').executeTakeFirstOrThrow()).id;
  const at = '2026-01-01T00:00:00.000Z';
  await server.db.insertInto('brand_managers').values([
    { brand_id: mine, user_id: manager.id, added_by: null, add_date: at },
    { brand_id: theirs, user_id: otherManager.id, added_by: null, add_date: at },
  ]).execute();
  // The tester's diaries: one logs the brand's product as a diary item, one in a week's nutrients, one logs nothing of it.
  const diary = async (name: string) => (await server.db.insertInto('diaries').values({
    user_id: tester.id, name, add_date: at, update_date: at, type_room: null, type_watering: null, type_soil: null, cover_photo_id: null,
    cnt_views: 0, cnt_likes: 0, cnt_comments: 0, is_remove: 0, is_hidden: 0,
  }).returning('id').executeTakeFirstOrThrow()).id;
  const itemDiary = await diary('Bloom in coco');
  await server.db.insertInto('diary_items').values({ diary_id: itemDiary, product_id: product, kind: 'nutrient' }).execute();
  const weekDiary = await diary('Fed weekly');
  const { id: week } = await server.db.insertInto('weeks').values({
    diary_id: weekDiary, position: 1, faza: 1, days: 7, text: '', props: '{}', add_date: at, update_date: at, cnt_likes: 0, cnt_comments: 0, is_remove: 0, is_video: 0,
  }).returning('id').executeTakeFirstOrThrow();
  await server.db.insertInto('week_nutrients').values({ week_id: week, product_id: product, val: 2 }).execute();
  await diary('Something else');
  await call('POST', `/api/brands-manager/testers/add_tester?brand_id=${theirs}`, otherManager, { user_id: grower.id });
});
afterAll(() => server.close());

describe('who reaches a brand\'s testers and subscription', () => {
  it('refuses guests (401), growers, testers and the manager of another brand (403) on every call, and changes nothing', async () => {
    const before = await logRows(theirs);
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', `/api/brands-manager/testers?brand_id=${theirs}`],
      ['GET', `/api/brands-manager/testers/search?brand_id=${theirs}&query=Testy`],
      ['POST', `/api/brands-manager/testers/add_tester?brand_id=${theirs}`, { user_id: tester.id }],
      ['POST', `/api/brands-manager/testers/remove_tester?brand_id=${theirs}`, { user_id: grower.id }],
      ['GET', `/api/brands-manager/subscription?brand_id=${theirs}`],
      ['GET', `/api/brands-manager/welcome?brand_id=${theirs}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await call(method, url, tester, payload)).statusCode, `${method} ${url} grower`).toBe(403);
      expect((await call(method, url, grower, payload)).statusCode, `${method} ${url} tester of the brand`).toBe(403);
      expect((await call(method, url, manager, payload)).statusCode, `${method} ${url} other manager`).toBe(403);
    }
    expect((await call('GET', '/api/brands-manager/testers?brand_id=999999', manager)).statusCode).toBe(403);
    expect((await call('GET', '/api/brands-manager/testers?brand_id=999999', admin)).statusCode).toBe(404);
    expect(await logRows(theirs)).toEqual(before);
  });

  it('lets an admin read and change another brand\'s testers, logged under the admin', async () => {
    expect((await testersOf(theirs, admin)).items.map((t) => t.item_user.id)).toEqual([grower.id]);
    expect((await call('POST', `/api/brands-manager/testers/remove_tester?brand_id=${theirs}`, admin, { user_id: grower.id })).statusCode).toBe(200);
    expect((await logRows(theirs)).at(-1)).toEqual({ user_id: grower.id, action: 'remove', by_user_id: admin.id });
  });
});

describe('a manager keeps the brand\'s testers', () => {
  it('finds growers by name who are not testers yet, and refuses a short query with a 400 naming the field', async () => {
    const found = (await call('GET', `/api/brands-manager/testers/search?brand_id=${mine}&query=testy`, manager)).json() as { items: { id: number }[] };
    expect(found.items.map((u) => u.id)).toEqual([tester.id]);
    const short = await call('GET', `/api/brands-manager/testers/search?brand_id=${mine}&query=t`, manager);
    expect(short.statusCode).toBe(400);
    expect((short.json() as { message: string }).message).toMatch(/^query:/);
  });

  it('adds a tester once (a replay and a second add change nothing), logged with who and when, with their diaries of the brand', async () => {
    const key = newTestKey();
    const first = await call('POST', `/api/brands-manager/testers/add_tester?brand_id=${mine}`, manager, { user_id: tester.id }, key);
    expect(first.statusCode).toBe(200);
    const replay = await call('POST', `/api/brands-manager/testers/add_tester?brand_id=${mine}`, manager, { user_id: tester.id }, key);
    expect(replay.json()).toEqual(first.json());
    expect((await call('POST', `/api/brands-manager/testers/add_tester?brand_id=${mine}`, manager, { user_id: tester.id })).statusCode).toBe(200);
    expect(await logRows(mine)).toEqual([{ user_id: tester.id, action: 'add', by_user_id: manager.id }]);
    const { items, items_log } = await testersOf(mine);
    expect(items).toHaveLength(1);
    expect(items[0]!.added_by?.id).toBe(manager.id);
    expect(items[0]!.items_diary.map((d) => [d.name, d.products])).toEqual(
      expect.arrayContaining([['Bloom in coco', ['Tester Bloom']], ['Fed weekly', ['Tester Bloom']]]));
    expect(items[0]!.items_diary).toHaveLength(2);
    expect(items_log.map((entry) => [entry.item_user.id, entry.action, entry.by?.id])).toEqual([[tester.id, 'add', manager.id]]);
    expect((await call('GET', `/api/brands-manager/testers/search?brand_id=${mine}&query=testy`, manager)).json()).toEqual({ items: [] });
    expect(await used(mine, 'testers')).toBe(1);
  });

  it('removes a tester (logged), and answers 404 for a grower who is not one and 400 for a bad id', async () => {
    const removed = await call('POST', `/api/brands-manager/testers/remove_tester?brand_id=${mine}`, manager, { user_id: tester.id });
    expect(removed.statusCode).toBe(200);
    expect(brandTestersSchema.parse(removed.json()).items).toEqual([]);
    expect((await logRows(mine)).at(-1)).toEqual({ user_id: tester.id, action: 'remove', by_user_id: manager.id });
    expect((await call('POST', `/api/brands-manager/testers/remove_tester?brand_id=${mine}`, manager, { user_id: tester.id })).statusCode).toBe(404);
    expect((await call('POST', `/api/brands-manager/testers/add_tester?brand_id=${mine}`, manager, { user_id: 99999999 })).statusCode).toBe(404);
    const bad = await call('POST', `/api/brands-manager/testers/add_tester?brand_id=${mine}`, manager, { user_id: 'x' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toMatch(/^user_id:/);
  });

  it('refuses a tester past the plan\'s limit with a 409 naming it, and allows more on a bigger plan', async () => {
    const limit = PLAN_LIMITS.free.testers;
    const growers = await Promise.all(Array.from({ length: limit + 1 }, (_, i) => createTestUser(server.db, `Limit${i}`)));
    for (const g of growers.slice(0, limit)) {
      expect((await call('POST', `/api/brands-manager/testers/add_tester?brand_id=${mine}`, manager, { user_id: g.id })).statusCode).toBe(200);
    }
    const over = await call('POST', `/api/brands-manager/testers/add_tester?brand_id=${mine}`, manager, { user_id: growers[limit]!.id });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: 'plan_limit', message: `The free plan allows ${limit} testers: that limit is reached.` });
    expect(await used(mine, 'testers')).toBe(limit);
    await server.db.insertInto('brand_plans').values({ brand_id: mine, plan: 'partner', since: '2026-02-01T00:00:00.000Z' }).execute();
    expect((await call('POST', `/api/brands-manager/testers/add_tester?brand_id=${mine}`, manager, { user_id: growers[limit]!.id })).statusCode).toBe(200);
    const plan = await subscription(mine);
    expect(plan.plan).toBe('partner');
    expect(plan.since).toBe('2026-02-01T00:00:00.000Z');
    expect(plan.items).toEqual([
      { resource: 'products', limit: PLAN_LIMITS.partner.products, used: 1 },
      { resource: 'banners', limit: PLAN_LIMITS.partner.banners, used: 0 },
      { resource: 'newsletters', limit: PLAN_LIMITS.partner.newsletters, used: 0 },
      { resource: 'testers', limit: PLAN_LIMITS.partner.testers, used: limit + 1 },
    ]);
  });
});

describe('the welcome checklist', () => {
  it('follows the brand\'s real state', async () => {
    const steps = async (brand: number) => Object.fromEntries(brandWelcomeSchema.parse((await call('GET', `/api/brands-manager/welcome?brand_id=${brand}`, admin)).json())
      .items.map((item) => [item.step, item.done]));
    expect(await steps(theirs)).toEqual({ logo: false, description: false, products: false, scheme: false, banner: false, tester: false, newsletter: false });
    await server.db.updateTable('brands').set({ description: 'We feed plants.', avatar: 'brands/logo' }).where('id', '=', mine).execute();
    expect(await steps(mine)).toEqual({ logo: true, description: true, products: true, scheme: false, banner: false, tester: true, newsletter: false });
  });
});

describe('the plan\'s limits where products and banners are made', () => {
  it('refuses a product and a banner past the free plan with a 409 naming the limit, and makes nothing', async () => {
    const { products, banners } = PLAN_LIMITS.free;
    await server.db.insertInto('products').values(Array.from({ length: products }, (_, i) =>
      ({ brand_id: theirs, name: `Rival ${i}`, section: 'nutrient' as const, category: null, link: '/x', description: '' }))).execute();
    const product = await call('POST', `/api/brands-manager/products/edit/0?brand_id=${theirs}`, otherManager, { name: 'One more', description: '', tmp_id: 'one-more' });
    expect(product.statusCode).toBe(409);
    expect(product.json()).toEqual({ error: 'plan_limit', message: `The free plan allows ${products} products: that limit is reached.` });
    await server.db.insertInto('ad_banners').values(Array.from({ length: banners }, (_, i) => ({
      brand_id: theirs, kind: 'box' as const, title: `Box ${i}`, image: null, url: 'https://shop.example', product_id: null, add_date: '2026-01-01T00:00:00.000Z',
      start_date: null, end_date: null, update_date: null,
    }))).execute();
    const banner = await call('POST', `/api/brands-manager/banners/box/0/edit?brand_id=${theirs}`, otherManager, {
      title: 'One more', text: '', image_id: 'photos/none', url: 'https://shop.example', sections: [], start_date: null, end_date: null, weight: 1, enabled: true,
    });
    expect(banner.statusCode).toBe(409);
    expect((banner.json() as { message: string }).message).toBe(`The free plan allows ${banners} banners: that limit is reached.`);
    const counts = await server.db.selectFrom('products').select((eb) => eb.fn.countAll<number>().as('n')).where('brand_id', '=', theirs).executeTakeFirstOrThrow();
    expect(Number(counts.n)).toBe(products);
  });
});
