// @vitest-environment node
// Likes over a real database: the toggle of spec §4 on diaries, weeks, photos and comments, counters that never double
// or go negative (replays included), who may like (growers, not guests), bad input, and the state read.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentSchema } from '../../src/domain/comment/comment';
import { likeStateSchema, likeStatesSchema } from '../../src/domain/like/like';
import { createGrow, requester, setRole } from '../services/comments-test-support';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let http: ReturnType<typeof requester>;
let owner: { id: number; token: string };
let fan: { id: number; token: string };
let grow: Awaited<ReturnType<typeof createGrow>>;
let commentId: number;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  http = requester(server);
  owner = await createTestUser(server.db, 'Grower');
  fan = await createTestUser(server.db, 'Fan');
  grow = await createGrow(server, owner.id);
  const res = await http.send('POST', `/api/comments/diary/${grow.diaryId}`, owner.token, { text: 'Day one' });
  commentId = commentSchema.parse(res.json()).id;
});
afterAll(() => server.close());

async function toggle(method: 'POST' | 'DELETE', type: string, id: number, token: string, key = newTestKey()) {
  const res = await http.send(method, `/api/likes/${type}/${id}`, token, undefined, key);
  expect(res.statusCode, res.body).toBe(200);
  return likeStateSchema.parse(res.json());
}
const likeRows = async (type: string, id: number) =>
  (await server.db.selectFrom('likes').select('user_id').where('type', '=', type).where('ref_id', '=', id).execute()).length;

describe('POST and DELETE /api/likes/{type}/{id}', () => {
  it('likes and unlikes each kind of content, counting a grower once', async () => {
    const items = [['diary', grow.diaryId], ['week', grow.weekId], ['photo', grow.photoId], ['comment', commentId]] as const;
    for (const [type, id] of items) {
      expect(await toggle('POST', type, id, fan.token)).toEqual({ id, liked: true, cnt_likes: 1 });
      // Liking again (another request, not a replay) changes nothing.
      expect(await toggle('POST', type, id, fan.token)).toEqual({ id, liked: true, cnt_likes: 1 });
      expect(await toggle('POST', type, id, owner.token)).toEqual({ id, liked: true, cnt_likes: 2 });
      expect(await toggle('DELETE', type, id, fan.token)).toEqual({ id, liked: false, cnt_likes: 1 });
      expect(await toggle('DELETE', type, id, fan.token)).toEqual({ id, liked: false, cnt_likes: 1 });
      expect(await likeRows(type, id)).toBe(1);
    }
  });

  it('applies a replayed like once, even after an unlike in between', async () => {
    const g = await createGrow(server, owner.id);
    const key = newTestKey();
    expect((await toggle('POST', 'week', g.weekId, fan.token, key)).cnt_likes).toBe(1);
    expect((await toggle('DELETE', 'week', g.weekId, fan.token)).cnt_likes).toBe(0);
    const replay = await http.send('POST', `/api/likes/week/${g.weekId}`, fan.token, undefined, key);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(likeStateSchema.parse(replay.json())).toEqual({ id: g.weekId, liked: true, cnt_likes: 1 });
    const stored = await server.db.selectFrom('weeks').select('cnt_likes').where('id', '=', g.weekId).executeTakeFirstOrThrow();
    expect(stored.cnt_likes).toBe(0);
    expect(await likeRows('week', g.weekId)).toBe(0);
  });

  it('never takes a counter below zero', async () => {
    const g = await createGrow(server, owner.id);
    await toggle('POST', 'photo', g.photoId, fan.token);
    await server.db.updateTable('photos').set({ cnt_likes: 0 }).where('id', '=', g.photoId).execute();
    expect(await toggle('DELETE', 'photo', g.photoId, fan.token)).toEqual({ id: g.photoId, liked: false, cnt_likes: 0 });
  });

  it('refuses guests (401), unknown kinds and ids (400) and items not there to see (404); an admin likes like any grower', async () => {
    expect((await http.send('POST', `/api/likes/diary/${grow.diaryId}`, undefined)).statusCode).toBe(401);
    expect((await http.send('DELETE', `/api/likes/diary/${grow.diaryId}`, undefined)).statusCode).toBe(401);
    expect((await http.send('POST', `/api/likes/planet/${grow.diaryId}`, fan.token)).statusCode).toBe(400);
    expect((await http.send('POST', '/api/likes/diary/0', fan.token)).statusCode).toBe(400);
    expect((await http.send('POST', '/api/likes/diary/abc', fan.token)).statusCode).toBe(400);
    expect((await http.send('POST', '/api/likes/comment/999999', fan.token)).statusCode).toBe(404);
    const g = await createGrow(server, owner.id);
    await server.db.updateTable('weeks').set({ is_remove: 1 }).where('id', '=', g.weekId).execute();
    expect((await http.send('POST', `/api/likes/week/${g.weekId}`, fan.token)).statusCode).toBe(404);
    const admin = await createTestUser(server.db, 'LikeAdmin');
    await setRole(server, admin.id, 'admin');
    expect((await toggle('POST', 'diary', g.diaryId, admin.token)).liked).toBe(true);
  });

  it('refuses likes of a deleted comment', async () => {
    const res = await http.send('POST', `/api/comments/diary/${grow.diaryId}`, owner.token, { text: 'Soon gone' });
    const gone = commentSchema.parse(res.json()).id;
    await http.send('DELETE', `/api/comments/diary/${grow.diaryId}/${gone}`, owner.token);
    expect((await http.send('POST', `/api/likes/comment/${gone}`, fan.token)).statusCode).toBe(404);
  });
});

describe('GET /api/likes/{type}?ids', () => {
  it("answers the grower's likes and counts of existing items", async () => {
    const g = await createGrow(server, owner.id);
    await toggle('POST', 'diary', g.diaryId, fan.token);
    const res = await http.get(`/api/likes/diary?ids=${g.diaryId},${grow.diaryId},999999`, fan.token);
    expect(res.statusCode).toBe(200);
    const items = likeStatesSchema.parse(res.json()).items.sort((a, b) => a.id - b.id);
    expect(items).toEqual([
      { id: grow.diaryId, liked: false, cnt_likes: expect.any(Number) },
      { id: g.diaryId, liked: true, cnt_likes: 1 },
    ].sort((a, b) => a.id - b.id));
    const guest = likeStatesSchema.parse((await http.get(`/api/likes/diary?ids=${g.diaryId}`)).json());
    expect(guest.items).toEqual([{ id: g.diaryId, liked: false, cnt_likes: 1 }]);
    for (const bad of ['', 'ids=', 'ids=a,b', 'ids=0', `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`]) {
      expect((await http.get(`/api/likes/diary?${bad}`)).statusCode, bad).toBe(400);
    }
  });
});
