// @vitest-environment node
// Catalogue reads: GET /api/brands(/{id}) and /api/strains(/{id}): filters, orders, pages, and item_stat from the
// harvest reviews growers wrote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDetailSchema, brandsPageSchema, type Brand } from '../../src/domain/catalogue/brand';
import { strainSchema, strainsPageSchema } from '../../src/domain/strain/strain';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let grower: { id: number; token: string };
let breederId: number;
let strainIds: number[];
let nutrientMakerId: number;

const get = (url: string) => server.app.inject({ method: 'GET', url });
const list = async (query: string) => {
  const res = await get(`/api/brands?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return brandsPageSchema.parse(res.json());
};

async function write(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await server.app.inject({ method, url, headers: { authorization: `Bearer ${grower.token}`, 'x-rniq': newTestKey() }, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.statusCode === 204 ? {} : res.json()) as { id: number };
}

/** A diary of these strains with a harvest week reviewing them (and a nutrient) as `rating`. */
async function harvestedDiary(strains: number[], rating: number, nutrient?: { id: number; rating: number }) {
  const diary = await write('POST', '/api/diaries', { name: `Reviewed ${rating}`, items_seed: strains.map((id) => ({ id })) });
  await write('POST', `/api/diaries/${diary.id}/weeks`, {
    faza: 2, days: 7, review_seed: { n_general: rating, text: 'Sticky.' },
    ...(nutrient && { nutrient_reviews: [{ id: nutrient.id, n_general: nutrient.rating }] }),
  });
  return diary.id;
}

beforeAll(async () => {
  server = await startTestServer();
  grower = await createTestUser(server.db, 'Reviewer');
  const breeder = await server.db.insertInto('brands').values({ name: 'Zz 100% Test Seeds', section: 'seed', category: null, link: '/seedbank/zz', avatar: null })
    .returning('id').executeTakeFirstOrThrow();
  breederId = breeder.id;
  strainIds = [];
  for (const name of ['Test Kush', 'Test Haze']) {
    const product = await server.db.insertInto('products').values({ brand_id: breederId, name, section: 'seed', category: null, link: `/strains/${name}`, description: '' })
      .returning('id').executeTakeFirstOrThrow();
    strainIds.push(product.id);
  }
  const maker = await server.db.insertInto('brands').values({ name: 'Zz Test Nutrients', section: 'nutrient', category: null, link: '/nutrients/zz', avatar: null })
    .returning('id').executeTakeFirstOrThrow();
  nutrientMakerId = maker.id;
  const nutrient = await server.db.insertInto('products').values({ brand_id: nutrientMakerId, name: 'Test Bloom', section: 'nutrient', category: null, link: '/nutrients/zz/bloom', description: '' })
    .returning('id').executeTakeFirstOrThrow();

  await harvestedDiary([strainIds[0]!], 8, { id: nutrient.id, rating: 9 });
  await harvestedDiary([strainIds[0]!, strainIds[1]!], 5);
  // A removed diary's reviews count for nobody.
  const removed = await harvestedDiary([strainIds[1]!], 0);
  await write('DELETE', `/api/diaries/${removed}`);
});
afterAll(() => server.close());

describe('GET /api/brands/{id}', () => {
  it('gives the brand and each product the average and count of their harvest reviews', async () => {
    const res = await get(`/api/brands/${breederId}`);
    expect(res.statusCode).toBe(200);
    const brand = brandDetailSchema.parse(res.json());
    // Kush: 8 and 5; Haze: 5 (a review of a two-strain diary counts for each strain).
    expect(brand.items_product.map((p) => [p.name, p.item_stat])).toEqual([
      ['Test Haze', { avg_rate: 5, cnt_reviews: 1 }],
      ['Test Kush', { avg_rate: 6.5, cnt_reviews: 2 }],
    ]);
    expect(brand).toMatchObject({ name: 'Zz 100% Test Seeds', section: 'seed', cnt_products: 2, item_stat: { avg_rate: 6, cnt_reviews: 3 } });
    const maker = brandDetailSchema.parse((await get(`/api/brands/${nutrientMakerId}`)).json());
    expect(maker.item_stat).toEqual({ avg_rate: 9, cnt_reviews: 1 });
  });

  it('answers 404 for no such brand and 400 for a bad id', async () => {
    expect((await get('/api/brands/999999')).statusCode).toBe(404);
    expect((await get('/api/brands/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/brands', () => {
  it('filters by section and by a name part taken literally, any case', async () => {
    const seeds = await list('section=seed&limit=100');
    expect(seeds.items.every((b) => b.section === 'seed')).toBe(true);
    expect(seeds.total).toBeGreaterThan(1);
    expect((await list('query=100%25 TEST')).items.map((b) => b.name)).toEqual(['Zz 100% Test Seeds']);
    // "%" is a letter here, not a wildcard.
    expect((await list('query=%25')).items.map((b) => b.name)).toEqual(['Zz 100% Test Seeds']);
  });

  it('orders by name, by rating or by review count (brands without reviews last), and pages without gaps', async () => {
    const all = await list('limit=100');
    const names = all.items.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const pages = [...(await list('limit=7&start=0')).items, ...(await list('limit=7&start=7')).items];
    expect(pages.map((b) => b.id)).toEqual(all.items.slice(0, 14).map((b) => b.id));

    const byRating = (await list('sort=rating&limit=100')).items;
    const rates = byRating.map((b) => b.item_stat.avg_rate ?? -1);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    const byReviews = (await list('sort=reviews&limit=100')).items.map((b: Brand) => b.item_stat.cnt_reviews);
    expect(byReviews).toEqual([...byReviews].sort((a, b) => b - a));
    expect(byRating.find((b) => b.id === nutrientMakerId)?.item_stat.avg_rate).toBe(9);
  });

  it('refuses bad parameters with 400', async () => {
    for (const query of ['section=lamps', 'sort=price', 'limit=0', 'limit=101', 'start=-1']) {
      const res = await get(`/api/brands?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toHaveProperty('error');
    }
  });
});

describe('GET /api/strains and /api/strains/{id}', () => {
  const strains = async (query: string) => {
    const res = await get(`/api/strains?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return strainsPageSchema.parse(res.json());
  };

  it('gives a strain its breeder, its review stats and the visible diaries growing it', async () => {
    const res = await get(`/api/strains/${strainIds[0]}`);
    expect(res.statusCode).toBe(200);
    expect(strainSchema.parse(res.json())).toMatchObject({
      name: 'Test Kush', brand_id: breederId, brand_name: 'Zz 100% Test Seeds', item_stat: { avg_rate: 6.5, cnt_reviews: 2 }, cnt_diaries: 2,
    });
    // The removed diary grew Test Haze too: it counts for nothing.
    expect(strainSchema.parse((await get(`/api/strains/${strainIds[1]}`)).json())).toMatchObject({ item_stat: { avg_rate: 5, cnt_reviews: 1 }, cnt_diaries: 1 });
    expect((await get('/api/strains/999999')).statusCode).toBe(404);
  });

  it('filters by a breeder and by a name part of the strain or its breeder, and lists only strains', async () => {
    expect((await strains(`brand_id=${breederId}`)).items.map((s) => s.name)).toEqual(['Test Haze', 'Test Kush']);
    expect((await strains('query=zz 100%25')).total).toBe(2);
    const all = await strains('limit=100');
    expect(all.total).toBeGreaterThan(2);
    const sections = await server.db.selectFrom('products').select('section').where('id', 'in', all.items.map((s) => s.id)).execute();
    expect(new Set(sections.map((row) => row.section))).toEqual(new Set(['seed']));
  });

  it('orders by rating, reviews or diaries with the empty ones last, and refuses bad parameters', async () => {
    const ordered = async (sort: string) => (await strains(`sort=${sort}&limit=100`)).items;
    const expectDescending = (values: number[]) => expect(values).toEqual([...values].sort((a, b) => b - a));
    expectDescending((await ordered('rating')).map((s) => s.item_stat.avg_rate ?? -1));
    expectDescending((await ordered('reviews')).map((s) => s.item_stat.cnt_reviews));
    expectDescending((await ordered('diaries')).map((s) => s.cnt_diaries));
    for (const query of ['sort=price', 'brand_id=0', 'limit=101']) expect((await get(`/api/strains?${query}`)).statusCode, query).toBe(400);
  });
});
