// @vitest-environment node
// Giveaways: a grower joins a category with their own diary (once per category; another's diary 403), votes once per
// category (a second vote refused with its message, one's own entry 403), withdraws (the votes go along, counters
// never below zero; moderators may too, other growers 403); replays apply once; joining and voting close on the end
// date by the server's clock, which the test moves; the winners are settled once and notified; lists page and filter;
// giveaways take comments and likes like any content.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveawaySchema, giveawaysPageSchema, joinableDiariesSchema, type Giveaway } from '../../src/domain/giveaway/giveaway';
import {
  ALREADY_JOINED_MESSAGE, ALREADY_VOTED_MESSAGE, GIVEAWAY_CLOSED_MESSAGE, GIVEAWAY_NOT_STARTED_MESSAGE, OWN_ENTRY_VOTE_MESSAGE,
} from '../../src/domain/giveaway/giveaway-limits';
import { createGiveaway } from '../services/giveaways';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let clock = Date.now();
type Who = { id: number; token: string };
let alice: Who;
let bob: Who;
let carol: Who;
let admin: Who;
let brand: number;
const DAY = 86_400_000;

function call(method: 'GET' | 'POST' | 'DELETE', url: string, who: Who | null, body?: object, key = newTestKey()) {
  const headers: Record<string, string> = {};
  if (method !== 'GET') headers['x-rniq'] = key;
  if (who) headers.authorization = `Bearer ${who.token}`;
  return server.app.inject({ method, url, headers, ...(body && { payload: body }) });
}

async function ok(method: 'GET' | 'POST', url: string, who: Who | null, body?: object, key?: string): Promise<Giveaway> {
  const res = await call(method, url, who, body, key);
  expect(res.statusCode, res.body).toBe(200);
  return giveawaySchema.parse(res.json());
}

async function diaryOf(who: Who, name: string): Promise<number> {
  const res = await call('POST', '/api/diaries', who, { name });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

let giveaways = 0;
/** A giveaway of two categories open from yesterday until `days` from now (by the test clock). */
async function giveaway(days = 7, startsIn = -1) {
  const n = ++giveaways;
  const made = await createGiveaway(server.db, {
    link: `spring-cup-${n}`, title: `Spring cup ${n}`, description: 'Show your best grow.', rules: 'One diary per category.', brand_id: brand,
    start_date: new Date(clock + startsIn * DAY).toISOString(), end_date: new Date(clock + days * DAY).toISOString(),
    categories: [{ title: 'Best autoflower', prize: 'A grow tent' }, { title: 'Best photoperiod', prize: 'A lamp' }],
  }, new Date(clock));
  return { id: made.id, link: `spring-cup-${n}`, autos: made.categories[0]!, photos: made.categories[1]! };
}

beforeAll(async () => {
  server = await startTestServer({ seed: false, giveawayClock: () => new Date(clock) });
  alice = await createTestUser(server.db, 'Alice');
  bob = await createTestUser(server.db, 'Bob');
  carol = await createTestUser(server.db, 'Carol');
  admin = await createTestUser(server.db, 'Admin');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  brand = (await server.db.insertInto('brands').values({ name: 'Sponsor Seeds', section: 'seed', category: null, link: '/seedbank/1', avatar: null })
    .returning('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => server.close());

describe('joining', () => {
  it('enters the grower\'s own diary once per X-Rniq and once per category; counters follow', async () => {
    const g = await giveaway();
    const diary = await diaryOf(alice, 'Alice auto');
    const key = newTestKey();
    const first = await ok('POST', `/api/giveaways/${g.id}/join`, alice, { category_id: g.autos, content_id: diary }, key);
    const replay = await call('POST', `/api/giveaways/${g.id}/join`, alice, { category_id: g.autos, content_id: diary }, key);
    expect(replay.json()).toEqual(JSON.parse(JSON.stringify(first)));
    const autos = first.categories[0]!;
    expect(autos).toMatchObject({ cnt_entries: 1, my_entry: autos.entries[0]!.id });
    expect(autos.entries.map((e) => e.item_diary.id)).toEqual([diary]);
    expect(first.cnt_entries).toBe(1);

    const second = await call('POST', `/api/giveaways/${g.link}/join`, alice, { category_id: g.autos, content_id: await diaryOf(alice, 'Another') });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(ALREADY_JOINED_MESSAGE);
    // The same diary may enter the other category.
    expect((await ok('POST', `/api/giveaways/${g.link}/join`, alice, { category_id: g.photos, content_id: diary })).cnt_entries).toBe(2);
  });

  it('refuses another grower\'s diary (403), guests (401), bad bodies and foreign categories (400), unknown giveaways (404)', async () => {
    const g = await giveaway();
    const other = await giveaway();
    const diary = await diaryOf(alice, 'Not Bob\'s');
    expect((await call('POST', `/api/giveaways/${g.id}/join`, bob, { category_id: g.autos, content_id: diary })).statusCode).toBe(403);
    expect((await call('POST', `/api/giveaways/${g.id}/join`, admin, { category_id: g.autos, content_id: diary })).statusCode).toBe(403);
    expect((await call('POST', `/api/giveaways/${g.id}/join`, null, { category_id: g.autos, content_id: diary })).statusCode).toBe(401);
    for (const body of [{ category_id: g.autos }, { category_id: 'x', content_id: diary }, { category_id: g.autos, content_id: diary, extra: 1 }, { category_id: other.autos, content_id: diary }]) {
      const res = await call('POST', `/api/giveaways/${g.id}/join`, alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    expect((await call('POST', '/api/giveaways/999999/join', alice, { category_id: g.autos, content_id: diary })).statusCode).toBe(404);
    expect((await call('POST', `/api/giveaways/${g.id}/join`, alice, { category_id: g.autos, content_id: 999999 })).statusCode).toBe(404);
    expect((await call('GET', `/api/giveaways/${g.id}`, null)).json().cnt_entries).toBe(0);
  });

  it('lists the grower\'s diaries that can enter, and says why one cannot', async () => {
    const g = await giveaway();
    const grower = await createTestUser(server.db, 'Picker');
    const a = await diaryOf(grower, 'First');
    const b = await diaryOf(grower, 'Second');
    expect((await call('GET', `/api/giveaways/${g.id}/join/${g.autos}`, null)).statusCode).toBe(401);
    const before = joinableDiariesSchema.parse((await call('GET', `/api/giveaways/${g.id}/join/${g.autos}`, grower)).json());
    expect(before.items.map((d) => [d.id, d.can_join])).toEqual([[b, true], [a, true]]);
    await ok('POST', `/api/giveaways/${g.id}/join`, grower, { category_id: g.autos, content_id: a });
    const after = joinableDiariesSchema.parse((await call('GET', `/api/giveaways/${g.link}/join/${g.autos}`, grower)).json());
    expect(after.items.every((d) => !d.can_join && d.reason === ALREADY_JOINED_MESSAGE)).toBe(true);
    const one = joinableDiariesSchema.parse((await call('GET', `/api/giveaways/${g.id}/join/${g.photos}/${b}`, grower)).json());
    expect(one.items).toEqual([{ id: b, name: 'Second', link: `/diaries/${b}`, can_join: true, reason: null }]);
    expect((await call('GET', `/api/giveaways/${g.id}/join/${g.photos}/${b}`, alice)).json().items[0]).toMatchObject({ can_join: false });
    expect((await call('GET', `/api/giveaways/${g.id}/join/abc`, grower)).statusCode).toBe(400);
  });
});

describe('voting and withdrawing', () => {
  it('takes one vote per person and category, applied once per X-Rniq; never for one\'s own entry', async () => {
    const g = await giveaway();
    const entry = (await ok('POST', `/api/giveaways/${g.id}/join`, alice, { category_id: g.autos, content_id: await diaryOf(alice, 'Voted') })).categories[0]!.entries[0]!;
    const key = newTestKey();
    const voted = await ok('POST', `/api/giveaways/${g.id}/vote`, bob, { category_id: g.autos, contest_id: entry.id }, key);
    await ok('POST', `/api/giveaways/${g.id}/vote`, bob, { category_id: g.autos, contest_id: entry.id }, key);
    expect(voted.categories[0]).toMatchObject({ my_vote: entry.id, cnt_votes: 1 });
    expect(voted.categories[0]!.entries[0]!.cnt_votes).toBe(1);
    const again = await call('POST', `/api/giveaways/${g.id}/vote`, bob, { category_id: g.autos, contest_id: entry.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(ALREADY_VOTED_MESSAGE);
    const own = await call('POST', `/api/giveaways/${g.id}/vote`, alice, { category_id: g.autos, contest_id: entry.id });
    expect([own.statusCode, own.json().message]).toEqual([403, OWN_ENTRY_VOTE_MESSAGE]);
    expect((await call('POST', `/api/giveaways/${g.id}/vote`, carol, { category_id: g.photos, contest_id: entry.id })).statusCode).toBe(400);
    expect((await call('POST', `/api/giveaways/${g.id}/vote`, null, { category_id: g.autos, contest_id: entry.id })).statusCode).toBe(401);
    const seen = await ok('GET', `/api/giveaways/${g.id}`, carol);
    expect(seen.categories[0]).toMatchObject({ cnt_votes: 1, my_vote: null });
    expect(seen.cnt_votes).toBe(1);
  });

  it('lets the grower or a moderator withdraw an entry with its votes; others 403; counters never go below zero', async () => {
    const g = await giveaway();
    const diary = await diaryOf(alice, 'Withdrawn');
    const entry = (await ok('POST', `/api/giveaways/${g.id}/join`, alice, { category_id: g.autos, content_id: diary })).categories[0]!.entries[0]!;
    await ok('POST', `/api/giveaways/${g.id}/vote`, bob, { category_id: g.autos, contest_id: entry.id });
    const body = { category_id: g.autos, content_id: diary };
    expect((await call('POST', `/api/giveaways/${g.id}/withdraw`, bob, body)).statusCode).toBe(403);
    expect((await call('POST', `/api/giveaways/${g.id}/withdraw`, null, body)).statusCode).toBe(401);
    const gone = await ok('POST', `/api/giveaways/${g.id}/withdraw`, alice, body);
    expect(gone.categories[0]).toMatchObject({ cnt_entries: 0, cnt_votes: 0, entries: [], my_entry: null });
    expect([gone.cnt_entries, gone.cnt_votes]).toEqual([0, 0]);
    expect((await call('POST', `/api/giveaways/${g.id}/withdraw`, alice, body)).statusCode).toBe(404);
    // Bob's vote went with the entry: he may vote again in the category.
    const again = (await ok('POST', `/api/giveaways/${g.id}/join`, alice, body)).categories[0]!.entries[0]!;
    expect((await ok('POST', `/api/giveaways/${g.id}/vote`, bob, { category_id: g.autos, contest_id: again.id })).categories[0]!.cnt_votes).toBe(1);
    // A corrupted counter stays at zero when a withdrawal would take it lower.
    await server.db.updateTable('giveaway_categories').set({ cnt_votes: 0, cnt_entries: 0 }).where('id', '=', g.autos).execute();
    const byModerator = await ok('POST', `/api/giveaways/${g.id}/withdraw`, admin, body);
    expect(byModerator.categories[0]).toMatchObject({ cnt_entries: 0, cnt_votes: 0 });
  });
});

describe('dates and winners', () => {
  it('refuses joining before the start date and joining, voting and withdrawing after the end date (server clock)', async () => {
    const later = await giveaway(10, 2);
    const res = await call('POST', `/api/giveaways/${later.id}/join`, alice, { category_id: later.autos, content_id: await diaryOf(alice, 'Early') });
    expect([res.statusCode, res.json().message]).toEqual([409, GIVEAWAY_NOT_STARTED_MESSAGE]);

    const g = await giveaway(1);
    const diary = await diaryOf(carol, 'Late');
    const entry = (await ok('POST', `/api/giveaways/${g.id}/join`, carol, { category_id: g.autos, content_id: diary })).categories[0]!.entries[0]!;
    clock += DAY + 1000;
    try {
      for (const [path, body] of [['join', { category_id: g.photos, content_id: diary }], ['vote', { category_id: g.autos, contest_id: entry.id }], ['withdraw', { category_id: g.autos, content_id: diary }]] as const) {
        const closed = await call('POST', `/api/giveaways/${g.id}/${path}`, path === 'vote' ? bob : carol, body);
        expect([path, closed.statusCode, closed.json().message]).toEqual([path, 409, GIVEAWAY_CLOSED_MESSAGE]);
      }
      const picker = joinableDiariesSchema.parse((await call('GET', `/api/giveaways/${g.id}/join/${g.photos}`, carol)).json());
      expect(picker.items.every((d) => !d.can_join && d.reason === GIVEAWAY_CLOSED_MESSAGE)).toBe(true);
    } finally {
      clock -= DAY + 1000;
    }
  });

  it('settles the winners once at the close (most votes, the earlier entry on a tie) and notifies them', async () => {
    const g = await giveaway(2);
    const entryOf = async (who: Who, category: number, name: string) =>
      (await ok('POST', `/api/giveaways/${g.id}/join`, who, { category_id: category, content_id: await diaryOf(who, name) })).categories.find((c) => c.id === category)!.my_entry!;
    const aliceAuto = await entryOf(alice, g.autos, 'Alice tie');
    const bobAuto = await entryOf(bob, g.autos, 'Bob tie');
    const carolPhoto = await entryOf(carol, g.photos, 'Carol lone');
    await ok('POST', `/api/giveaways/${g.id}/vote`, carol, { category_id: g.autos, contest_id: bobAuto });
    await ok('POST', `/api/giveaways/${g.id}/vote`, admin, { category_id: g.autos, contest_id: aliceAuto });
    await ok('POST', `/api/giveaways/${g.id}/vote`, alice, { category_id: g.photos, contest_id: carolPhoto });
    expect((await ok('GET', `/api/giveaways/${g.id}`, null)).winners).toEqual([]);

    clock += 2 * DAY + 1000;
    try {
      const closed = await ok('GET', `/api/giveaways/${g.link}`, null);
      expect(closed.state).toBe('closed');
      expect(closed.categories.map((c) => c.winner?.id ?? null)).toEqual([aliceAuto, carolPhoto]);
      expect(closed.winners.map((w) => [w.category, w.item_user.name, w.prize])).toEqual([['Best autoflower', 'Alice', 'A grow tent'], ['Best photoperiod', 'Carol', 'A lamp']]);
      await ok('GET', `/api/giveaways/${g.id}`, null);
      const notes = await server.db.selectFrom('notifications').select(['user_id', 'kind', 'link', 'source_id']).where('item_type', '=', 'giveaway').where('item_id', '=', g.id).execute();
      expect(notes.filter((n) => n.source_id !== 0).map((n) => n.user_id).sort()).toEqual([alice.id, carol.id].sort());
      // Every entrant hears the results are out, once.
      expect(notes.filter((n) => n.source_id === 0).map((n) => n.user_id).sort()).toEqual([alice.id, bob.id, carol.id].sort());
      expect(new Set(notes.map((n) => `${n.kind} ${n.link}`))).toEqual(new Set([`giveaway /giveaways/${g.link}`]));

      const archive = giveawaysPageSchema.parse((await call('GET', '/api/giveaways?tags=archive&limit=50', null)).json());
      expect(archive.items.find((i) => i.id === g.id)?.winners).toHaveLength(2);
      const active = giveawaysPageSchema.parse((await call('GET', '/api/giveaways?tags=active&limit=50', null)).json());
      expect(active.items.some((i) => i.id === g.id)).toBe(false);
    } finally {
      clock -= 2 * DAY + 1000;
    }
  });
});

describe('comments and likes', () => {
  it('takes comments and likes on a giveaway like any content, counted on the giveaway', async () => {
    const g = await giveaway();
    const comment = await call('POST', `/api/comments/giveaway/${g.id}`, bob, { text: 'Great prizes!' });
    expect(comment.statusCode, comment.body).toBe(201);
    expect((await call('POST', `/api/likes/giveaway/${g.id}`, carol)).statusCode).toBe(200);
    expect((await call('POST', `/api/comments/giveaway/${g.id}`, null, { text: 'Guest' })).statusCode).toBe(401);
    expect((await call('POST', '/api/comments/giveaway/999999', bob, { text: 'Nowhere' })).statusCode).toBe(404);
    expect(await ok('GET', `/api/giveaways/${g.id}`, null)).toMatchObject({ cnt_comments: 1, cnt_likes: 1 });
    expect((await call('DELETE', `/api/likes/giveaway/${g.id}`, carol)).statusCode).toBe(200);
    expect((await ok('GET', `/api/giveaways/${g.id}`, null)).cnt_likes).toBe(0);
  });
});

describe('lists', () => {
  it('pages within bounds and refuses bad parameters with 400', async () => {
    const all = giveawaysPageSchema.parse((await call('GET', '/api/giveaways?limit=2', null)).json());
    expect(all.items).toHaveLength(2);
    expect(all.total).toBeGreaterThanOrEqual(giveaways);
    const next = giveawaysPageSchema.parse((await call('GET', '/api/giveaways?start=2&limit=2', null)).json());
    expect(next.items.map((i) => i.id)).not.toContain(all.items[0]!.id);
    for (const query of ['limit=0', 'limit=51', 'start=-1', 'tags=soon', 'start=x']) {
      const res = await call('GET', `/api/giveaways?${query}`, null);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await call('GET', '/api/giveaways/no-such-cup', null)).statusCode).toBe(404);
    expect((await call('GET', '/api/giveaways/Bad_Link', null)).statusCode).toBe(400);
  });
});
