// @vitest-environment node
// A product's composition and photos in the brand manager area: only the product's brand's managers (and admins) read
// and change them, through every id of every path; bad input is a 400 naming the field; a write repeated with its key
// is applied once; the public product page shows each change at once, and a product taken out of the catalogue
// leaves neither its composition nor its photos' files behind.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productCompositionSchema, productPhotoSchema, type CompositionBody } from '../../src/domain/catalogue/product-composition';
import { MAX_PRODUCT_PHOTOS } from '../../src/domain/catalogue/product-composition-limits';
import { productDetailSchema } from '../../src/domain/catalogue/product';
import { createTestUser, multipartBody, newTestKey, startTestServer, type TestServer } from '../test-support';
import { z } from 'zod';

type Who = { id: number; token: string } | null;

let server: TestServer;
let manager: { id: number; token: string };
let otherManager: { id: number; token: string };
let grower: { id: number; token: string };
let admin: { id: number; token: string };
let brand: number;
let product: number;
let otherProduct: number;

const photosSchema = z.object({ items: z.array(productPhotoSchema) });
const composition: CompositionBody = {
  npk: { n: 2, p: 8, k: 4.5 },
  ingredients: ['Bat guano', 'Kelp extract'],
  nutrients: [{ name: 'Magnesium', value: 0.8, unit: '%' }, { name: 'Iron', value: 120, unit: 'mg/l' }],
  doses: [{ stage: 'Early bloom', amount: 2 }, { stage: 'Late bloom', amount: 4 }],
};

async function call(method: InjectOptions['method'], url: string, who: Who, payload?: object, key = newTestKey()) {
  return server.app.inject({
    method, url, payload,
    headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...(method === 'GET' ? {} : { 'x-rniq': key }) },
  });
}

async function upload(who: Who, bytes: Buffer, productId = product, brandId = brand, key = newTestKey()) {
  const form = await multipartBody({}, { bytes, name: 'bottle.jpg', type: 'image/jpeg' });
  return server.app.inject({
    method: 'POST', url: `/api/brands-manager/uploads/photo?brand_id=${brandId}&product_id=${productId}`, payload: form.payload,
    headers: { 'content-type': form.contentType, 'x-rniq': key, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
  });
}

const jpeg = (colour: string) => sharp({ create: { width: 900, height: 1200, channels: 3, background: colour } }).jpeg().toBuffer();
const publicProduct = async (id = product) => productDetailSchema.parse((await call('GET', `/api/products/${id}`, null)).json());

beforeAll(async () => {
  server = await startTestServer({ seed: false, limitScale: 100 });
  manager = await createTestUser(server.db, 'BloomBoss');
  otherManager = await createTestUser(server.db, 'OtherBoss');
  grower = await createTestUser(server.db, 'JustGrowing');
  admin = await createTestUser(server.db, 'SiteAdmin');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  const newBrand = (name: string, link: string) => server.db.insertInto('brands')
    .values({ name, section: 'nutrient', category: null, link, avatar: null }).returning('id').executeTakeFirstOrThrow();
  brand = (await newBrand('Bloom Works', '/nutrients/1')).id;
  const other = (await newBrand('Other Works', '/nutrients/2')).id;
  const newProduct = (brand_id: number, name: string) => server.db.insertInto('products')
    .values({ brand_id, name, section: 'nutrient', category: null, link: `/nutrients/${brand_id}/${name}`, description: '' }).returning('id').executeTakeFirstOrThrow();
  product = (await newProduct(brand, 'Bloom Juice')).id;
  otherProduct = (await newProduct(other, 'Other Juice')).id;
  const at = '2026-01-01T00:00:00.000Z';
  await server.db.insertInto('brand_managers').values([
    { brand_id: brand, user_id: manager.id, added_by: null, add_date: at },
    { brand_id: other, user_id: otherManager.id, added_by: null, add_date: at },
  ]).execute();
});
afterAll(() => server.close());

describe("who reaches a product's composition and photos", () => {
  it('answers 403 to a grower and to the manager of another brand through every path, 401 to guests, and lets an admin in', async () => {
    const calls: [InjectOptions['method'], string, object?][] = [
      ['GET', `/api/brands-manager/products/composition/edit/${product}`],
      ['POST', `/api/brands-manager/products/composition/edit/${product}`, composition],
      ['GET', `/api/brands-manager/products/${product}/photos`],
      ['DELETE', `/api/brands-manager/products/${product}/photos/1`],
      ['POST', `/api/brands-manager/products/${product}/photos/1/main`],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, grower, body)).statusCode, `${method} ${url} as a grower`).toBe(403);
      expect((await call(method, url, otherManager, body)).statusCode, `${method} ${url} as another brand's manager`).toBe(403);
      expect((await call(method, url, null, body)).statusCode, `${method} ${url} as a guest`).toBe(401);
    }
    const bottle = await jpeg('#2a6');
    expect((await upload(otherManager, bottle)).statusCode).toBe(403);
    expect((await upload(null, bottle)).statusCode).toBe(401);
    // A product of another brand through one's own brand's upload address.
    expect((await upload(otherManager, bottle, product, brand)).statusCode).toBe(403);
    expect((await upload(manager, bottle, otherProduct, brand)).statusCode).toBe(403);
    expect(await publicProduct()).toMatchObject({ photos: [], composition: null });
    expect((await call('GET', `/api/brands-manager/products/composition/edit/${product}`, admin)).statusCode).toBe(200);
    expect((await call('GET', '/api/brands-manager/products/composition/edit/0', manager)).statusCode).toBe(400);
  });
});

describe("a product's composition", () => {
  it('is empty at first, saved whole once per key, shown on the public page at once, and removed by an empty save', async () => {
    const empty = productCompositionSchema.parse((await call('GET', `/api/brands-manager/products/composition/edit/${product}`, manager)).json());
    expect(empty).toMatchObject({ npk: { n: null, p: null, k: null }, ingredients: [], doses: [], update_date: '' });
    const key = newTestKey();
    const save = () => call('POST', `/api/brands-manager/products/composition/edit/${product}`, manager, composition, key);
    const first = await save();
    expect(first.statusCode, first.body).toBe(200);
    expect((await save()).body).toBe(first.body);
    expect(productCompositionSchema.parse(first.json())).toMatchObject({ ...composition, product_id: product });
    expect((await publicProduct()).composition).toEqual(composition);

    const none = { npk: { n: null, p: null, k: null }, ingredients: [], nutrients: [], doses: [] };
    expect((await call('POST', `/api/brands-manager/products/composition/edit/${product}`, manager, none)).statusCode).toBe(200);
    expect((await publicProduct()).composition).toBeNull();
  });

  it('refuses bad input with a 400 naming the field, and keeps what was there', async () => {
    await call('POST', `/api/brands-manager/products/composition/edit/${product}`, manager, composition);
    const bad = async (body: object) => {
      const res = await call('POST', `/api/brands-manager/products/composition/edit/${product}`, manager, { ...composition, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      return (res.json() as { message: string }).message;
    };
    expect(await bad({ npk: { n: 120, p: 1, k: 1 } })).toMatch(/N is a percentage/);
    expect(await bad({ doses: [{ stage: 'Bloom', amount: 0 }] })).toMatch(/more than 0/);
    expect(await bad({ doses: [{ stage: ' ', amount: 2 }] })).toMatch(/stage/);
    expect(await bad({ nutrients: [{ name: 'Zinc', value: 1, unit: 'lb' }] })).toMatch(/%, mg\/l, ppm/);
    expect(await bad({ ingredients: Array.from({ length: 31 }, (_, i) => `Part ${i}`) })).toMatch(/at most 30 ingredients/);
    expect((await publicProduct()).composition).toEqual(composition);
  });
});

describe("a product's photos", () => {
  it('adds photos in the week sizes once per key, makes one the main one, and removes one with its files', async () => {
    const first = photosSchema.parse((await upload(manager, await jpeg('#2a6'))).json()).items;
    expect(first).toHaveLength(1);
    expect(first[0]!.size_m).toMatch(/^\/uploads\/photos\/[0-9a-f]+_m\.jpg$/);
    expect(first[0]).toMatchObject({ width: 900, height: 1200 });
    const key = newTestKey();
    const red = await jpeg('#a22');
    const second = await upload(manager, red, product, brand, key);
    expect((await upload(manager, red, product, brand, key)).body).toBe(second.body);
    const [main, added] = photosSchema.parse(second.json()).items;
    expect((await publicProduct()).photos.map((p) => p.id)).toEqual([main!.id, added!.id]);

    const reordered = photosSchema.parse((await call('POST', `/api/brands-manager/products/${product}/photos/${added!.id}/main`, manager)).json()).items;
    expect(reordered.map((p) => p.id)).toEqual([added!.id, main!.id]);
    expect((await publicProduct()).photos.map((p) => p.id)).toEqual([added!.id, main!.id]);

    const file = path.join(server.dataDir, main!.size_m);
    await stat(file);
    const left = photosSchema.parse((await call('DELETE', `/api/brands-manager/products/${product}/photos/${main!.id}`, manager)).json()).items;
    expect(left.map((p) => p.id)).toEqual([added!.id]);
    await expect(stat(file)).rejects.toThrow();
    expect((await call('DELETE', `/api/brands-manager/products/${product}/photos/${main!.id}`, manager)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/brands-manager/products/${otherProduct}/photos/${added!.id}`, otherManager)).statusCode).toBe(404);
  });

  it('refuses what is not a picture (415) and a photo past the limit (400)', async () => {
    expect((await upload(manager, Buffer.from('<svg onload="alert(1)"/>'))).statusCode).toBe(415);
    const have = (await publicProduct()).photos.length;
    const bottle = await jpeg('#26a');
    for (let i = have; i < MAX_PRODUCT_PHOTOS; i += 1) expect((await upload(manager, bottle)).statusCode).toBe(200);
    const over = await upload(manager, bottle);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ error: 'bad_request', message: expect.stringMatching(/at most 8 photos/) });
  });

  it('go, with the composition, when the product leaves the catalogue', async () => {
    const photos = (await publicProduct()).photos;
    expect(photos.length).toBeGreaterThan(0);
    expect((await call('DELETE', `/api/brands-manager/products/${product}`, manager)).statusCode).toBe(204);
    for (const photo of photos) await expect(stat(path.join(server.dataDir, photo.size_s))).rejects.toThrow();
    expect(await server.db.selectFrom('product_photos').select('id').where('product_id', '=', product).execute()).toEqual([]);
    expect(await server.db.selectFrom('product_compositions').select('product_id').where('product_id', '=', product).execute()).toEqual([]);
  });
});
