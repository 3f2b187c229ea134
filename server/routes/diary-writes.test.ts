// @vitest-environment node
// Diary and week writes over a real SQLite file: create, weeks, edit, remove, owners, bodies,
// idempotent replays by X-Rniq, conflicts by base_update_date, cover photo and the write rate limit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/domain/api/api';
import { diarySchema, type Diary } from '../../src/domain/diary/diary';
import { weekSchema, type Week } from '../../src/domain/week/week';
import { createTestUser, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let demo: { id: number; token: string };
let strainId: number;
let strainName: string;
let nutrientId: number;
let nutrientName: string;

beforeAll(async () => {
  server = await startTestServer();
  alice = await createTestUser(server.db, 'Alice');
  bob = await createTestUser(server.db, 'Bob');
  const { createSession } = await import('../auth/sessions');
  demo = { id: 1, token: await createSession(server.db, 1) };
  const strain = await server.db.selectFrom('products').select(['id', 'name']).where('section', '=', 'seed').orderBy('id').executeTakeFirstOrThrow();
  const nutrient = await server.db.selectFrom('products').select(['id', 'name']).where('section', '=', 'nutrient').orderBy('id').executeTakeFirstOrThrow();
  [strainId, strainName, nutrientId, nutrientName] = [strain.id, strain.name, nutrient.id, nutrient.name];
});
afterAll(() => server.close());

let sequence = 0;
/** A fresh idempotency key, as the client makes them: client id and sequence number. */
const newKey = () => `test-client:${(++sequence).toString().padStart(6, '0')}`;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface SendOptions { token?: string; body?: unknown; key?: string | null; raw?: string }

function send(method: Method, url: string, { token, body, key, raw }: SendOptions = {}) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (key !== null && method !== 'GET') headers['x-rniq'] = key ?? newKey();
  if (raw !== undefined) headers['content-type'] = 'application/json';
  return server.app.inject({ method, url, headers, payload: raw ?? (body as object | undefined) });
}

async function getDiary(id: number): Promise<Diary> {
  const res = await send('GET', `/api/diaries/${id}`);
  expect(res.statusCode).toBe(200);
  return diarySchema.parse(res.json());
}

async function createDiary(token: string, body: object = { name: 'Test grow' }): Promise<Diary> {
  const res = await send('POST', '/api/diaries', { token, body });
  expect(res.statusCode).toBe(201);
  return diarySchema.parse(res.json());
}

async function addWeek(token: string, diaryId: number, body: object): Promise<Week> {
  const res = await send('POST', `/api/diaries/${diaryId}/weeks`, { token, body });
  expect(res.statusCode, res.body).toBe(201);
  return weekSchema.parse(res.json());
}

async function count(table: 'diaries' | 'weeks' | 'products' | 'idempotency_keys' | 'week_reviews'): Promise<number> {
  const row = await server.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

async function livePositions(diaryId: number): Promise<number[]> {
  const rows = await server.db.selectFrom('weeks').select('position')
    .where('diary_id', '=', diaryId).where('is_remove', '=', 0).orderBy('position').execute();
  return rows.map((r) => r.position);
}

const GERMINATION = { faza: -1, days: 5, text: 'Paper towel, popped in 2 days.', props: { germ_date: '2026-03-01', air_temp: 24, air_hum: 75 } };
const VEGETATION = { faza: 0, days: 7, text: 'Topped today.', props: { height: 12.5, ph: 6.3, ppm: 400, air_temp: 25, air_hum: 62, light: 18 } };
const FLOWERING = {
  faza: 1, days: 7, text: 'Stretch started.',
  props: { height: 40, ph: 6.1, ppm: 1100, air_temp: 24, night_air_temp: 19, air_hum: 50, light: 12 },
  items_nutrient: [{ id: 0, val: 2.5 }, { name: 'Molasses', val: 1 }],
};
const REVIEW = { growing: 3, resistance: 2, n_general: 9, text: 'Easy, frosty and forgiving.' };
const HARVEST = {
  faza: 2, days: 0, text: 'Chopped and hanging.',
  props: { harvest_weight: 120, harvest_wet_weight: 520, harvest_plant: 1, harvest_watt: 240, harvest_space: 0.8, harvest_smoke: 8 },
  review_seed: REVIEW,
};
const flowering = () => ({ ...FLOWERING, items_nutrient: [{ id: nutrientId, val: 2.5 }, { name: 'Molasses', val: 1 }] });

describe('POST /api/diaries', () => {
  it('creates a diary with a free-text and a catalogue strain, answered as GET shows it', async () => {
    const productsBefore = await count('products');
    const created = await createDiary(alice.token, {
      name: '  Grandma Kush in a 2x2  ', type_room: 1, type_watering: 2, type_soil: 2,
      items_seed: [{ id: strainId }, { name: 'Grandma Kush' }],
      items_nutrient: [{ id: nutrientId }],
      items_tent: [{ name: 'Homemade closet tent' }],
    });
    expect(created.name).toBe('Grandma Kush in a 2x2');
    expect([created.type_room, created.type_watering, created.type_soil]).toEqual([1, 2, 2]);
    expect(created.item_user.id).toBe(alice.id);
    expect(created.items_seed.map((s) => s.name).sort()).toEqual([strainName, 'Grandma Kush'].sort());
    const typed = created.items_seed.find((s) => s.name === 'Grandma Kush');
    expect(typed).toMatchObject({ brand_id: null, brand_name: null, link: '' });
    expect(created.items_nutrient.map((n) => n.id)).toEqual([nutrientId]);
    expect(created.items_tent.map((t) => t.name)).toEqual(['Homemade closet tent']);
    expect([created.cnt_weeks, created.cnt_days, created.max_faza, created.is_harvest]).toEqual([0, 0, -1, false]);
    expect(created.add_date).toBe(created.update_date);
    expect(await getDiary(created.id)).toEqual(created);
    expect(await count('products')).toBe(productsBefore + 2);
    const added = await server.db.selectFrom('products').selectAll().where('name', '=', 'Grandma Kush').execute();
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ user_added: 1, brand_id: null, section: 'seed' });

    // The same free-text name (any case) reuses the product.
    const again = await createDiary(bob.token, { name: 'Another', items_seed: [{ name: 'grandma KUSH' }] });
    expect(again.items_seed.map((s) => s.id)).toEqual([typed?.id]);
    expect(await count('products')).toBe(productsBefore + 2);
  });

  it('rejects a catalogue id of another section or unknown', async () => {
    const res = await send('POST', '/api/diaries', { token: alice.token, body: { name: 'x', items_seed: [{ id: nutrientId }] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^items_seed\.0\.id: /);
    const unknown = await send('POST', '/api/diaries', { token: alice.token, body: { name: 'x', items_tent: [{ id: 999_999 }] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/^items_tent\.0\.id: /);
  });
});

describe('weeks', () => {
  it('adds germination, vegetation, flowering and harvest weeks in order with the counters right', async () => {
    const diary = await createDiary(alice.token, { name: 'Four phases', items_seed: [{ id: strainId }] });
    const reviewsBefore = await count('week_reviews');
    const weeks = [
      await addWeek(alice.token, diary.id, GERMINATION),
      await addWeek(alice.token, diary.id, VEGETATION),
      await addWeek(alice.token, diary.id, flowering()),
      await addWeek(alice.token, diary.id, HARVEST),
    ];
    expect(weeks.map((w) => w.faza)).toEqual([-1, 0, 1, 2]);
    expect(weeks.every((w) => w.diary_id === diary.id)).toBe(true);
    expect(weeks[0]?.props).toEqual(GERMINATION.props);
    expect(weeks[1]?.props.ph).toBe(6.3);
    const flower = weeks[2];
    expect(flower?.items_nutrient.map((n) => [n.name, n.val]).sort()).toEqual([['Molasses', 1], [nutrientName, 2.5]].sort());
    expect(flower?.items_nutrient.find((n) => n.name === 'Molasses')?.brand_name).toBe('');
    expect(weeks[3]?.item_harvest).toEqual({
      item_review_seed: { props: { growing: 3, resistance: 2 }, n_general: 9, text: REVIEW.text },
      items_nutrient: [],
    });
    expect(weeks[2]?.item_harvest).toBeUndefined();
    expect(weeks[3]?.props.harvest_weight).toBe(120);
    expect(await count('week_reviews')).toBe(reviewsBefore + 1);
    expect(await livePositions(diary.id)).toEqual([0, 1, 2, 3]);

    const read = await getDiary(diary.id);
    expect(read.items_week.map((w) => w.id)).toEqual(weeks.map((w) => w.id));
    expect(read.items_week.map((w) => w.text)).toEqual([GERMINATION.text, VEGETATION.text, FLOWERING.text, HARVEST.text]);
    expect([read.cnt_weeks, read.cnt_days, read.max_faza, read.is_harvest]).toEqual([4, 5 + 7 + 7 + 0, 2, true]);
    // Each write stamps the week and its diary alike, and later than before.
    expect(read.update_date).toBe(weeks[3]?.update_date);
    expect(read.update_date > diary.update_date).toBe(true);
    const stamps = weeks.map((w) => w.update_date);
    expect(new Set(stamps).size).toBe(4);
    expect(stamps).toEqual([...stamps].sort());
  });

  it('edits a week: the fields are replaced and both update dates move', async () => {
    const diary = await createDiary(alice.token, { name: 'Edit me' });
    const week = await addWeek(alice.token, diary.id, flowering());
    const res = await send('PUT', `/api/diaries/${diary.id}/weeks/${week.id}`, {
      token: alice.token,
      body: { faza: 1, days: 6, text: 'Defoliated.', props: { ph: 5.9, air_hum: 45 }, items_nutrient: [{ id: nutrientId, val: 3 }] },
    });
    expect(res.statusCode).toBe(200);
    const edited = weekSchema.parse(res.json());
    expect(edited.id).toBe(week.id);
    expect([edited.days, edited.text]).toEqual([6, 'Defoliated.']);
    expect(edited.props).toEqual({ ph: 5.9, air_hum: 45 });
    expect(edited.items_nutrient.map((n) => [n.id, n.val])).toEqual([[nutrientId, 3]]);
    expect(edited.update_date > week.update_date).toBe(true);
    expect(edited.add_date).toBe(week.add_date);
    const read = await getDiary(diary.id);
    expect(read.items_week).toEqual([edited]);
    expect(read.update_date).toBe(edited.update_date);
    expect(read.cnt_days).toBe(6);
  });

  it('clears a harvest review, turns the week into flowering and refuses a review on other phases', async () => {
    const diary = await createDiary(alice.token, { name: 'Harvest edit' });
    const harvest = await addWeek(alice.token, diary.id, HARVEST);
    expect(harvest.item_harvest?.item_review_seed?.n_general).toBe(9);
    const { review_seed: _, ...withoutReview } = HARVEST;
    const cleared = await send('PUT', `/api/diaries/${diary.id}/weeks/${harvest.id}`, { token: alice.token, body: withoutReview });
    expect(cleared.statusCode).toBe(200);
    expect(weekSchema.parse(cleared.json()).item_harvest).toEqual({ item_review_seed: null, items_nutrient: [] });
    const bad = await send('PUT', `/api/diaries/${diary.id}/weeks/${harvest.id}`, { token: alice.token, body: { ...flowering(), review_seed: REVIEW } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^review_seed: /);
    const res = await send('PUT', `/api/diaries/${diary.id}/weeks/${harvest.id}`, { token: alice.token, body: flowering() });
    expect(res.statusCode).toBe(200);
    expect(weekSchema.parse(res.json()).item_harvest).toBeUndefined();
    expect(await server.db.selectFrom('week_reviews').selectAll().where('week_id', '=', harvest.id).execute()).toEqual([]);
    const read = await getDiary(diary.id);
    expect([read.max_faza, read.is_harvest]).toEqual([1, false]);
  });

  it('removes a week: positions stay dense, counters follow, the week is gone for writes', async () => {
    const diary = await createDiary(alice.token, { name: 'Remove a week' });
    const weeks = [
      await addWeek(alice.token, diary.id, GERMINATION),
      await addWeek(alice.token, diary.id, VEGETATION),
      await addWeek(alice.token, diary.id, { ...VEGETATION, text: 'Week 2' }),
      await addWeek(alice.token, diary.id, flowering()),
    ];
    const removed = weeks[1];
    const res = await send('DELETE', `/api/diaries/${diary.id}/weeks/${removed?.id}`, { token: alice.token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await livePositions(diary.id)).toEqual([0, 1, 2]);
    const read = await getDiary(diary.id);
    expect(read.items_week.map((w) => w.id)).toEqual([weeks[0]?.id, weeks[2]?.id, weeks[3]?.id]);
    expect([read.cnt_weeks, read.cnt_days]).toEqual([3, 5 + 7 + 7]);
    const row = await server.db.selectFrom('weeks').select('is_remove').where('id', '=', removed?.id ?? 0).executeTakeFirstOrThrow();
    expect(row.is_remove).toBe(1);
    expect((await send('DELETE', `/api/diaries/${diary.id}/weeks/${removed?.id}`, { token: alice.token })).statusCode).toBe(404);
    expect((await send('PUT', `/api/diaries/${diary.id}/weeks/${removed?.id}`, { token: alice.token, body: VEGETATION })).statusCode).toBe(404);
    // A new week goes after the live ones.
    await addWeek(alice.token, diary.id, HARVEST);
    expect(await livePositions(diary.id)).toEqual([0, 1, 2, 3]);
    // A week of another diary is not found through this one.
    const other = await createDiary(alice.token, { name: 'Other' });
    expect((await send('PUT', `/api/diaries/${other.id}/weeks/${weeks[0]?.id}`, { token: alice.token, body: VEGETATION })).statusCode).toBe(404);
  });
});

describe('diary edits', () => {
  it('PUT replaces every editable field, PATCH changes only the fields present', async () => {
    const diary = await createDiary(alice.token, {
      name: 'Before', type_room: 1, type_soil: 1, items_seed: [{ id: strainId }], items_lamp_veg: [{ name: 'Shop light' }],
    });
    const patched = await send('PATCH', `/api/diaries/${diary.id}`, { token: alice.token, body: { name: 'Renamed', type_soil: 2 } });
    expect(patched.statusCode).toBe(200);
    const p = diarySchema.parse(patched.json());
    expect([p.name, p.type_room, p.type_soil]).toEqual(['Renamed', 1, 2]);
    expect(p.items_seed.map((s) => s.id)).toEqual([strainId]);
    expect(p.items_lamp_veg.map((l) => l.name)).toEqual(['Shop light']);
    expect(p.update_date > diary.update_date).toBe(true);

    const put = await send('PUT', `/api/diaries/${diary.id}`, { token: alice.token, body: { name: 'Replaced', items_seed: [{ name: 'Mystery bagseed' }] } });
    expect(put.statusCode).toBe(200);
    const r = diarySchema.parse(put.json());
    expect([r.name, r.type_room, r.type_soil]).toEqual(['Replaced', null, null]);
    expect(r.items_seed.map((s) => s.name)).toEqual(['Mystery bagseed']);
    expect(r.items_lamp_veg).toEqual([]);
    expect(await getDiary(diary.id)).toEqual(r);
  });

  it('DELETE removes the diary softly: 204, then 404 for reads and writes', async () => {
    const diary = await createDiary(alice.token, { name: 'Short lived' });
    const total = (await send('GET', '/api/diaries/total')).json().total as number;
    const res = await send('DELETE', `/api/diaries/${diary.id}`, { token: alice.token });
    expect(res.statusCode).toBe(204);
    expect((await send('GET', `/api/diaries/${diary.id}`)).statusCode).toBe(404);
    expect((await send('GET', '/api/diaries/total')).json().total).toBe(total - 1);
    const row = await server.db.selectFrom('diaries').select('is_remove').where('id', '=', diary.id).executeTakeFirstOrThrow();
    expect(row.is_remove).toBe(1);
    for (const [method, url, body] of [
      ['DELETE', `/api/diaries/${diary.id}`, undefined], ['PATCH', `/api/diaries/${diary.id}`, { name: 'x' }],
      ['POST', `/api/diaries/${diary.id}/weeks`, VEGETATION],
    ] as const) {
      const again = await send(method, url, { token: alice.token, body });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toEqual({ error: 'not_found', message: 'Diary not found' });
    }
  });
});

describe('who may write', () => {
  it('answers 403 to another grower on every write and 401 to a guest, changing nothing', async () => {
    const diary = await createDiary(alice.token, { name: 'Mine' });
    const week = await addWeek(alice.token, diary.id, VEGETATION);
    const photo = await server.db.selectFrom('photos').select('id').executeTakeFirstOrThrow();
    const writes: [Method, string, unknown][] = [
      ['PUT', `/api/diaries/${diary.id}`, { name: 'Stolen' }],
      ['PATCH', `/api/diaries/${diary.id}`, { name: 'Stolen' }],
      ['DELETE', `/api/diaries/${diary.id}`, undefined],
      ['PUT', `/api/diaries/${diary.id}/cover-week`, { photo_id: photo.id }],
      ['POST', `/api/diaries/${diary.id}/weeks`, VEGETATION],
      ['PUT', `/api/diaries/${diary.id}/weeks/${week.id}`, { ...VEGETATION, text: 'Stolen' }],
      ['DELETE', `/api/diaries/${diary.id}/weeks/${week.id}`, undefined],
    ];
    for (const [method, url, body] of writes) {
      const res = await send(method, url, { token: bob.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: 'forbidden', message: 'This diary belongs to another grower.' });
    }
    for (const [method, url, body] of [...writes, ['POST', '/api/diaries', { name: 'Guest diary' }] as [Method, string, unknown]]) {
      const res = await send(method, url, { body });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ error: 'unauthorized', message: 'Please sign in.' });
    }
    expect(await getDiary(diary.id)).toMatchObject({ name: 'Mine', update_date: week.update_date, cnt_weeks: 1 });
  });
});

describe('bad bodies', () => {
  it.each([
    ['ph 20', 'week', { ...VEGETATION, props: { ph: 20 } }, /^props\.ph: /],
    ['faza 5', 'week', { ...VEGETATION, faza: 5 }, /^faza: Expected -1/],
    ['days -1', 'week', { ...VEGETATION, days: -1 }, /^days: /],
    ['humidity 120 and 95 °C', 'week', { ...VEGETATION, props: { air_hum: 120, air_temp: 95 } }, /^props\.air_hum: .*; props\.air_temp: /],
    ['text over 10 000 characters', 'week', { ...VEGETATION, text: 'x'.repeat(10_001) }, /^text: /],
    ['germ_date not ISO', 'week', { ...VEGETATION, props: { germ_date: '01/03/2026' } }, /^props\.germ_date: /],
    ['nutrient dose 150 ml/l', 'week', { ...FLOWERING, items_nutrient: [{ name: 'Fish mix', val: 150 }] }, /^items_nutrient\.0\.val: /],
    ['nutrient without id or name', 'week', { ...FLOWERING, items_nutrient: [{ val: 1 }] }, /^items_nutrient\.0: Give either an id or a name/],
    ['empty name', 'diary', { name: '' }, /^name: /],
    ['blank name', 'diary', { name: '   ' }, /^name: /],
    ['a strain listed twice', 'diary', { name: 'x', items_seed: [{ name: 'a' }, { name: 'A' }] }, /^items_seed\.1: Listed twice/],
    ['21 strains', 'diary', { name: 'x', items_seed: Array.from({ length: 21 }, (_, i) => ({ name: `s${i}` })) }, /^items_seed: /],
    ['room type 9', 'diary', { name: 'x', type_room: 9 }, /^type_room: /],
  ] as const)('%s answers 400 naming the field', async (_label, target, body, message) => {
    const diary = await createDiary(alice.token, { name: 'Target' });
    const url = target === 'week' ? `/api/diaries/${diary.id}/weeks` : '/api/diaries';
    const before = await count(target === 'week' ? 'weeks' : 'diaries');
    const res = await send('POST', url, { token: alice.token, body });
    expect(res.statusCode).toBe(400);
    const error = apiErrorSchema.parse(res.json());
    expect(error.error).toBe('bad_request');
    expect(error.message).toMatch(message);
    expect(await count(target === 'week' ? 'weeks' : 'diaries')).toBe(before);
  });

  it('answers 413 for a body over 256 KB and 400 for a malformed X-Rniq', async () => {
    const diary = await createDiary(alice.token, { name: 'Big' });
    const huge = await send('POST', `/api/diaries/${diary.id}/weeks`, {
      token: alice.token, raw: JSON.stringify({ ...VEGETATION, text: 'x'.repeat(300 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'payload_too_large', message: 'The request body is too large.' });
    for (const key of ['short', 'has space in it', 'x'.repeat(129), 'bad/slash/key']) {
      const res = await send('POST', `/api/diaries/${diary.id}/weeks`, { token: alice.token, body: VEGETATION, key });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^X-Rniq: /);
    }
    expect((await getDiary(diary.id)).cnt_weeks).toBe(0);
  });
});

describe('idempotency by X-Rniq', () => {
  it('replays a successful POST with the same status and body and creates nothing new', async () => {
    const key = newKey();
    const body = { name: 'Once only', items_seed: [{ name: 'Replay Haze' }] };
    const first = await send('POST', '/api/diaries', { token: alice.token, body, key });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replay']).toBeUndefined();
    const [diaries, products, keys] = [await count('diaries'), await count('products'), await count('idempotency_keys')];
    const again = await send('POST', '/api/diaries', { token: alice.token, body: { items_seed: [{ name: 'Replay Haze' }], name: 'Once only' }, key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.body).toBe(first.body);
    expect([await count('diaries'), await count('products'), await count('idempotency_keys')]).toEqual([diaries, products, keys]);
    const stored = await server.db.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: alice.id, method: 'POST', path: '/api/diaries', status: 201, response: first.body });
    expect(stored.body_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('replays week writes and deletes without applying them twice', async () => {
    const diary = await createDiary(alice.token, { name: 'Replays' });
    const key = newKey();
    const first = await send('POST', `/api/diaries/${diary.id}/weeks`, { token: alice.token, body: VEGETATION, key });
    const again = await send('POST', `/api/diaries/${diary.id}/weeks`, { token: alice.token, body: VEGETATION, key });
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.body).toBe(first.body);
    expect((await getDiary(diary.id)).cnt_weeks).toBe(1);

    const week = weekSchema.parse(first.json());
    const deleteKey = newKey();
    const deleted = await send('DELETE', `/api/diaries/${diary.id}/weeks/${week.id}`, { token: alice.token, key: deleteKey });
    const redeleted = await send('DELETE', `/api/diaries/${diary.id}/weeks/${week.id}`, { token: alice.token, key: deleteKey });
    expect([deleted.statusCode, redeleted.statusCode]).toEqual([204, 204]);
    expect(redeleted.headers['idempotent-replay']).toBe('true');
    // Without the key the same delete is a new request: the week is already gone.
    expect((await send('DELETE', `/api/diaries/${diary.id}/weeks/${week.id}`, { token: alice.token })).statusCode).toBe(404);
  });

  it('answers 422 when the key was used for another body, method or path', async () => {
    const diary = await createDiary(alice.token, { name: 'Mismatch' });
    const key = newKey();
    expect((await send('POST', `/api/diaries/${diary.id}/weeks`, { token: alice.token, body: VEGETATION, key })).statusCode).toBe(201);
    const expected = { error: 'idempotency_mismatch', message: 'This request id was already used for a different change.' };
    const otherBody = await send('POST', `/api/diaries/${diary.id}/weeks`, { token: alice.token, body: { ...VEGETATION, days: 6 }, key });
    expect(otherBody.statusCode).toBe(422);
    expect(otherBody.json()).toEqual(expected);
    const otherPath = await send('PATCH', `/api/diaries/${diary.id}`, { token: alice.token, body: { name: 'x' }, key });
    expect(otherPath.statusCode).toBe(422);
    expect((await getDiary(diary.id)).cnt_weeks).toBe(1);
    expect((await getDiary(diary.id)).name).toBe('Mismatch');
    // Keys belong to a user: another grower's request with the same key is their own.
    const bobs = await send('POST', '/api/diaries', { token: bob.token, body: { name: 'Bob with the same key' }, key });
    expect(bobs.statusCode).toBe(201);
  });

  it('lets one of two concurrent requests with the same key apply; the other answers the same', async () => {
    const diary = await createDiary(alice.token, { name: 'Race' });
    const key = newKey();
    const [a, b] = await Promise.all([
      send('POST', `/api/diaries/${diary.id}/weeks`, { token: alice.token, body: GERMINATION, key }),
      send('POST', `/api/diaries/${diary.id}/weeks`, { token: alice.token, body: GERMINATION, key }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.body).toBe(b.body);
    expect([a.headers['idempotent-replay'], b.headers['idempotent-replay']].filter(Boolean)).toEqual(['true']);
    expect((await getDiary(diary.id)).cnt_weeks).toBe(1);
  });

  it('keeps no key of a failed write, so the same key works once the write is fixed', async () => {
    const diary = await createDiary(alice.token, { name: 'Fix and resend' });
    const key = newKey();
    const failed = await send('POST', `/api/diaries/${diary.id}/weeks`, { token: alice.token, body: { ...VEGETATION, items_nutrient: [{ id: strainId }] }, key });
    expect(failed.statusCode).toBe(400);
    expect(await server.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).execute()).toEqual([]);
    expect((await send('POST', `/api/diaries/${diary.id}/weeks`, { token: alice.token, body: VEGETATION, key })).statusCode).toBe(201);
  });

  it('works without X-Rniq (not deduplicated)', async () => {
    const diary = await createDiary(alice.token, { name: 'No key' });
    for (let i = 0; i < 2; i++) {
      expect((await send('POST', `/api/diaries/${diary.id}/weeks`, { token: alice.token, body: VEGETATION, key: null })).statusCode).toBe(201);
    }
    expect((await getDiary(diary.id)).cnt_weeks).toBe(2);
  });
});

describe('conflicts by base_update_date', () => {
  it('answers 409 with the current week for a stale base and applies a fresh one', async () => {
    const diary = await createDiary(alice.token, { name: 'Two devices' });
    const week = await addWeek(alice.token, diary.id, VEGETATION);
    const url = `/api/diaries/${diary.id}/weeks/${week.id}`;
    const phone = await send('PUT', url, { token: alice.token, body: { ...VEGETATION, text: 'From the phone', base_update_date: week.update_date } });
    expect(phone.statusCode).toBe(200);
    const current = weekSchema.parse(phone.json());

    const laptop = await send('PUT', url, { token: alice.token, body: { ...VEGETATION, text: 'From the laptop', base_update_date: week.update_date } });
    expect(laptop.statusCode).toBe(409);
    const body = laptop.json();
    expect(body.error).toBe('conflict');
    expect(body.message).toBe('This week was changed elsewhere since you opened it.');
    expect(weekSchema.parse(body.current)).toEqual(current);
    expect((await getDiary(diary.id)).items_week[0]?.text).toBe('From the phone');

    const merged = await send('PUT', url, { token: alice.token, body: { ...VEGETATION, text: 'Merged', base_update_date: current.update_date } });
    expect(merged.statusCode).toBe(200);
    expect(weekSchema.parse(merged.json()).text).toBe('Merged');
  });

  it('answers 409 with the current diary for a stale PATCH or PUT of a diary', async () => {
    const diary = await createDiary(alice.token, { name: 'Diary conflict' });
    const week = await addWeek(alice.token, diary.id, VEGETATION);
    // Adding the week moved the diary's update_date: the first base is stale now.
    const stale = await send('PATCH', `/api/diaries/${diary.id}`, { token: alice.token, body: { name: 'Late', base_update_date: diary.update_date } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', message: 'This diary was changed elsewhere since you opened it.' });
    const current = diarySchema.parse(stale.json().current);
    expect([current.name, current.update_date]).toEqual(['Diary conflict', week.update_date]);
    const stalePut = await send('PUT', `/api/diaries/${diary.id}`, { token: alice.token, body: { name: 'Late', base_update_date: diary.update_date } });
    expect(stalePut.statusCode).toBe(409);
    const fresh = await send('PATCH', `/api/diaries/${diary.id}`, { token: alice.token, body: { name: 'On time', base_update_date: week.update_date } });
    expect(fresh.statusCode).toBe(200);
    expect(diarySchema.parse(fresh.json()).name).toBe('On time');
  });
});

describe('PUT /api/diaries/:id/cover-week', () => {
  it('sets a photo of the diary as cover and refuses a photo of another diary', async () => {
    const own = await server.db.selectFrom('diaries').select('id').where('user_id', '=', demo.id).orderBy('id').execute();
    const [first, second] = own;
    if (!first || !second) throw new Error('the demo account needs two diaries');
    const photoOf = (diaryId: number) => server.db.selectFrom('photos').select('id').where('diary_id', '=', diaryId).where('is_remove', '=', 0)
      .orderBy('id').executeTakeFirstOrThrow();
    const [ownPhoto, otherPhoto] = [await photoOf(first.id), await photoOf(second.id)];
    const before = await getDiary(first.id);

    const wrong = await send('PUT', `/api/diaries/${first.id}/cover-week`, { token: demo.token, body: { photo_id: otherPhoto.id } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'bad_request', message: 'photo_id: This photo is not in this diary.' });
    const missing = await send('PUT', `/api/diaries/${first.id}/cover-week`, { token: demo.token, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^photo_id: /);
    expect((await getDiary(first.id)).cover?.id).toBe(before.cover?.id);

    const res = await send('PUT', `/api/diaries/${first.id}/cover-week`, { token: demo.token, body: { photo_id: ownPhoto.id } });
    expect(res.statusCode).toBe(200);
    const diary = diarySchema.parse(res.json());
    expect(diary.cover?.id).toBe(ownPhoto.id);
    expect(diary.update_date > before.update_date).toBe(true);
    expect((await getDiary(first.id)).cover?.id).toBe(ownPhoto.id);
  });
});

describe('write rate limit', () => {
  it('answers the 121st write in a minute with 429 and Retry-After, applying nothing', async () => {
    const carol = await createTestUser(server.db, 'Carol');
    const diary = await createDiary(carol.token, { name: 'Busy' });
    for (let i = 2; i <= 120; i++) {
      const res = await send('PATCH', `/api/diaries/${diary.id}`, { token: carol.token, body: { name: `Busy ${i}` } });
      expect(res.statusCode).toBe(200);
    }
    const res = await send('PATCH', `/api/diaries/${diary.id}`, { token: carol.token, body: { name: 'One too many' } });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json().error).toBe('too_many_requests');
    expect((await getDiary(diary.id)).name).toBe('Busy 120');
    // Other growers are not affected.
    expect((await send('PATCH', `/api/diaries/${diary.id}`, { token: alice.token, body: { name: 'x' } })).statusCode).toBe(403);
  });
});
