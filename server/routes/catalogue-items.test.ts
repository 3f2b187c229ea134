// @vitest-environment node
// Tabs of catalogue pages: GET /api/{products|brands}/{id}/{diaries|gallery|growers|harvests} and /api/brands/{id}/reviews
// over the demo data: what they list matches the data, pages are capped, bad values refused and one address limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  itemDiariesPageSchema, itemGalleryPageSchema, itemGrowersPageSchema, itemHarvestsPageSchema,
} from '../../src/domain/catalogue/catalogue-items';
import { reviewsPageSchema } from '../../src/domain/catalogue/review';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';
import { TAB_CALLS_PER_MINUTE } from './catalogue-items';

let server: TestServer;
/** The most grown demo strain and its breeder. */
let strain: { id: number; brand_id: number };

const get = async (url: string) => {
  const res = await server.app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as unknown;
};

/** Visible diaries listing any of the products, straight from the tables. */
async function diariesUsing(productIds: number[]) {
  const rows = await server.db.selectFrom('diaries').select(['id', 'user_id'])
    .where('is_remove', '=', 0).where('is_hidden', '=', 0)
    .where('id', 'in', server.db.selectFrom('diary_items').select('diary_id').where('product_id', 'in', productIds))
    .execute();
  return rows;
}

async function productsOf(brandId: number) {
  return (await server.db.selectFrom('products').select('id').where('brand_id', '=', brandId).execute()).map((p) => p.id);
}

beforeAll(async () => {
  server = await startTestServer();
  const top = await server.db.selectFrom('diary_items').innerJoin('products', 'products.id', 'diary_items.product_id')
    .select(['products.id', 'products.brand_id']).select((eb) => eb.fn.countAll<number>().as('n'))
    .where('diary_items.kind', '=', 'seed').groupBy(['products.id', 'products.brand_id'])
    .orderBy('n', 'desc').orderBy('products.id').executeTakeFirstOrThrow();
  strain = { id: top.id, brand_id: top.brand_id! };
});
afterAll(() => server.close());

describe('diaries tab', () => {
  it('lists the visible diaries growing a strain, latest update first, and every diary of any product of a brand', async () => {
    const expected = await diariesUsing([strain.id]);
    const page = itemDiariesPageSchema.parse(await get(`/api/products/${strain.id}/diaries?limit=50`));
    expect(page.total).toBe(expected.length);
    expect(page.items.map((d) => d.id).sort()).toEqual(expected.map((d) => d.id).sort());
    expect(page.items.every((d) => d.items_seed.some((s) => s.id === strain.id))).toBe(true);
    const dates = page.items.map((d) => d.update_date);
    expect(dates).toEqual([...dates].sort().reverse());

    const brandDiaries = await diariesUsing(await productsOf(strain.brand_id));
    const brandPage = itemDiariesPageSchema.parse(await get(`/api/brands/${strain.brand_id}/diaries`));
    expect(brandPage.total).toBe(brandDiaries.length);
    expect(brandPage.total).toBeGreaterThanOrEqual(page.total);
  });

  it('leaves out a hidden diary', async () => {
    const [first] = await diariesUsing([strain.id]);
    await server.db.updateTable('diaries').set({ is_hidden: 1 }).where('id', '=', first!.id).execute();
    try {
      const page = itemDiariesPageSchema.parse(await get(`/api/products/${strain.id}/diaries?limit=50`));
      expect(page.items.map((d) => d.id)).not.toContain(first!.id);
    } finally {
      await server.db.updateTable('diaries').set({ is_hidden: 0 }).where('id', '=', first!.id).execute();
    }
  });

  it('pages without gaps and answers start and limit', async () => {
    const brand = strain.brand_id;
    const all = itemDiariesPageSchema.parse(await get(`/api/brands/${brand}/diaries?limit=50`));
    const first = itemDiariesPageSchema.parse(await get(`/api/brands/${brand}/diaries?start=0&limit=2`));
    const second = itemDiariesPageSchema.parse(await get(`/api/brands/${brand}/diaries?start=2&limit=2`));
    expect(first).toMatchObject({ start: 0, limit: 2, total: all.total });
    expect([...first.items, ...second.items].map((d) => d.id)).toEqual(all.items.slice(0, 4).map((d) => d.id));
  });
});

describe('gallery, growers and harvests tabs', () => {
  it('counts the week photos, the growers and the harvest weeks of the diaries using the brand', async () => {
    const diaries = await diariesUsing(await productsOf(strain.brand_id));
    const diaryIds = diaries.map((d) => d.id);
    const photos = await server.db.selectFrom('photos').select('id').where('diary_id', 'in', diaryIds).where('is_remove', '=', 0).where('week_id', 'is not', null).execute();
    const gallery = itemGalleryPageSchema.parse(await get(`/api/brands/${strain.brand_id}/gallery?limit=50`));
    expect(gallery.total).toBe(photos.length);
    expect(gallery.items.every((p) => diaryIds.includes(p.diary_id) && p.size_s.endsWith('_s.jpg'))).toBe(true);

    const growers = itemGrowersPageSchema.parse(await get(`/api/brands/${strain.brand_id}/growers?limit=50`));
    const perUser = new Map<number, number>();
    for (const d of diaries) perUser.set(d.user_id, (perUser.get(d.user_id) ?? 0) + 1);
    expect(growers.total).toBe(perUser.size);
    expect(Object.fromEntries(growers.items.map((g) => [g.id, g.cnt_diaries]))).toEqual(Object.fromEntries(perUser));
    const counts = growers.items.map((g) => g.cnt_diaries);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const harvestWeeks = await server.db.selectFrom('weeks').select('id').where('diary_id', 'in', diaryIds).where('faza', '=', 2).where('is_remove', '=', 0).execute();
    const harvests = itemHarvestsPageSchema.parse(await get(`/api/brands/${strain.brand_id}/harvests?limit=50`));
    expect(harvests.total).toBe(harvestWeeks.length);
    expect(harvests.items.map((h) => h.week_id).sort()).toEqual(harvestWeeks.map((w) => w.id).sort());
    expect(harvests.items.every((h) => h.props.harvest_weight !== null && diaryIds.includes(h.item_diary.id))).toBe(true);
  });

  it("gives a harvest the strain's review of a seed, and the nutrient's own review of a nutrient", async () => {
    const grower = await createTestUser(server.db, 'TabHarvester');
    const nutrient = await server.db.selectFrom('products').select('id').where('section', '=', 'nutrient').orderBy('id').executeTakeFirstOrThrow();
    const send = async (method: 'POST', url: string, payload: object) => {
      const res = await server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${grower.token}`, 'x-rniq': newTestKey() } });
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json() as { id: number; items_week?: { id: number }[] };
    };
    const diary = await send('POST', '/api/diaries', { name: 'Tab harvest', items_seed: [{ id: strain.id }], items_nutrient: [{ id: nutrient.id }] });
    const week = await send('POST', `/api/diaries/${diary.id}/weeks`, {
      faza: 2, days: 0, props: { harvest_weight: 321 },
      review_seed: { n_general: 9, text: 'Dense buds.' }, nutrient_reviews: [{ id: nutrient.id, n_general: 4, text: 'Burned tips.' }],
    });
    const find = async (url: string) => itemHarvestsPageSchema.parse(await get(url)).items.find((h) => h.item_diary.id === diary.id);
    expect(await find(`/api/products/${strain.id}/harvests`)).toMatchObject({ props: { harvest_weight: 321 }, item_review: { n_general: 9, text: 'Dense buds.' } });
    expect(await find(`/api/products/${nutrient.id}/harvests`)).toMatchObject({ week_id: week.id, item_review: { n_general: 4, text: 'Burned tips.' } });
  });
});

describe('brand reviews', () => {
  it("lists the reviews of the brand's products, latest first, with the brand's stats", async () => {
    const [product] = await productsOf(strain.brand_id);
    const grower = await createTestUser(server.db, 'BrandReviewer');
    const res = await server.app.inject({
      method: 'PUT', url: `/api/products/${product}/review`, payload: { n_general: 7, text: 'Germinated all five.' },
      headers: { authorization: `Bearer ${grower.token}`, 'x-rniq': newTestKey() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const page = reviewsPageSchema.parse(await get(`/api/brands/${strain.brand_id}/reviews`));
    expect(page.items[0]).toMatchObject({ ref_id: product, text: 'Germinated all five.', item_user: { name: 'BrandReviewer' } });
    const written = await server.db.selectFrom('product_reviews').select('id').where('product_id', 'in', await productsOf(strain.brand_id)).execute();
    expect(page.total).toBe(written.length);
    expect(page.item_stat.cnt_reviews).toBeGreaterThanOrEqual(written.length);
  });
});

describe('bad requests', () => {
  it('answers 404 for an unknown product or brand and 400 for bad ids, starts and limits', async () => {
    for (const url of ['/api/products/999999/diaries', '/api/brands/999999/gallery', '/api/brands/999999/reviews']) {
      expect((await server.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    for (const query of ['limit=0', 'limit=51', 'start=-1', 'limit=abc']) {
      const res = await server.app.inject({ method: 'GET', url: `/api/products/${strain.id}/growers?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toHaveProperty('error', 'bad_request');
    }
    expect((await server.app.inject({ method: 'GET', url: '/api/brands/abc/harvests' })).statusCode).toBe(400);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once one address made its calls of the minute, and leaves other addresses alone', async () => {
    const from = (remoteAddress: string, url: string) => server.app.inject({ method: 'GET', url, remoteAddress });
    const urls = [`/api/products/${strain.id}/growers?limit=1`, `/api/brands/${strain.brand_id}/reviews?limit=1`, '/api/brands/999999/gallery'];
    for (let i = 0; i < TAB_CALLS_PER_MINUTE; i++) {
      const res = await from('203.0.113.7', urls[i % urls.length]!);
      expect(res.statusCode, `call ${i + 1}`).not.toBe(429);
    }
    const limited = await from('203.0.113.7', `/api/brands/${strain.brand_id}/diaries`);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({ error: 'too_many_requests', message: expect.stringMatching(/^Too many catalogue tab requests\. Try again in \d+ seconds\.$/) });
    expect((await from('203.0.113.8', `/api/brands/${strain.brand_id}/diaries`)).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: `/api/products/${strain.id}/harvests` })).statusCode).toBe(200);
  });
});
