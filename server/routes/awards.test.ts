// @vitest-environment node
// Awards and events: one vote per person and category (a second refused with its message, counts changed once, a
// replayed request applied once), voting only between the start and the close on the server clock, counts and
// winners hidden until the close, nominees of every kind named with their pages, bad input and missing awards; and
// the demo awards: two closed years with results, one open year and two events.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { awardCategorySchema, awardListSchema, awardSchema } from '../../src/domain/award/award';
import { ALREADY_VOTED_AWARD_MESSAGE, AWARD_CLOSED_MESSAGE, AWARD_NOT_STARTED_MESSAGE, type NomineeKind } from '../../src/domain/award/award-limits';
import { announceClosedAwards } from '../services/award-results';
import { createTestUser, newTestKey, startTestServer, TEST_NOW, type TestServer } from '../test-support';

let server: TestServer;
type Who = { id: number; token: string };
let grower: Who;
let other: Who;
let nominees: Record<NomineeKind, number[]>;

function call(method: 'GET' | 'POST', url: string, who: Who | null, body?: object, key = newTestKey()) {
  const headers: Record<string, string> = {};
  if (method !== 'GET') headers['x-rniq'] = key;
  if (who) headers.authorization = `Bearer ${who.token}`;
  return server.app.inject({ method, url, headers, ...(body && { payload: body }) });
}

const HOUR = 3_600_000;
let awards = 0;

/** An award voting from `startIn` to `endIn` ms from now, with one category per kind and its nominees. */
async function addAward(startIn: number, endIn: number) {
  const now = Date.now();
  const { id } = await server.db.insertInto('awards').values({
    link: `test-award-${++awards}`, section: 'events', title: `Test award ${awards}`, start_date: new Date(now + startIn).toISOString(),
    end_date: new Date(now + endIn).toISOString(), add_date: new Date(now).toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  const categories: { id: number; nominees: number[] }[] = [];
  for (const [position, kind] of (['grower', 'diary', 'strain', 'brand'] as const).entries()) {
    const { id: categoryId } = await server.db.insertInto('award_categories').values({ award_id: id, title: `Best ${kind}`, kind, position })
      .returning('id').executeTakeFirstOrThrow();
    const ids = [];
    for (const [rank, refId] of nominees[kind].entries()) {
      ids.push((await server.db.insertInto('award_nominees').values({ category_id: categoryId, ref_id: refId, position: rank }).returning('id').executeTakeFirstOrThrow()).id);
    }
    categories.push({ id: categoryId, nominees: ids });
  }
  return { id, link: `test-award-${awards}`, categories };
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  grower = await createTestUser(server.db, 'Voter');
  other = await createTestUser(server.db, 'OtherVoter');
  const nominated = [await createTestUser(server.db, 'NomineeOne'), await createTestUser(server.db, 'NomineeTwo')];
  const diary = await call('POST', '/api/diaries', nominated[0]!, { name: 'Nominated grow' });
  expect(diary.statusCode, diary.body).toBe(201);
  const { id: breeder } = await server.db.insertInto('brands').values({ name: 'Test Seeds', section: 'seed', category: null, link: '/seedbank/test-seeds', avatar: null })
    .returning('id').executeTakeFirstOrThrow();
  const { id: strain } = await server.db.insertInto('products').values({ brand_id: breeder, name: 'Test Kush', section: 'seed', category: null, link: '/strains/x', description: '' })
    .returning('id').executeTakeFirstOrThrow();
  nominees = { grower: nominated.map((n) => n.id), diary: [diary.json().id], strain: [strain], brand: [breeder] };
});
afterAll(() => server.close());
afterEach(() => vi.useRealTimers());

describe('voting', () => {
  it('takes one vote per person and category: the second is refused with its message, counts change once, replays apply once', async () => {
    const award = await addAward(-HOUR, HOUR);
    const [growers] = award.categories;
    const path = `/api/awards/${award.id}/${growers!.id}/votes`;
    const key = newTestKey();
    const first = await call('POST', path, grower, { nominee_id: growers!.nominees[1] }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(awardCategorySchema.parse(first.json())).toMatchObject({ my_vote: growers!.nominees[1], is_open: true, cnt_votes: null, winner_id: null });
    expect((await call('POST', path, grower, { nominee_id: growers!.nominees[1] }, key)).json()).toEqual(first.json());
    const second = await call('POST', path, grower, { nominee_id: growers!.nominees[0] });
    expect([second.statusCode, second.json()]).toEqual([409, { error: 'conflict', message: ALREADY_VOTED_AWARD_MESSAGE }]);
    // Another category of the same award takes its own vote.
    const diaries = award.categories[1]!;
    expect((await call('POST', `/api/awards/${award.id}/${diaries.id}/votes`, grower, { nominee_id: diaries.nominees[0] })).statusCode).toBe(200);
    expect((await call('POST', path, other, { nominee_id: growers!.nominees[1] })).statusCode).toBe(200);

    const rows = await server.db.selectFrom('award_nominees').select(['id', 'cnt_votes']).where('category_id', '=', growers!.id).orderBy('position').execute();
    expect(rows.map((r) => Number(r.cnt_votes))).toEqual([0, 2]);
    const read = awardSchema.parse((await call('GET', `/api/awards/${award.link}`, grower)).json());
    expect(read.categories.map((c) => c.my_vote)).toEqual([growers!.nominees[1], diaries.nominees[0], null, null]);
    // While voting is open nobody sees the counts.
    expect(read.categories[0]!.nominees.every((n) => n.cnt_votes === null)).toBe(true);
    expect(awardCategorySchema.parse((await call('GET', path, null)).json()).my_vote).toBeNull();
    expect(awardCategorySchema.parse((await call('GET', path, other)).json()).my_vote).toBe(growers!.nominees[1]);
  });

  it('opens at the start and closes at the end on the server clock, then shows counts and the winner', async () => {
    const award = await addAward(HOUR, 2 * HOUR);
    const category = award.categories[0]!;
    const path = `/api/awards/${award.id}/${category.id}/votes`;
    const early = await call('POST', path, grower, { nominee_id: category.nominees[0] });
    expect([early.statusCode, early.json().message]).toEqual([409, AWARD_NOT_STARTED_MESSAGE]);
    expect(awardSchema.parse((await call('GET', `/api/awards/${award.id}`, null)).json()).phase).toBe('upcoming');

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1.5 * HOUR);
    expect((await call('POST', path, grower, { nominee_id: category.nominees[1] })).statusCode).toBe(200);
    expect((await call('POST', path, other, { nominee_id: category.nominees[1] })).statusCode).toBe(200);

    vi.setSystemTime(Date.now() + HOUR);
    const late = await call('POST', path, other, { nominee_id: category.nominees[0] });
    expect([late.statusCode, late.json().message]).toEqual([409, AWARD_CLOSED_MESSAGE]);
    const results = awardSchema.parse((await call('GET', `/api/awards/${award.link}`, null)).json());
    expect(results).toMatchObject({ phase: 'closed', cnt_votes: 2 });
    expect(results.categories[0]).toMatchObject({ is_open: false, cnt_votes: 2, winner_id: category.nominees[1] });
    expect(results.categories[0]!.nominees.map((n) => n.cnt_votes)).toEqual([0, 2]);
    // A category nobody voted in has no winner.
    expect(results.categories[1]).toMatchObject({ cnt_votes: 0, winner_id: null });
  });

  it('names each nominee with its page, and leaves out what no longer exists', async () => {
    const award = await addAward(-HOUR, HOUR);
    const read = awardSchema.parse((await call('GET', `/api/awards/${award.link}`, null)).json());
    expect(read.categories.map((c) => c.nominees[0]?.link)).toEqual([`/grower/${nominees.grower[0]}`, `/diaries/${nominees.diary[0]}`, `/strains/${nominees.strain[0]}`, '/seedbank/test-seeds']);
    expect(read.categories[1]!.nominees[0]).toMatchObject({ name: 'Nominated grow', subtitle: 'NomineeOne' });
    expect(read.categories[2]!.nominees[0]).toMatchObject({ name: 'Test Kush', subtitle: 'Test Seeds' });
    await server.db.updateTable('users').set({ is_ban: 1 }).where('id', '=', nominees.grower[1]!).execute();
    const after = awardSchema.parse((await call('GET', `/api/awards/${award.id}`, null)).json());
    expect(after.categories[0]!.nominees.map((n) => n.ref_id)).toEqual([nominees.grower[0]]);
    await server.db.updateTable('users').set({ is_ban: 0 }).where('id', '=', nominees.grower[1]!).execute();
  });

  it('refuses guests, another category\'s nominee, a category of another award, missing awards and bad input', async () => {
    const award = await addAward(-HOUR, HOUR);
    const otherAward = await addAward(-HOUR, HOUR);
    const [first, second] = award.categories;
    const path = `/api/awards/${award.id}/${first!.id}/votes`;
    expect((await call('POST', path, null, { nominee_id: first!.nominees[0] })).statusCode).toBe(401);
    expect((await call('POST', path, grower, { nominee_id: second!.nominees[0] })).statusCode).toBe(400);
    expect((await call('POST', `/api/awards/${otherAward.id}/${first!.id}/votes`, grower, { nominee_id: first!.nominees[0] })).statusCode).toBe(404);
    expect((await call('GET', `/api/awards/${otherAward.id}/${first!.id}/votes`, null)).statusCode).toBe(404);
    expect((await call('POST', '/api/awards/999999/1/votes', grower, { nominee_id: 1 })).statusCode).toBe(404);
    for (const body of [{ nominee_id: 'x' }, { nominee_id: -1 }, {}, { nominee_id: first!.nominees[0], extra: 1 }]) {
      const res = await call('POST', path, grower, body);
      expect([res.statusCode, res.json().error]).toEqual([400, 'bad_request']);
    }
    for (const url of ['/api/awards/0/1/votes', '/api/awards/x/1/votes', `/api/awards/${award.id}/99999999999/votes`]) {
      expect((await call('GET', url, null)).statusCode).toBe(400);
    }
    expect((await call('GET', '/api/awards/Bad_Link', null)).statusCode).toBe(400);
    expect((await call('GET', '/api/awards/no-such-award', null)).statusCode).toBe(404);
    expect((await call('GET', '/api/awards/..%2Fetc', null)).statusCode).toBe(400);
    expect((await call('GET', '/api/ref/awards/others', null)).statusCode).toBe(400);
    const events = awardListSchema.parse((await call('GET', '/api/ref/awards/events', null)).json());
    expect(events.items.map((a) => a.id)).toContain(otherAward.id);
    expect(events.items.find((a) => a.id === award.id)).toMatchObject({ cnt_categories: 4, phase: 'open' });
  });
});

describe('announcing the results', () => {
  afterEach(() => vi.useRealTimers());

  it('tells each category\'s winner once voting closed, once: the grower, a diary\'s grower, the managers of a strain\'s breeder', async () => {
    const manager = await createTestUser(server.db, 'BreederBoss');
    await server.db.insertInto('brand_managers').values({ brand_id: nominees.brand[0]!, user_id: manager.id, added_by: null, add_date: new Date().toISOString() }).execute();
    const award = await addAward(-HOUR, HOUR);
    const [growers, diaries, strains] = award.categories;
    const vote = (who: Who, category: { id: number; nominees: number[] }, nominee: number) =>
      call('POST', `/api/awards/${award.id}/${category.id}/votes`, who, { nominee_id: category.nominees[nominee] });
    for (const sent of [await vote(grower, growers!, 1), await vote(other, growers!, 1), await vote(grower, diaries!, 0), await vote(grower, strains!, 0)]) {
      expect(sent.statusCode, sent.body).toBe(200);
    }
    const link = `/${award.link}`;
    const told = () => server.db.selectFrom('notifications').select(['user_id', 'text', 'link']).where('kind', '=', 'award').where('link', '=', link).orderBy('id').execute();
    await announceClosedAwards(server.db, new Date());
    expect(await told()).toEqual([]);

    // Past the close (the earlier tests' awards are announced along).
    const closed = new Date(Date.now() + 2 * HOUR);
    expect(await announceClosedAwards(server.db, closed)).toBeGreaterThanOrEqual(1);
    expect(await announceClosedAwards(server.db, closed)).toBe(0);
    expect(await told()).toEqual([
      { user_id: nominees.grower[1], text: 'Best grower: NomineeTwo won.', link },
      { user_id: nominees.grower[0], text: 'Best diary: Nominated grow won.', link },
      { user_id: manager.id, text: 'Best strain: Test Kush won.', link },
    ]);
  });
});

describe('the demo awards', () => {
  let seeded: TestServer;
  beforeAll(async () => { seeded = await startTestServer(); });
  afterAll(() => seeded.close());

  it('holds two closed years with winners, the seed\'s year open for voting, and the two events', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TEST_NOW.getTime() + 86_400_000);
    const get = async (url: string) => {
      const res = await seeded.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const years = awardListSchema.parse(await get('/api/ref/awards/years'));
    expect(years.items.map((a) => [a.link, a.phase])).toEqual([['2026', 'open'], ['2025', 'closed'], ['2024', 'closed']]);
    const events = awardListSchema.parse(await get('/api/ref/awards/events'));
    expect(events.items.map((a) => a.link).sort()).toEqual(['cdc-2022', 'poty-2022']);
    const past = awardSchema.parse(await get('/api/awards/2025'));
    for (const category of past.categories) {
      expect(category.nominees.length).toBeGreaterThanOrEqual(3);
      const best = Math.max(...category.nominees.map((n) => n.cnt_votes!));
      expect(category.nominees.find((n) => n.id === category.winner_id)?.cnt_votes).toBe(best);
      expect(category.cnt_votes).toBe(category.nominees.reduce((sum, n) => sum + n.cnt_votes!, 0));
    }
    const open = awardSchema.parse(await get('/api/awards/2026'));
    expect(open.categories.map((c) => c.kind)).toEqual(['diary', 'grower', 'strain', 'brand']);
    expect(open.categories.every((c) => c.is_open && c.winner_id === null && c.nominees.length === 5)).toBe(true);
  });
});
