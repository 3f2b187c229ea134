// @vitest-environment node
// Follows over the real seed: toggling, the list rules of spec §4 (front, bookmark for finished diaries, unfollow from
// both, the cap), following pages, the feed of what a grower follows, and the growers list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryPageSchema } from '../../src/domain/diary/diary';
import { feedPageSchema, followListPageSchema, followStateSchema } from '../../src/domain/follow/follow';
import { FOLLOW_LIST_MAX } from '../../src/domain/follow/follow-list';
import { growersPageSchema } from '../../src/domain/discovery/growers';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const send = (method: 'POST' | 'DELETE', url: string, token: string, key = newTestKey()) =>
  server.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'x-rniq': key } });
async function following(userId: number, list: 'common' | 'bookmark', query = '') {
  const res = await get(`/api/users/${userId}/following/${list}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return followListPageSchema.parse(res.json());
}
const refs = (page: { items: { type: string; content_id: number }[] }) => page.items.map((i) => `${i.type}:${i.content_id}`);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST and DELETE /api/follows/{type}/{id}', () => {
  it('follows and unfollows a grower, counting followers, idempotent by X-Rniq', async () => {
    const me = await createTestUser(server.db, 'Follower1');
    const key = newTestKey();
    const first = await send('POST', '/api/follows/user/2', me.token, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(followStateSchema.parse(first.json())).toEqual({ following: true, list: 'common', cnt_followers: 1 });
    expect((await send('POST', '/api/follows/user/2', me.token, key)).json()).toEqual(first.json());
    expect(followStateSchema.parse((await get('/api/follows/user/2', me.token)).json()).following).toBe(true);
    expect(followStateSchema.parse((await get('/api/follows/user/2')).json())).toMatchObject({ following: false, cnt_followers: 1 });
    const profile = (await get('/api/users/2')).json() as { cnt_followers: number };
    expect(profile.cnt_followers).toBe(1);
    const off = await send('DELETE', '/api/follows/user/2', me.token);
    expect(followStateSchema.parse(off.json())).toEqual({ following: false, list: null, cnt_followers: 0 });
    // Unfollowing what is not followed changes nothing.
    expect((await send('DELETE', '/api/follows/user/2', me.token)).statusCode).toBe(200);
  });

  it('refuses guests, unknown types and items, and following oneself', async () => {
    const me = await createTestUser(server.db, 'Follower2');
    expect((await server.app.inject({ method: 'POST', url: '/api/follows/user/2' })).statusCode).toBe(401);
    expect((await send('POST', '/api/follows/planet/2', me.token)).statusCode).toBe(400);
    expect((await send('POST', '/api/follows/user/0', me.token)).statusCode).toBe(400);
    expect((await send('POST', '/api/follows/diary/999999', me.token)).statusCode).toBe(404);
    expect((await send('POST', '/api/follows/brand/999999', me.token)).statusCode).toBe(404);
    expect((await send('POST', `/api/follows/user/${me.id}`, me.token)).statusCode).toBe(400);
  });
});

describe('follow lists', () => {
  it('puts the newest follow first, finished diaries in the bookmarks, and a second follow moves an item to the front', async () => {
    const me = await createTestUser(server.db, 'Lister');
    const harvested = diaryPageSchema.parse((await get('/api/diaries?harvested=1&limit=1')).json()).items[0]!;
    const growing = diaryPageSchema.parse((await get('/api/diaries?harvested=0&limit=1')).json()).items[0]!;
    for (const path of ['user/3', `diary/${growing.id}`, 'strain/1', 'brand/1', `diary/${harvested.id}`, 'user/3']) {
      expect((await send('POST', `/api/follows/${path}`, me.token)).statusCode, path).toBe(200);
    }
    const common = await following(me.id, 'common');
    expect(refs(common)).toEqual(['user:3', 'brand:1', 'product:1', `diary:${growing.id}`]);
    expect(common).toMatchObject({ user_id: me.id, start: 0, limit: 20, total: 4, loaded: 4, sort: 'update' });
    expect(common.items[0]).toMatchObject({ link: '/grower/3' });
    expect(common.items.every((i) => i.name.length > 0)).toBe(true);
    expect(refs(await following(me.id, 'bookmark'))).toEqual([`diary:${harvested.id}`]);
    expect(refs(await following(me.id, 'common', 'start=1&limit=2'))).toEqual(['brand:1', 'product:1']);

    await send('DELETE', `/api/follows/diary/${harvested.id}`, me.token);
    await send('DELETE', '/api/follows/product/1', me.token);
    expect((await following(me.id, 'bookmark')).items).toEqual([]);
    expect(refs(await following(me.id, 'common'))).toEqual(['user:3', 'brand:1', `diary:${growing.id}`]);
  });

  it(`drops the last item once a list holds ${FOLLOW_LIST_MAX}`, async () => {
    const me = await createTestUser(server.db, 'Hoarder');
    const now = new Date().toISOString();
    const rows = Array.from({ length: FOLLOW_LIST_MAX }, (_, i) => ({
      user_id: me.id, type: 'product' as const, content_id: 100_000 + i, list: 'common' as const, position: i + 1, add_date: now,
    }));
    for (let i = 0; i < rows.length; i += 200) await server.db.insertInto('follows').values(rows.slice(i, i + 200)).execute();
    expect((await send('POST', '/api/follows/user/4', me.token)).statusCode).toBe(200);
    expect((await following(me.id, 'common')).total).toBe(FOLLOW_LIST_MAX);
    // The oldest follow (position 1, content 100000) dropped; the next oldest stays; the newest is first.
    const kept = await server.db.selectFrom('follows').select('content_id').where('user_id', '=', me.id)
      .where('content_id', 'in', [100_000, 100_001]).execute();
    expect(kept.map((row) => row.content_id)).toEqual([100_001]);
    expect(refs(await following(me.id, 'common', 'limit=1'))).toEqual(['user:4']);
  });

  it('answers 404 for an unknown grower and 400 for a bad list or limit', async () => {
    expect((await get('/api/users/999999/following/common')).statusCode).toBe(404);
    expect((await get('/api/users/1/following/secret')).statusCode).toBe(400);
    expect((await get('/api/users/1/following/common?limit=21')).statusCode).toBe(400);
    expect((await get('/api/users/1/following/common?sort=name')).statusCode).toBe(400);
  });
});

describe('GET /api/feed', () => {
  it('shows diaries of followed growers, diaries and strains, latest update first; guests get 401', async () => {
    expect((await get('/api/feed')).statusCode).toBe(401);
    const me = await createTestUser(server.db, 'FeedReader');
    const empty = feedPageSchema.parse((await get('/api/feed', me.token)).json());
    expect(empty).toEqual({ items: [], start: 0, limit: 20, total: 0 });

    const diaries = diaryPageSchema.parse((await get('/api/diaries?limit=100')).json()).items;
    const grower = diaries[0]!.item_user.id;
    const strain = diaries.find((d) => d.item_user.id !== grower && d.items_seed.length > 0)!.items_seed[0]!;
    await send('POST', `/api/follows/user/${grower}`, me.token);
    await send('POST', `/api/follows/strain/${strain.id}`, me.token);
    const feed = feedPageSchema.parse((await get('/api/feed?limit=100', me.token)).json());
    const expected = diaries.filter((d) => d.item_user.id === grower || d.items_seed.some((s) => s.id === strain.id)).map((d) => d.id);
    expect(feed.items.map((d) => d.id)).toEqual(expected);
    expect(feed.total).toBe(expected.length);
  });
});

describe('GET /api/users', () => {
  it('lists growers with counts by diaries, followers or newest, filtered by name, paged', async () => {
    const res = await get('/api/users?limit=100');
    expect(res.statusCode).toBe(200);
    const byDiaries = growersPageSchema.parse(res.json());
    expect(byDiaries.total).toBe(byDiaries.items.length);
    const counts = byDiaries.items.map((g) => g.cnt_diaries);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts[0]).toBeGreaterThan(0);
    expect(JSON.stringify(byDiaries)).not.toMatch(/email|password/);

    const byFollowers = growersPageSchema.parse((await get('/api/users?sort=followers&limit=100')).json()).items.map((g) => g.cnt_followers);
    expect(byFollowers).toEqual([...byFollowers].sort((a, b) => b - a));
    expect(byFollowers[0]).toBeGreaterThan(0);
    const newest = growersPageSchema.parse((await get('/api/users?sort=newest&limit=100')).json()).items.map((g) => g.add_date);
    expect(newest).toEqual([...newest].sort().reverse());

    const named = growersPageSchema.parse((await get('/api/users?query=DEMO')).json());
    expect(named.items.map((g) => g.name)).toContain('demo');
    expect(named.items.every((g) => /demo/i.test(g.name))).toBe(true);
    const second = growersPageSchema.parse((await get('/api/users?start=5&limit=5')).json());
    expect(second.items.map((g) => g.id)).toEqual(byDiaries.items.slice(5, 10).map((g) => g.id));
    for (const query of ['sort=name', 'limit=101', 'start=-1']) expect((await get(`/api/users?${query}`)).statusCode, query).toBe(400);
  });
});
