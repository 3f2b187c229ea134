// @vitest-environment node
// Diary extras over a real SQLite file: similar diaries, the products review, approval by moderators, impressions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diarySchema, similarDiariesSchema, type Diary } from '../../src/domain/diary/diary';
import { productsReviewSchema } from '../../src/domain/diary/product-review';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';
import { IMPRESSIONS_PER_MINUTE } from './diary-extras';

let server: TestServer;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let strains: { id: number; name: string }[];
let nutrientId: number;
let breederId: number;

function send(method: 'GET' | 'POST' | 'DELETE', url: string, { token, body }: { token?: string; body?: object } = {}) {
  const headers: Record<string, string> = {};
  if (token) {
    headers.authorization = `Bearer ${token}`;
    headers['x-rniq'] = newTestKey();
  }
  return server.app.inject({ method, url, headers, payload: body });
}

async function createDiary(token: string, name: string, seeds: object[], fazas: number[]): Promise<Diary> {
  const diary = diarySchema.parse((await send('POST', '/api/diaries', { token, body: { name, items_seed: seeds } })).json());
  for (const faza of fazas) expect((await send('POST', `/api/diaries/${diary.id}/weeks`, { token, body: { faza } })).statusCode).toBe(201);
  return diary;
}

async function readDiary(id: number): Promise<Diary> {
  return diarySchema.parse((await send('GET', `/api/diaries/${id}`)).json());
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  alice = await createTestUser(server.db, 'Alice');
  bob = await createTestUser(server.db, 'Bob');
  ({ id: breederId } = await server.db.insertInto('brands')
    .values({ name: 'Test Seeds', section: 'seed', category: null, link: '/seedbank/test-seeds', avatar: null })
    .returning('id').executeTakeFirstOrThrow());
  strains = await server.db.insertInto('products')
    .values(['Alpha Kush', 'Beta Haze'].map((name) => ({ brand_id: breederId, name, section: 'seed' as const, category: null, link: `/strains/${name}`, description: '' })))
    .returning(['id', 'name']).execute();
  ({ id: nutrientId } = await server.db.insertInto('products')
    .values({ brand_id: null, name: 'Bloom Juice', section: 'nutrient', category: null, link: '/nutrients/x/bloom-juice', description: '' })
    .returning('id').executeTakeFirstOrThrow());
});
afterAll(() => server.close());

describe('GET /api/diaries/:id/similar-diaries', () => {
  it('ranks other diaries by shared strain, then breeder, then the same max phase', async () => {
    const [alpha, beta] = strains;
    const own = await createDiary(alice.token, 'Own', [{ id: alpha?.id }], [0, 1]);
    const samePhase = await createDiary(bob.token, 'Same phase', [{ name: 'Typed Strain' }], [1]);
    const sameBreeder = await createDiary(bob.token, 'Same breeder', [{ id: beta?.id }], [0]);
    const sameStrain = await createDiary(bob.token, 'Same strain', [{ id: alpha?.id }], [0]);
    await createDiary(bob.token, 'Unrelated', [{ name: 'Other Typed' }], [0]);
    const removed = await createDiary(bob.token, 'Removed', [{ id: alpha?.id }], [1]);
    expect((await send('DELETE', `/api/diaries/${removed.id}`, { token: bob.token })).statusCode).toBe(204);

    const res = await send('GET', `/api/diaries/${own.id}/similar-diaries`);
    expect(res.statusCode).toBe(200);
    const { items } = similarDiariesSchema.parse(res.json());
    expect(items.map((d) => d.name)).toEqual([sameStrain.name, sameBreeder.name, samePhase.name]);
    expect(items[0]?.items_seed.map((s) => s.id)).toEqual([alpha?.id]);
  });

  it('answers at most 6 and 404 for a missing diary', async () => {
    const [alpha] = strains;
    for (let i = 0; i < 7; i++) await createDiary(bob.token, `Alpha ${i}`, [{ id: alpha?.id }], []);
    const own = await createDiary(alice.token, 'Many', [{ id: alpha?.id }], []);
    const { items } = similarDiariesSchema.parse((await send('GET', `/api/diaries/${own.id}/similar-diaries`)).json());
    expect(items).toHaveLength(6);
    expect(items.some((d) => d.id === own.id)).toBe(false);
    expect((await send('GET', '/api/diaries/999999/similar-diaries')).statusCode).toBe(404);
  });
});

describe('GET /api/diaries/:id/products-review', () => {
  it('lists the harvest strain review for each strain, then the nutrient reviews, with product refs', async () => {
    const [alpha] = strains;
    const diary = await createDiary(alice.token, 'Reviewed', [{ id: alpha?.id }, { name: 'Mystery Bean' }], [0]);
    const harvest = await send('POST', `/api/diaries/${diary.id}/weeks`, {
      token: alice.token,
      body: {
        faza: 2, review_seed: { growing: 2, resistance: 3, n_general: 9, text: 'Frosty' },
        nutrient_reviews: [{ id: nutrientId, n_general: 7, text: 'Worked' }, { name: 'Tap water', n_general: 5 }],
      },
    });
    expect(harvest.statusCode).toBe(201);
    const weekId = harvest.json().id;
    const res = await send('GET', `/api/diaries/${diary.id}/products-review`);
    expect(res.statusCode).toBe(200);
    const { items } = productsReviewSchema.parse(res.json());
    expect(items.map((r) => [r.section, r.item_product.name, r.n_general, r.text])).toEqual([
      ['seed', 'Alpha Kush', 9, 'Frosty'],
      ['seed', 'Mystery Bean', 9, 'Frosty'],
      ['nutrient', 'Bloom Juice', 7, 'Worked'],
      ['nutrient', 'Tap water', 5, ''],
    ]);
    expect(items[0]).toMatchObject({ week_id: weekId, props: { growing: 2, resistance: 3 }, item_product: { id: alpha?.id, brand_id: breederId, brand_name: 'Test Seeds' } });
    expect(items[2]?.props).toBeNull();
    expect(items[3]?.item_product).toMatchObject({ brand_id: null, brand_name: null, link: '' });
  });

  it('answers an empty list without harvest and 404 for a missing diary', async () => {
    const diary = await createDiary(alice.token, 'Growing', [], [0]);
    expect((await send('GET', `/api/diaries/${diary.id}/products-review`)).json()).toEqual({ items: [] });
    expect((await send('GET', '/api/diaries/999999/products-review')).statusCode).toBe(404);
  });
});

describe('POST /api/diaries/:id/approve', () => {
  it('lets moderators and admins set the state, and no one else', async () => {
    const diary = await createDiary(alice.token, 'To approve', [], []);
    const url = `/api/diaries/${diary.id}/approve`;
    expect((await send('POST', url, { body: { state: 1 } })).statusCode).toBe(401);
    const owner = await send('POST', url, { token: alice.token, body: { state: 1 } });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().error).toBe('forbidden');

    const mod = await createTestUser(server.db, 'Mod');
    await server.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', mod.id).execute();
    const approved = await send('POST', url, { token: mod.token, body: { state: 1 } });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: diary.id, approved: 1 });
    const read = await readDiary(diary.id);
    expect(read.approved).toBe(1);
    expect(read.update_date).toBe(diary.update_date);

    const admin = await createTestUser(server.db, 'Admin');
    await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    expect((await send('POST', url, { token: admin.token, body: { state: 2 } })).json().approved).toBe(2);
    expect((await send('POST', url, { token: admin.token, body: { state: 3 } })).statusCode).toBe(400);
    expect((await send('POST', '/api/diaries/999999/approve', { token: admin.token, body: { state: 0 } })).statusCode).toBe(404);
  });

  it('makes every new account a plain user', async () => {
    const row = await server.db.selectFrom('users').select('role').where('id', '=', alice.id).executeTakeFirstOrThrow();
    expect(row.role).toBe('user');
  });
});

describe('POST /api/diaries/:id/impressions', () => {
  it('adds the views (1 by default) and seconds for anyone, answering 204', async () => {
    const diary = await createDiary(alice.token, 'Seen', [], []);
    const url = `/api/diaries/${diary.id}/impressions`;
    expect((await send('POST', url, { body: { v: 3, s: 40 } })).statusCode).toBe(204);
    expect((await send('POST', url)).statusCode).toBe(204);
    const row = await server.db.selectFrom('diaries').select(['cnt_views', 'view_seconds']).where('id', '=', diary.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ cnt_views: 4, view_seconds: 40 });
    expect((await readDiary(diary.id)).cnt_views).toBe(4);
    expect((await send('POST', url, { body: { v: 0 } })).statusCode).toBe(400);
    expect((await send('POST', url, { body: { v: 1, s: 86_401 } })).statusCode).toBe(400);
    expect((await send('POST', '/api/diaries/999999/impressions')).statusCode).toBe(404);
  });

  it('limits impressions per address with 429 and Retry-After', async () => {
    const diary = await createDiary(alice.token, 'Popular', [], []);
    let last = await send('POST', `/api/diaries/${diary.id}/impressions`);
    for (let i = 0; i < IMPRESSIONS_PER_MINUTE && last.statusCode !== 429; i++) last = await send('POST', `/api/diaries/${diary.id}/impressions`);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
