// @vitest-environment node
// The phase parts and photos of week writes: germination method, harvest nutrient reviews and the
// items_photo order, comments and removal, each read back through GET /api/diaries/:id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diarySchema, type Diary } from '../../src/domain/diary/diary';
import { weekSchema, type Week } from '../../src/domain/week/week';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let alice: { id: number; token: string };
let nutrients: { id: number; name: string }[];

function send(method: 'POST' | 'PUT', url: string, body: object) {
  return server.app.inject({ method, url, headers: { authorization: `Bearer ${alice.token}`, 'x-rniq': newTestKey() }, payload: body });
}

async function createDiary(): Promise<Diary> {
  return diarySchema.parse((await send('POST', '/api/diaries', { name: 'Details' })).json());
}

async function addWeek(diaryId: number, body: object): Promise<Week> {
  const res = await send('POST', `/api/diaries/${diaryId}/weeks`, body);
  expect(res.statusCode, res.body).toBe(201);
  return weekSchema.parse(res.json());
}

async function readWeek(diaryId: number, weekId: number): Promise<Week | undefined> {
  const res = await server.app.inject({ method: 'GET', url: `/api/diaries/${diaryId}` });
  return diarySchema.parse(res.json()).items_week.find((w) => w.id === weekId);
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  alice = await createTestUser(server.db, 'Alice');
  const { id: brandId } = await server.db.insertInto('brands')
    .values({ name: 'BioBizz', section: 'nutrient', category: null, link: '/nutrients/biobizz', avatar: null })
    .returning('id').executeTakeFirstOrThrow();
  nutrients = await server.db.insertInto('products')
    .values(['Bio-Grow', 'Bio-Bloom'].map((name) => ({ brand_id: brandId, name, section: 'nutrient' as const, category: null, link: `/nutrients/biobizz/${name}`, description: '' })))
    .returning(['id', 'name']).execute();
});
afterAll(() => server.close());

describe('germ_method', () => {
  it('round-trips on a germination week and is cleared when left out', async () => {
    const diary = await createDiary();
    const week = await addWeek(diary.id, { faza: -1, days: 3, germ_method: 2 });
    expect(week.item_germination).toEqual({ germ_method: 2 });
    expect((await readWeek(diary.id, week.id))?.item_germination).toEqual({ germ_method: 2 });
    const cleared = await send('PUT', `/api/diaries/${diary.id}/weeks/${week.id}`, { faza: -1, days: 3 });
    expect(weekSchema.parse(cleared.json()).item_germination).toEqual({ germ_method: null });
    const vegetation = await addWeek(diary.id, { faza: 0, germ_method: null });
    expect(vegetation.item_germination).toBeUndefined();
  });

  it('refuses a method on other phases and codes outside the list', async () => {
    const diary = await createDiary();
    const other = await send('POST', `/api/diaries/${diary.id}/weeks`, { faza: 0, germ_method: 1 });
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/^germ_method: /);
    expect((await send('POST', `/api/diaries/${diary.id}/weeks`, { faza: -1, germ_method: 3 })).statusCode).toBe(400);
  });
});

describe('nutrient_reviews', () => {
  it('stores the harvest review of each nutrient in order and answers it as item_harvest.items_nutrient', async () => {
    const diary = await createDiary();
    const [grow, bloom] = nutrients;
    const week = await addWeek(diary.id, {
      faza: 2,
      review_seed: { n_general: 8, text: 'Great strain' },
      nutrient_reviews: [{ id: bloom?.id, n_general: 9, text: 'Fat buds' }, { name: 'Molasses', text: 'Sweet' }, { id: grow?.id, n_general: 0 }],
    });
    const expected = [
      { id: bloom?.id, name: 'Bio-Bloom', brand_name: 'BioBizz', n_general: 9, text: 'Fat buds' },
      { id: expect.any(Number), name: 'Molasses', brand_name: '', n_general: 1, text: 'Sweet' },
      { id: grow?.id, name: 'Bio-Grow', brand_name: 'BioBizz', n_general: 0, text: '' },
    ];
    expect(week.item_harvest?.items_nutrient).toEqual(expected);
    expect(week.item_harvest?.item_review_seed?.n_general).toBe(8);
    expect((await readWeek(diary.id, week.id))?.item_harvest?.items_nutrient).toEqual(expected);

    const replaced = await send('PUT', `/api/diaries/${diary.id}/weeks/${week.id}`, { faza: 2, nutrient_reviews: [{ id: grow?.id, n_general: 4, text: 'ok' }] });
    expect(weekSchema.parse(replaced.json()).item_harvest?.items_nutrient.map((r) => [r.id, r.n_general])).toEqual([[grow?.id, 4]]);
  });

  it('refuses reviews outside a harvest week, bad ratings and a nutrient listed twice', async () => {
    const diary = await createDiary();
    const url = `/api/diaries/${diary.id}/weeks`;
    const flowering = await send('POST', url, { faza: 1, nutrient_reviews: [{ name: 'Molasses' }] });
    expect(flowering.statusCode).toBe(400);
    expect(flowering.json().message).toMatch(/^nutrient_reviews: /);
    expect((await send('POST', url, { faza: 2, nutrient_reviews: [{ name: 'Molasses', n_general: 11 }] })).statusCode).toBe(400);
    expect((await send('POST', url, { faza: 2, nutrient_reviews: [{ name: 'Molasses' }, { name: 'molasses' }] })).statusCode).toBe(400);
    expect((await send('POST', url, { faza: 2, nutrient_reviews: [{ id: 999_999 }] })).statusCode).toBe(400);
  });
});

describe('items_photo', () => {
  /** Photo rows of a week, as an upload makes them (files are not needed to read them). */
  async function addPhotos(diaryId: number, weekId: number, count: number): Promise<number[]> {
    const rows = await server.db.insertInto('photos')
      .values(Array.from({ length: count }, (_, position) => ({
        week_id: weekId, diary_id: diaryId, user_id: alice.id, comment: `photo ${position}`,
        file: `photos/test-${weekId}-${position}`, width: 640, height: 480, position, is_remove: 0 as const,
      })))
      .returning('id').execute();
    return rows.map((r) => r.id);
  }

  it('orders, comments and removes the listed photos; the others follow untouched', async () => {
    const diary = await createDiary();
    const week = await addWeek(diary.id, { faza: 0 });
    const [a, b, c, d] = await addPhotos(diary.id, week.id, 4);
    // d was uploaded after the device read the week: not listed, kept, placed after the listed ones.
    const res = await send('PUT', `/api/diaries/${diary.id}/weeks/${week.id}`, {
      faza: 0, items_photo: [{ id: c, comment: 'Best one' }, { id: a }, { id: b, is_remove: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const edited = weekSchema.parse(res.json());
    expect(edited.items_photo.map((p) => [p.id, p.comment])).toEqual([[c, 'Best one'], [a, 'photo 0'], [d, 'photo 3']]);
    expect(await readWeek(diary.id, week.id)).toEqual(edited);
    const removed = await server.db.selectFrom('photos').select('is_remove').where('id', '=', b!).executeTakeFirstOrThrow();
    expect(removed.is_remove).toBe(1);

    // Without items_photo the photos stay as they are.
    const untouched = await send('PUT', `/api/diaries/${diary.id}/weeks/${week.id}`, { faza: 0, text: 'Only text' });
    expect(weekSchema.parse(untouched.json()).items_photo.map((p) => p.id)).toEqual([c, a, d]);
    // A removed photo listed again without is_remove stays removed; is_remove false brings it back.
    const restored = await send('PUT', `/api/diaries/${diary.id}/weeks/${week.id}`, { faza: 0, items_photo: [{ id: b, is_remove: false }] });
    expect(weekSchema.parse(restored.json()).items_photo.map((p) => p.id)).toEqual([b, c, a, d]);
  });

  it('answers 400 for a photo of another week and changes nothing', async () => {
    const diary = await createDiary();
    const week = await addWeek(diary.id, { faza: 0, text: 'Before' });
    const other = await addWeek(diary.id, { faza: 0 });
    const [own] = await addPhotos(diary.id, week.id, 1);
    const [foreign] = await addPhotos(diary.id, other.id, 1);
    const res = await send('PUT', `/api/diaries/${diary.id}/weeks/${week.id}`, {
      faza: 0, text: 'After', items_photo: [{ id: own, comment: 'changed' }, { id: foreign }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^items_photo\.1\.id: /);
    const read = await readWeek(diary.id, week.id);
    expect([read?.text, read?.items_photo[0]?.comment]).toEqual(['Before', 'photo 0']);
    expect((await send('PUT', `/api/diaries/${diary.id}/weeks/${week.id}`, { faza: 0, items_photo: [{ id: own }, { id: own }] })).statusCode).toBe(400);
  });
});

describe('diary reads', () => {
  it('answers items_medium, items_equip, approved and an empty items_video', async () => {
    const res = await send('POST', '/api/diaries', { name: 'Setup', items_medium: [{ name: 'Home mix' }], items_equip: [{ name: 'Clip fan' }] });
    const diary = diarySchema.parse(res.json());
    expect(diary.items_medium?.map((m) => m.name)).toEqual(['Home mix']);
    expect(diary.items_equip?.map((m) => m.name)).toEqual(['Clip fan']);
    expect(diary.approved).toBe(0);
    const week = await addWeek(diary.id, { faza: 1 });
    expect(week.items_video).toEqual([]);
    expect(week.item_harvest).toBeUndefined();
  });
});
