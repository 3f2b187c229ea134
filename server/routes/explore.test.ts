// @vitest-environment node
// GET /api/diaries and /api/diaries/total with explore filters and sorts over the real seed: every filter checked
// against the diaries themselves, the orders, paging bounds, bad values, and the facets kept by triggers on writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryPageSchema, diarySchema, type Diary } from '../../src/domain/diary/diary';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let all: Diary[];

const get = (url: string) => server.app.inject({ method: 'GET', url });
async function page(query: string) {
  const res = await get(`/api/diaries?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return diaryPageSchema.parse(res.json());
}
async function total(query: string) {
  const res = await get(`/api/diaries/total?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { total: number }).total;
}
/** Ids of every matching diary, in the API's order. */
async function ids(query: string) {
  return (await page(`${query}&limit=100`)).items.map((d) => d.id);
}
const expected = (keep: (d: Diary) => boolean) => all.filter(keep).map((d) => d.id).sort((a, b) => a - b);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

beforeAll(async () => {
  server = await startTestServer();
  const first = await page('limit=100');
  all = await Promise.all(first.items.map(async (card) => diarySchema.parse((await get(`/api/diaries/${card.id}`)).json())));
  expect(all.length).toBe(first.total);
});
afterAll(() => server.close());

describe('explore filters', () => {
  it('filters by strain, breeder and nutrient through the diaries\' items', async () => {
    const strain = all.find((d) => d.items_seed.length > 0)!.items_seed[0]!;
    expect(sorted(await ids(`strain=${strain.id}`))).toEqual(expected((d) => d.items_seed.some((s) => s.id === strain.id)));
    const breeder = strain.brand_id!;
    const byBreeder = expected((d) => d.items_seed.some((s) => s.brand_id === breeder));
    expect(byBreeder.length).toBeGreaterThan(0);
    expect(sorted(await ids(`breeder=${breeder}`))).toEqual(byBreeder);
    const nutrient = all.find((d) => d.items_nutrient.length > 0)!.items_nutrient[0]!;
    expect(sorted(await ids(`nutrient=${nutrient.id}`))).toEqual(expected((d) => d.items_nutrient.some((n) => n.id === nutrient.id)));
    expect(await total(`nutrient=${nutrient.id}`)).toBe(expected((d) => d.items_nutrient.some((n) => n.id === nutrient.id)).length);
  });

  it('filters by room, medium, phase and harvest, alone and together', async () => {
    for (const room of [1, 2, 3]) expect(sorted(await ids(`room=${room}`))).toEqual(expected((d) => d.type_room === room));
    for (const medium of [1, 2, 3]) expect(sorted(await ids(`medium=${medium}`))).toEqual(expected((d) => d.type_soil === medium));
    for (const phase of [-1, 0, 1, 2]) expect(sorted(await ids(`phase=${phase}`))).toEqual(expected((d) => d.max_faza === phase));
    const harvested = expected((d) => d.is_harvest);
    expect(harvested.length).toBeGreaterThan(0);
    expect(sorted(await ids('harvested=1'))).toEqual(harvested);
    expect(sorted(await ids('harvested=0'))).toEqual(expected((d) => !d.is_harvest));
    expect(sorted(await ids('room=1&harvested=1'))).toEqual(expected((d) => d.type_room === 1 && d.is_harvest));
    expect(await total('room=1&harvested=1')).toBe(expected((d) => d.type_room === 1 && d.is_harvest).length);
  });

  it('filters by light type from the lamps (the demo lamps are LEDs)', async () => {
    const lit = expected((d) => d.items_lamp_veg.length + d.items_lamp_flo.length > 0);
    expect(lit.length).toBeGreaterThan(0);
    expect(sorted(await ids('light=3'))).toEqual(lit);
    expect(await ids('light=2')).toEqual([]);
  });

  it('keeps phase and light up to date when a grower writes', async () => {
    const grower = await createTestUser(server.db, 'FacetGrower');
    const headers = { authorization: `Bearer ${grower.token}` };
    const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, headers: { ...headers, 'x-rniq': newTestKey() }, payload });
    const diary = (await post('/api/diaries', { name: 'Facet test', items_lamp_flo: [{ name: 'Old 600W HPS' }] })).json() as { id: number };
    expect(await ids('light=2')).toEqual([diary.id]);
    // Without weeks a diary is at germination, as its card says.
    expect(await ids('phase=-1')).toContain(diary.id);
    const week = await post(`/api/diaries/${diary.id}/weeks`, { faza: 1, days: 7 });
    expect(week.statusCode, week.body).toBe(201);
    expect(await ids('phase=1')).toContain(diary.id);
    expect(await ids('phase=-1')).not.toContain(diary.id);
    expect(await ids('harvested=1')).not.toContain(diary.id);
  });
});

describe('explore sorts and paging', () => {
  it('orders by update, newest, likes and views, descending with ties by id', async () => {
    const byKey = (key: 'update_date' | 'add_date' | 'cnt_likes' | 'cnt_views') =>
      [...all].sort((a, b) => (a[key] < b[key] ? 1 : a[key] > b[key] ? -1 : b.id - a.id)).map((d) => d.id);
    // Diaries other tests wrote are left out of the comparison.
    const seeded = new Set(all.map((d) => d.id));
    const sortedIds = async (sort: string) => (await ids(`sort=${sort}`)).filter((id) => seeded.has(id));
    expect(await sortedIds('updated')).toEqual(byKey('update_date'));
    expect(await sortedIds('newest')).toEqual(byKey('add_date'));
    expect(await sortedIds('likes')).toEqual(byKey('cnt_likes'));
    expect(await sortedIds('views')).toEqual(byKey('cnt_views'));
    expect(await ids('')).toEqual(await ids('sort=updated'));
  });

  it('pages without overlap and reports the filtered total', async () => {
    const first = await page('sort=likes&start=0&limit=7');
    const second = await page('sort=likes&start=7&limit=7');
    expect(first.items).toHaveLength(7);
    expect(first.items.map((d) => d.id).filter((id) => second.items.some((d) => d.id === id))).toEqual([]);
    expect((await ids('sort=likes')).slice(0, 14)).toEqual([...first.items, ...second.items].map((d) => d.id));
    expect((await page('room=1&limit=1')).total).toBe(await total('room=1'));
    expect((await page('start=100000')).items).toEqual([]);
  });

  it('answers 400 for a bad filter, sort, start or limit (limit capped at 100)', async () => {
    for (const query of ['limit=101', 'limit=0', 'start=-1', 'start=x', 'sort=random', 'light=4', 'room=0', 'medium=9', 'phase=3',
      'phase=-2', 'harvested=2', 'harvested=yes', 'strain=0', 'strain=abc', 'breeder=-1', 'nutrient=1.5']) {
      const res = await get(`/api/diaries?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request' });
    }
    expect((await get('/api/diaries/total?light=9')).statusCode).toBe(400);
    expect((await page('limit=100')).items.length).toBeLessThanOrEqual(100);
  });
});
