// @vitest-environment node
// The brand manager area: only a brand's managers (and admins) reach it, through every id of every path; managers
// are added and removed with a log of who did it and when; products are created under a draft id, edited and taken
// out of the catalogue, and the public product page, catalogue list and search show each change at once.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  brandEditSchema, brandInformationSchema, brandProductSchema, brandProductsPageSchema, managedBrandsSchema, managerCandidatesSchema,
} from '../../src/domain/brand-manager/brand-manager';
import { productListSchema } from '../../src/domain/catalogue/product';
import { createTestUser, multipartBody, newTestKey, startTestServer, type TestServer } from '../test-support';

type Who = { id: number; token: string } | null;

let server: TestServer;
let manager: { id: number; token: string };
let otherManager: { id: number; token: string };
let grower: { id: number; token: string };
let admin: { id: number; token: string };
let seeds: number;
let nutrients: number;
let seedProduct: number;
let nutrientProduct: number;

async function call(method: InjectOptions['method'], url: string, who: Who, payload?: object, key = newTestKey()) {
  return server.app.inject({
    method, url, payload,
    headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...(method === 'GET' ? {} : { 'x-rniq': key }) },
  });
}

beforeAll(async () => {
  server = await startTestServer({ seed: false, limitScale: 100 });
  manager = await createTestUser(server.db, 'SeedBoss');
  otherManager = await createTestUser(server.db, 'NutrientBoss');
  grower = await createTestUser(server.db, 'JustGrowing');
  admin = await createTestUser(server.db, 'SiteAdmin');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  const brand = (name: string, section: 'seed' | 'nutrient', link: string) => server.db.insertInto('brands')
    .values({ name, section, category: null, link, avatar: null }).returning('id').executeTakeFirstOrThrow();
  seeds = (await brand('Manager Seeds', 'seed', '/seedbank/1')).id;
  nutrients = (await brand('Manager Nutrients', 'nutrient', '/nutrients/2')).id;
  const product = (brand_id: number, name: string, section: 'seed' | 'nutrient') => server.db.insertInto('products')
    .values({ brand_id, name, section, category: null, link: `/x/${name}`, description: '' }).returning('id').executeTakeFirstOrThrow();
  seedProduct = (await product(seeds, 'Manager Kush', 'seed')).id;
  nutrientProduct = (await product(nutrients, 'Manager Bloom', 'nutrient')).id;
  const at = '2026-01-01T00:00:00.000Z';
  await server.db.insertInto('brand_managers').values([
    { brand_id: seeds, user_id: manager.id, added_by: null, add_date: at },
    { brand_id: nutrients, user_id: otherManager.id, added_by: null, add_date: at },
  ]).execute();
});
afterAll(() => server.close());

/** Every call of the area on a brand and one of its products. */
const calls = (brand: number, product: number): [InjectOptions['method'], string, object?][] => [
  ['GET', `/api/brands-manager/information?brand_id=${brand}`],
  ['GET', `/api/brands-manager/information/search?brand_id=${brand}&query=Just`],
  ['POST', `/api/brands-manager/information/add_manager?brand_id=${brand}`, { user_id: grower.id }],
  ['POST', `/api/brands-manager/information/remove_manager?brand_id=${brand}`, { user_id: grower.id }],
  ['GET', `/api/brands-manager/edit?brand_id=${brand}`],
  ['POST', `/api/brands-manager/edit?brand_id=${brand}`, { name: 'Taken over', description: '', website: '' }],
  ['GET', `/api/brands-manager/products?brand_id=${brand}`],
  ['GET', `/api/brands-manager/products/edit/${product}`],
  ['POST', `/api/brands-manager/products/edit/${product}`, { name: 'Taken over', description: '' }],
  ['POST', `/api/brands-manager/products/edit/0?brand_id=${brand}`, { name: 'Smuggled in', description: '', tmp_id: 'draft-x' }],
  ['DELETE', `/api/brands-manager/products/${product}`],
  ['DELETE', `/api/brands-manager/products/0?brand_id=${brand}&tmp_id=draft-x`],
];

describe('who reaches the brand manager area', () => {
  it('lists the brands one manages (an admin: every brand), refuses growers who manage none (403) and guests (401)', async () => {
    const mine = await call('GET', '/api/brands-manager', manager);
    expect(managedBrandsSchema.parse(mine.json()).items.map((b) => b.name)).toEqual(['Manager Seeds']);
    expect((await call('GET', '/api/brands-manager', grower)).statusCode).toBe(403);
    expect((await call('GET', '/api/brands-manager', null)).statusCode).toBe(401);
    expect(managedBrandsSchema.parse((await call('GET', '/api/brands-manager', admin)).json()).items.map((b) => b.name)).toEqual(['Manager Nutrients', 'Manager Seeds']);
  });

  it('answers 403 to a grower, and to the manager of another brand, through every id of every call, and 401 to guests', async () => {
    for (const [method, url, body] of calls(seeds, seedProduct)) {
      expect((await call(method, url, grower, body)).statusCode, `${method} ${url} as a grower`).toBe(403);
      expect((await call(method, url, otherManager, body)).statusCode, `${method} ${url} as another brand's manager`).toBe(403);
      expect((await call(method, url, null, body)).statusCode, `${method} ${url} as a guest`).toBe(401);
    }
    // A brand that does not exist is not told apart from one that is not theirs.
    expect((await call('GET', '/api/brands-manager/information?brand_id=99999', grower)).statusCode).toBe(403);
    expect((await call('GET', '/api/brands-manager/products/edit/99999', grower)).statusCode).toBe(403);
    const untouched = await server.db.selectFrom('products').select(['name', 'user_added']).where('id', '=', seedProduct).executeTakeFirstOrThrow();
    expect(untouched).toEqual({ name: 'Manager Kush', user_added: 0 });
    expect(await server.db.selectFrom('brand_managers').select('user_id').where('brand_id', '=', seeds).execute()).toEqual([{ user_id: manager.id }]);
  });

  it('lets an admin act on any brand', async () => {
    const res = await call('GET', `/api/brands-manager/products?brand_id=${nutrients}`, admin);
    expect(brandProductsPageSchema.parse(res.json()).items.map((p) => p.id)).toEqual([nutrientProduct]);
    expect((await call('GET', '/api/brands-manager/information?brand_id=99999', admin)).statusCode).toBe(404);
  });
});

describe('managers of a brand', () => {
  it('finds growers to add, adds one once with who and when logged, and keeps the last manager', async () => {
    const found = managerCandidatesSchema.parse((await call('GET', `/api/brands-manager/information/search?brand_id=${seeds}&query=boss`, manager)).json());
    expect(found.items.map((u) => u.name)).toEqual(['NutrientBoss']);
    expect((await call('GET', `/api/brands-manager/information/search?brand_id=${seeds}&query=j`, manager)).statusCode).toBe(400);

    const key = newTestKey();
    const add = () => call('POST', `/api/brands-manager/information/add_manager?brand_id=${seeds}`, manager, { user_id: grower.id }, key);
    const first = await add();
    expect(first.statusCode, first.body).toBe(200);
    expect((await add()).body).toBe(first.body);
    const info = brandInformationSchema.parse(first.json());
    expect(info.items_manager.map((m) => [m.item_user.name, m.added_by?.name ?? null])).toEqual([['SeedBoss', null], ['JustGrowing', 'SeedBoss']]);
    const log = await server.db.selectFrom('brand_manager_log').selectAll().where('brand_id', '=', seeds).execute();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ user_id: grower.id, action: 'add', by_user_id: manager.id });
    expect(Date.parse(log[0]!.add_date)).toBeGreaterThan(Date.now() - 60_000);
    // The new manager reaches the brand now.
    expect((await call('GET', `/api/brands-manager/edit?brand_id=${seeds}`, grower)).statusCode).toBe(200);

    const removed = await call('POST', `/api/brands-manager/information/remove_manager?brand_id=${seeds}`, grower, { user_id: grower.id });
    expect(brandInformationSchema.parse(removed.json()).items_manager.map((m) => m.item_user.name)).toEqual(['SeedBoss']);
    expect((await call('GET', `/api/brands-manager/edit?brand_id=${seeds}`, grower)).statusCode).toBe(403);
    const last = await call('POST', `/api/brands-manager/information/remove_manager?brand_id=${seeds}`, manager, { user_id: manager.id });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({ error: 'bad_request' });
    expect((await call('POST', `/api/brands-manager/information/add_manager?brand_id=${seeds}`, manager, { user_id: 99999 })).statusCode).toBe(404);
    expect((await call('POST', `/api/brands-manager/information/add_manager?brand_id=${seeds}`, manager, { user_id: 'me' })).statusCode).toBe(400);
    expect(await server.db.selectFrom('brand_manager_log').select('action').where('brand_id', '=', seeds).orderBy('id').execute())
      .toEqual([{ action: 'add' }, { action: 'remove' }]);
  });
});

describe("a brand's information", () => {
  it('saves name, description and website, refusing a website that is not one (400)', async () => {
    const bad = await call('POST', `/api/brands-manager/edit?brand_id=${seeds}`, manager, { name: 'Manager Seeds', description: '', website: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'bad_request' });
    expect((await call('POST', `/api/brands-manager/edit?brand_id=${seeds}`, manager, { name: ' ', description: '', website: '' })).statusCode).toBe(400);
    const saved = await call('POST', `/api/brands-manager/edit?brand_id=${seeds}`, manager,
      { name: 'Manager Seeds', description: 'Seeds bred in the hills.', website: 'https://seeds.example.test' });
    expect(brandEditSchema.parse(saved.json())).toMatchObject({ description: 'Seeds bred in the hills.', website: 'https://seeds.example.test' });
    const read = brandEditSchema.parse((await call('GET', `/api/brands-manager/edit?brand_id=${seeds}`, manager)).json());
    expect(read.website).toBe('https://seeds.example.test');
  });
});

describe("a brand's logo", () => {
  const upload = async (who: Who, bytes: Buffer, brand = seeds) => {
    const form = await multipartBody({}, { bytes, name: 'logo.jpg', type: 'image/jpeg' });
    return server.app.inject({ method: 'POST', url: `/api/brands-manager/uploads/photo?brand_id=${brand}`, payload: form.payload,
      headers: { 'content-type': form.contentType, 'x-rniq': newTestKey(), ...(who ? { authorization: `Bearer ${who.token}` } : {}) } });
  };

  it('stores an uploaded logo in its sizes for the managers only, and the old files go', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#284' } }).jpeg().toBuffer();
    expect((await upload(grower, jpeg)).statusCode).toBe(403);
    expect((await upload(null, jpeg)).statusCode).toBe(401);
    expect((await upload(manager, Buffer.from('<svg onload="alert(1)"/>'))).statusCode).toBe(415);
    const first = brandEditSchema.parse((await upload(manager, jpeg)).json());
    expect(first.avatar).toMatch(/^\/uploads\/avatars\/u[0-9a-f]+/);
    const stored = path.join(server.dataDir, first.avatar!);
    expect((await sharp(stored).metadata()).width).toBe(200);
    const second = brandEditSchema.parse((await upload(manager, jpeg)).json());
    expect(second.avatar).not.toBe(first.avatar);
    await expect(stat(stored)).rejects.toThrow();
    expect(managedBrandsSchema.parse((await call('GET', '/api/brands-manager', manager)).json()).items[0]?.avatar).toBe(second.avatar);
  });
});

describe("a brand's products", () => {
  const catalogueNames = async () => productListSchema.parse((await call('GET', `/api/catalogue/products?brand_id=${seeds}`, null)).json()).items.map((p) => p.name);
  const searchNames = async (query: string) => {
    const res = await call('GET', `/api/search?query=${encodeURIComponent(query)}`, null);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items_strain: { name: string }[] }).items_strain.map((p) => p.name);
  };

  it('creates a product under a draft id once, and a repeated draft id answers the same product', async () => {
    expect(await catalogueNames()).toEqual(['Manager Kush']);
    const create = (key = newTestKey()) => call('POST', `/api/brands-manager/products/edit/0?brand_id=${seeds}`, manager,
      { name: 'Draft Haze', description: 'Tall and fruity.', tmp_id: 'draft-1' }, key);
    const first = brandProductSchema.parse((await create()).json());
    expect(first).toMatchObject({ name: 'Draft Haze', brand_id: seeds, section: 'seed', tmp_id: 'draft-1', link: `/strains/${first.id}` });
    // The answer was lost and the app sent it again under a new key: still one product.
    expect(brandProductSchema.parse((await create()).json()).id).toBe(first.id);
    const page = brandProductsPageSchema.parse((await call('GET', `/api/brands-manager/products?brand_id=${seeds}`, manager)).json());
    expect(page.items.map((p) => p.name)).toEqual(['Draft Haze', 'Manager Kush']);
    expect(page.total).toBe(2);
    // Public pages show it at once: the kept catalogue list answer changed with it.
    expect(await catalogueNames()).toEqual(['Draft Haze', 'Manager Kush']);
    expect((await call('GET', `/api/products/${first.id}`, null)).json()).toMatchObject({ name: 'Draft Haze', description: 'Tall and fruity.' });
    expect(await searchNames('Draft Haze')).toEqual(['Draft Haze']);
    expect((await call('POST', `/api/brands-manager/products/edit/0`, manager, { name: 'No brand', description: '' })).statusCode).toBe(400);
  });

  it('saves an edit the public product page, catalogue list and search show at once', async () => {
    expect(await catalogueNames()).toContain('Manager Kush');
    const key = newTestKey();
    const edit = () => call('POST', `/api/brands-manager/products/edit/${seedProduct}`, manager, { name: 'Manager Kush Auto', description: 'Now autoflowering.' }, key);
    expect((await edit()).statusCode).toBe(200);
    expect((await edit()).statusCode).toBe(200);
    expect(await catalogueNames()).toContain('Manager Kush Auto');
    expect((await call('GET', `/api/products/${seedProduct}`, null)).json()).toMatchObject({ name: 'Manager Kush Auto', description: 'Now autoflowering.' });
    expect(await searchNames('Kush Auto')).toEqual(['Manager Kush Auto']);
    const tooLong = await call('POST', `/api/brands-manager/products/edit/${seedProduct}`, manager, { name: 'x'.repeat(101), description: '' });
    expect(tooLong.statusCode).toBe(400);
  });

  it('takes a product out of the catalogue, by id or by the draft id it was saved under', async () => {
    const made = brandProductSchema.parse((await call('POST', `/api/brands-manager/products/edit/0?brand_id=${seeds}`, manager,
      { name: 'Short Lived', description: '', tmp_id: 'draft-2' })).json());
    expect((await call('DELETE', `/api/brands-manager/products/0?brand_id=${seeds}&tmp_id=draft-2`, manager)).statusCode).toBe(204);
    expect((await call('GET', `/api/products/${made.id}`, null)).statusCode).toBe(404);
    // A draft that never reached the server has nothing to remove.
    expect((await call('DELETE', `/api/brands-manager/products/0?brand_id=${seeds}&tmp_id=never-sent`, manager)).statusCode).toBe(204);

    const draftHaze = (await server.db.selectFrom('products').select('id').where('tmp_id', '=', 'draft-1').executeTakeFirstOrThrow()).id;
    expect((await call('DELETE', `/api/brands-manager/products/${draftHaze}`, manager)).statusCode).toBe(204);
    expect(await catalogueNames()).toEqual(['Manager Kush Auto']);
    expect(await searchNames('Draft Haze')).toEqual([]);
    expect((await call('GET', `/api/products/${draftHaze}`, null)).statusCode).toBe(404);
    // Removed once: the manager no longer reaches it, and no one else ever did.
    expect((await call('GET', `/api/brands-manager/products/edit/${draftHaze}`, manager)).statusCode).toBe(403);
  });

  it('checks paging and bad parameters (400)', async () => {
    for (const query of [`brand_id=${seeds}&limit=0`, `brand_id=${seeds}&limit=101`, `brand_id=${seeds}&start=-1`, 'brand_id=abc', '']) {
      expect((await call('GET', `/api/brands-manager/products?${query}`, manager)).statusCode, query).toBe(400);
    }
    const one = brandProductsPageSchema.parse((await call('GET', `/api/brands-manager/products?brand_id=${seeds}&limit=1&start=5`, manager)).json());
    expect(one).toMatchObject({ items: [], start: 5, limit: 1, total: 1 });
    expect((await call('POST', `/api/brands-manager/products/edit/${seedProduct}`, manager, { name: 'Ok', description: '', tmp_id: 'bad id!' })).statusCode).toBe(400);
  });
});
