// @vitest-environment node
// A brand's nutrient schemes in the brand manager area: only the brand's managers (and admins) reach them through
// every id; a scheme lists only the brand's own products; bad input is a 400 naming the field; a replayed write is
// applied once; and the public nutrient page and the catalogue's version follow each change at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSchemeSchema, brandSchemesPageSchema, type BrandSchemeBody } from '../../src/domain/brand-manager/brand-scheme';
import { nutrientSchemesSchema } from '../../src/domain/catalogue/nutrient-scheme';
import { catalogueVersion } from '../services/list-cache';
import { createTestUser, injectAs, newTestKey, startTestServer, type TestCaller, type TestServer } from '../test-support';

let server: TestServer;
let manager: TestCaller;
let otherManager: TestCaller;
let grower: TestCaller;
let admin: TestCaller;
let mine: number;
let theirs: number;
let grow: number;
let bloom: number;
let foreignProduct: number;
let theirScheme: number;

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: TestCaller | null, body?: object, key = newTestKey()) =>
  injectAs(server.app, method, url, who, body, key);

const body = (overrides: Partial<BrandSchemeBody> = {}): BrandSchemeBody => ({
  name: 'Coco Pro', description: 'For coco, per litre.', items_product: [grow, bloom],
  items_week: [{ faza: 0, week: 1, doses: [1.5, null] }, { faza: 1, week: 1, doses: [1, 2.5] }], ...overrides,
});
const publicSchemes = async (brand: number) => nutrientSchemesSchema.parse((await call('GET', `/api/brands/${brand}/schemes`, null)).json()).items;
const schemeCount = async () => Number((await server.db.selectFrom('nutrient_schemes').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  server = await startTestServer({ seed: false, limitScale: 100 });
  manager = await createTestUser(server.db, 'SchemeBoss');
  otherManager = await createTestUser(server.db, 'OtherBoss');
  grower = await createTestUser(server.db, 'JustFeeding');
  admin = await createTestUser(server.db, 'SchemeAdmin');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  const brand = async (name: string) => (await server.db.insertInto('brands')
    .values({ name, section: 'nutrient', category: null, link: `/nutrients/${name}`, avatar: null }).returning('id').executeTakeFirstOrThrow()).id;
  mine = await brand('Scheme Nutrients');
  theirs = await brand('Rival Nutrients');
  const product = async (brand_id: number, name: string) => (await server.db.insertInto('products')
    .values({ brand_id, name, section: 'nutrient', category: null, link: `/x/${name}`, description: '' }).returning('id').executeTakeFirstOrThrow()).id;
  grow = await product(mine, 'Scheme Grow');
  bloom = await product(mine, 'Scheme Bloom');
  foreignProduct = await product(theirs, 'Rival Bloom');
  const at = '2026-01-01T00:00:00.000Z';
  await server.db.insertInto('brand_managers').values([
    { brand_id: mine, user_id: manager.id, added_by: null, add_date: at },
    { brand_id: theirs, user_id: otherManager.id, added_by: null, add_date: at },
  ]).execute();
  theirScheme = brandSchemeSchema.parse((await call('POST', `/api/brands-manager/schemes/edit/0?brand_id=${theirs}`, otherManager,
    body({ name: 'Rival plan', items_product: [foreignProduct], items_week: [{ faza: 1, week: 1, doses: [3] }] }))).json()).id;
});
afterAll(() => server.close());

describe('who reaches a brand\'s schemes', () => {
  const calls = (brand: number, scheme: number): ['GET' | 'POST' | 'DELETE', string, object?][] => [
    ['GET', `/api/brands-manager/schemes?brand_id=${brand}`],
    ['GET', `/api/brands-manager/schemes/edit/${scheme}`],
    ['POST', `/api/brands-manager/schemes/edit/0?brand_id=${brand}`, body({ items_product: [], items_week: [{ faza: 0, week: 1, doses: [] }] })],
    ['POST', `/api/brands-manager/schemes/edit/${scheme}`, body({ name: 'Taken over', items_product: [], items_week: [{ faza: 0, week: 1, doses: [] }] })],
    ['DELETE', `/api/brands-manager/schemes/${scheme}`],
  ];

  it('refuses guests (401), growers and the manager of another brand (403) on every call, and changes nothing', async () => {
    const before = await schemeCount();
    for (const [method, url, payload] of calls(theirs, theirScheme)) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await call(method, url, grower, payload)).statusCode, `${method} ${url} grower`).toBe(403);
      expect((await call(method, url, manager, payload)).statusCode, `${method} ${url} other manager`).toBe(403);
    }
    expect(await schemeCount()).toBe(before);
    expect((await publicSchemes(theirs)).map((s) => s.name)).toEqual(['Rival plan']);
  });

  it('answers 403 for a scheme that does not exist, as for another brand\'s, so a stranger learns nothing (admins: 404)', async () => {
    expect((await call('GET', '/api/brands-manager/schemes/edit/999999', manager)).statusCode).toBe(403);
    expect((await call('GET', '/api/brands-manager/schemes/edit/999999', admin)).statusCode).toBe(404);
  });

  it('lets the brand\'s own manager and an admin read, save and delete', async () => {
    const made = brandSchemeSchema.parse((await call('POST', `/api/brands-manager/schemes/edit/0?brand_id=${theirs}`, admin,
      body({ name: 'Admin plan', items_product: [foreignProduct], items_week: [{ faza: 0, week: 2, doses: [1] }] }))).json());
    expect(brandSchemeSchema.parse((await call('GET', `/api/brands-manager/schemes/edit/${made.id}`, otherManager)).json()).name).toBe('Admin plan');
    expect((await call('DELETE', `/api/brands-manager/schemes/${made.id}`, otherManager)).statusCode).toBe(204);
    expect((await publicSchemes(theirs)).map((s) => s.name)).toEqual(['Rival plan']);
  });

  it('refuses a scheme listing another brand\'s product (403), on create and on save', async () => {
    const foreign = body({ items_product: [grow, foreignProduct] });
    expect((await call('POST', `/api/brands-manager/schemes/edit/0?brand_id=${mine}`, manager, foreign)).statusCode).toBe(403);
    expect((await call('POST', `/api/brands-manager/schemes/edit/0?brand_id=${theirs}`, otherManager, foreign)).statusCode).toBe(403);
    expect((await publicSchemes(mine))).toEqual([]);
  });
});

describe('a manager keeps the brand\'s schemes', () => {
  it('creates a scheme the public nutrient page shows at once, with a new catalogue version', async () => {
    const version = await catalogueVersion(server.db);
    const answer = await call('POST', `/api/brands-manager/schemes/edit/0?brand_id=${mine}`, manager, body());
    expect(answer.statusCode).toBe(200);
    const scheme = brandSchemeSchema.parse(answer.json());
    expect(scheme.items_product.map((p) => p.id)).toEqual([grow, bloom]);
    expect(scheme.items_week).toEqual([{ faza: 0, week: 1, doses: [1.5, null] }, { faza: 1, week: 1, doses: [1, 2.5] }]);
    expect(await catalogueVersion(server.db)).not.toBe(version);
    const shown = await publicSchemes(mine);
    expect(shown).toEqual([{ id: scheme.id, brand_id: mine, name: 'Coco Pro', description: 'For coco, per litre.',
      items_product: scheme.items_product, items_week: scheme.items_week }]);
    const page = brandSchemesPageSchema.parse((await call('GET', `/api/brands-manager/schemes?brand_id=${mine}`, manager)).json());
    expect(page.items.map((s) => s.id)).toEqual([scheme.id]);
    expect(page.total).toBe(1);
  });

  it('saves a scheme whole (weeks and products replaced) and deletes it, the public page following each change', async () => {
    const { id } = brandSchemeSchema.parse((await call('POST', `/api/brands-manager/schemes/edit/0?brand_id=${mine}`, manager, body({ name: 'Alpha' }))).json());
    const saved = await call('POST', `/api/brands-manager/schemes/edit/${id}`, manager,
      body({ name: 'Alpha light', items_product: [bloom], items_week: [{ faza: -1, week: 1, doses: [0.5] }, { faza: 1, week: 3, doses: [2] }] }));
    expect(saved.statusCode).toBe(200);
    const alpha = (await publicSchemes(mine)).find((s) => s.id === id)!;
    expect(alpha.name).toBe('Alpha light');
    expect(alpha.items_product.map((p) => p.id)).toEqual([bloom]);
    expect(alpha.items_week).toEqual([{ faza: -1, week: 1, doses: [0.5] }, { faza: 1, week: 3, doses: [2] }]);
    const version = await catalogueVersion(server.db);
    expect((await call('DELETE', `/api/brands-manager/schemes/${id}`, manager)).statusCode).toBe(204);
    expect((await publicSchemes(mine)).some((s) => s.id === id)).toBe(false);
    expect(await catalogueVersion(server.db)).not.toBe(version);
    expect(await server.db.selectFrom('nutrient_scheme_doses').select('product_id').where('scheme_id', '=', id).execute()).toEqual([]);
  });

  it('applies a replayed create once and answers the replay with the same scheme', async () => {
    const key = newTestKey();
    const before = await schemeCount();
    const first = await call('POST', `/api/brands-manager/schemes/edit/0?brand_id=${mine}`, manager, body({ name: 'Once' }), key);
    const again = await call('POST', `/api/brands-manager/schemes/edit/0?brand_id=${mine}`, manager, body({ name: 'Once' }), key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await schemeCount()).toBe(before + 1);
  });

  it('answers bad input with a 400 naming the field, and pages within bounds', async () => {
    const bad = async (payload: object, url = `/api/brands-manager/schemes/edit/0?brand_id=${mine}`) => {
      const answer = await call('POST', url, manager, payload);
      expect(answer.statusCode).toBe(400);
      return (answer.json() as { error: string; message: string });
    };
    expect((await bad(body({ name: ' ' }))).message).toMatch(/^name:/);
    expect((await bad(body({ items_week: [] }))).message).toMatch(/^items_week:/);
    expect((await bad(body({ items_week: [{ faza: 2, week: 1, doses: [1, 1] }] }))).message).toMatch(/^items_week\.0\.faza:/);
    expect((await bad(body({ items_week: [{ faza: 1, week: 1, doses: [1] }] }))).message).toMatch(/^items_week\.0\.doses:/);
    expect((await bad(body({ items_week: [{ faza: 1, week: 1, doses: [-1, 1] }] }))).message).toMatch(/^items_week\.0\.doses\.0:/);
    expect((await bad(body({ items_product: [grow, grow] }))).message).toMatch(/^items_product:/);
    expect((await bad(body(), '/api/brands-manager/schemes/edit/0')).message).toMatch(/brand_id/);
    expect((await call('GET', `/api/brands-manager/schemes?brand_id=${mine}&limit=101`, manager)).statusCode).toBe(400);
    expect((await call('GET', `/api/brands-manager/schemes?brand_id=${mine}&start=-1`, manager)).statusCode).toBe(400);
    const page = brandSchemesPageSchema.parse((await call('GET', `/api/brands-manager/schemes?brand_id=${mine}&limit=1`, manager)).json());
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
  });
});
