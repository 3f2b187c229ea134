// @vitest-environment node
// Reviews of catalogue products: one per grower and product, replaced in place, idempotent, listed with stats,
// and counted in the product's item_stat; guests, bad bodies and products outside the catalogue are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewSchema, reviewsPageSchema } from '../../src/domain/catalogue/review';
import { strainSchema, strainsPageSchema } from '../../src/domain/strain/strain';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let productId: number;

function review(token: string | null, body: object, key = newTestKey(), id = productId) {
  const headers: Record<string, string> = { 'x-rniq': key };
  if (token) headers.authorization = `Bearer ${token}`;
  return server.app.inject({ method: 'PUT', url: `/api/products/${id}/review`, headers, payload: body });
}
/** The product's item_stat as the strain list shows it (a kept answer, until the reviews change). */
const listedStat = async () => {
  const res = await server.app.inject({ method: 'GET', url: '/api/strains?query=Review%20Kush' });
  expect(res.statusCode, res.body).toBe(200);
  return strainsPageSchema.parse(res.json()).items[0]?.item_stat;
};
const reviews = async (query = '') => {
  const res = await server.app.inject({ method: 'GET', url: `/api/products/${productId}/reviews${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return reviewsPageSchema.parse(res.json());
};

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  alice = await createTestUser(server.db, 'Alice');
  bob = await createTestUser(server.db, 'Bob');
  const brand = await server.db.insertInto('brands').values({ name: 'Review Seeds', section: 'seed', category: null, link: '/seedbank/r', avatar: null })
    .returning('id').executeTakeFirstOrThrow();
  productId = (await server.db.insertInto('products').values({ brand_id: brand.id, name: 'Review Kush', section: 'seed', category: null, link: '/strains/r', description: '' })
    .returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

describe('reviews of a product', () => {
  it('stores one review per grower, replaced in place, and answers a replayed request with the first answer', async () => {
    const key = newTestKey();
    const first = await review(alice.token, { n_general: 7, text: 'Frosty, easy to trim.', props: { yield: 'high', smell: 8 } }, key);
    expect(first.statusCode, first.body).toBe(200);
    const written = reviewSchema.parse(first.json());
    expect(written).toMatchObject({ ref_id: productId, n_general: 7, props: { yield: 'high', smell: 8 }, item_user: { name: 'Alice' }, item_product: { name: 'Review Kush', brand_name: 'Review Seeds' } });
    const replay = await review(alice.token, { n_general: 7, text: 'Frosty, easy to trim.', props: { yield: 'high', smell: 8 } }, key);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());

    const changed = reviewSchema.parse((await review(alice.token, { n_general: 9, text: 'Even better the second run.' })).json());
    expect(changed).toMatchObject({ id: written.id, n_general: 9, props: {}, add_date: written.add_date });
    expect((await reviews()).total).toBe(1);
  });

  it('lists the latest changed first with stats over all reviews, and counts them in the strain\'s item_stat', async () => {
    expect(await listedStat()).toEqual({ avg_rate: 9, cnt_reviews: 1 });
    expect((await review(bob.token, { text: 'Average.' })).statusCode).toBe(200);
    expect(await listedStat()).toEqual({ avg_rate: 5, cnt_reviews: 2 });
    const page = await reviews();
    expect(page.items.map((r) => [r.item_user.name, r.n_general])).toEqual([['Bob', 1], ['Alice', 9]]);
    expect(page.item_stat).toEqual({ avg_rate: 5, cnt_reviews: 2 });
    expect((await reviews('?start=1&limit=1')).items.map((r) => r.item_user.name)).toEqual(['Alice']);
    const strain = strainSchema.parse((await server.app.inject({ method: 'GET', url: `/api/strains/${productId}` })).json());
    expect(strain.item_stat).toEqual({ avg_rate: 5, cnt_reviews: 2 });
  });

  it('removes only the grower\'s own review', async () => {
    const remove = (token: string) => server.app.inject({ method: 'DELETE', url: `/api/products/${productId}/review`, headers: { authorization: `Bearer ${token}`, 'x-rniq': newTestKey() } });
    expect((await remove(bob.token)).statusCode).toBe(204);
    expect((await remove(bob.token)).statusCode).toBe(404);
    expect((await reviews()).items.map((r) => r.item_user.name)).toEqual(['Alice']);
    expect(await listedStat()).toEqual({ avg_rate: 9, cnt_reviews: 1 });
  });

  it('refuses guests, bad bodies and products outside the catalogue', async () => {
    expect((await review(null, { n_general: 5 })).statusCode).toBe(401);
    for (const body of [{ n_general: 11 }, { n_general: -1 }, { n_general: 2.5 }, { text: 'x'.repeat(5001) }, { props: { a: { nested: true } } },
      { props: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`p${i}`, i])) }]) {
      const res = await review(alice.token, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    expect((await review(alice.token, { n_general: 5 }, newTestKey(), 999999)).statusCode).toBe(404);
    const typed = await server.db.insertInto('products').values({ brand_id: null, name: 'My cross', section: 'seed', category: null, link: '', description: '', user_added: 1 })
      .returning('id').executeTakeFirstOrThrow();
    expect((await review(alice.token, { n_general: 5 }, newTestKey(), typed.id)).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: '/api/products/999999/reviews' })).statusCode).toBe(404);
  });
});
