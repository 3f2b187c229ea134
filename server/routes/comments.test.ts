// @vitest-environment node
// Comment threads over a real database: who may write what (owner, other grower, guest, admin), threads, replies,
// orders and paging, a linked comment's page, summaries, deletion keeping a thread in place, mentions, blocks,
// bad input, limits, and replayed writes applied once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentByLinkSchema, commentSchema, commentsPageSchema, commentSummarySchema, repliesPageSchema, type Comment } from '../../src/domain/comment/comment';
import { COMMENT_WRITES_PER_MINUTE, MAX_COMMENT_TEXT } from '../../src/domain/comment/comment-limits';
import { createGrow, requester, setRole } from '../services/comments-test-support';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let http: ReturnType<typeof requester>;
let owner: { id: number; token: string };
let other: { id: number; token: string };
let admin: { id: number; token: string };
let grow: Awaited<ReturnType<typeof createGrow>>;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  http = requester(server);
  owner = await createTestUser(server.db, 'Owner');
  other = await createTestUser(server.db, 'Other');
  admin = await createTestUser(server.db, 'Admin');
  await setRole(server, admin.id, 'admin');
  grow = await createGrow(server, owner.id);
});
afterAll(() => server.close());

async function post(path: string, token: string, text: string, parentId: number | null = null): Promise<Comment> {
  const res = await http.send('POST', `/api/comments/${path}`, token, { text, parent_id: parentId });
  expect(res.statusCode, res.body).toBe(201);
  return commentSchema.parse(res.json());
}
async function page(path: string, token?: string) {
  const res = await http.get(`/api/comments/${path}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return commentsPageSchema.parse(res.json());
}
const counters = async (table: 'diaries' | 'weeks' | 'photos', id: number) =>
  server.db.selectFrom(table).select(['cnt_comments', 'cnt_likes']).where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /api/comments/{type}/{id}', () => {
  it('adds comments and replies on diaries, weeks and photos, counting each once', async () => {
    const g = await createGrow(server, owner.id);
    const top = await post(`week/${g.weekId}`, other.token, 'Looking healthy!');
    expect(top).toMatchObject({ type: 'week', ref_id: g.weekId, parent_id: null, text: 'Looking healthy!', cnt_childs: 0, is_remove: false });
    expect(top.item_user).toMatchObject({ id: other.id, name: 'Other', link: `/grower/${other.id}` });
    const reply = await post(`week/${g.weekId}`, owner.token, 'Thanks', top.id);
    // A reply to a reply joins the top comment: one level of replies.
    const deeper = await post(`week/${g.weekId}`, other.token, 'You are welcome', reply.id);
    expect(deeper.parent_id).toBe(top.id);
    await post(`diary/${g.diaryId}`, other.token, 'Following this one');
    await post(`photo/${g.photoId}`, other.token, 'Great shot');
    expect((await counters('weeks', g.weekId)).cnt_comments).toBe(3);
    expect((await counters('diaries', g.diaryId)).cnt_comments).toBe(1);
    expect((await counters('photos', g.photoId)).cnt_comments).toBe(1);
    const thread = await page(`week/${g.weekId}`);
    expect(thread).toMatchObject({ total: 1, cnt_comments: 3, start: 0, limit: 20, sort: 'newest', focus: null });
    expect(thread.items[0]).toMatchObject({ id: top.id, cnt_childs: 2 });
  });

  it('applies a replayed request once and refuses the same key with another body', async () => {
    const g = await createGrow(server, owner.id);
    const key = newTestKey();
    const first = await http.send('POST', `/api/comments/diary/${g.diaryId}`, other.token, { text: 'Once' }, key);
    const again = await http.send('POST', `/api/comments/diary/${g.diaryId}`, other.token, { text: 'Once' }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await counters('diaries', g.diaryId)).cnt_comments).toBe(1);
    expect((await page(`diary/${g.diaryId}`)).total).toBe(1);
    const mismatch = await http.send('POST', `/api/comments/diary/${g.diaryId}`, other.token, { text: 'Twice' }, key);
    expect(mismatch.statusCode).toBe(422);
  });

  it('answers 400 for bad input with a clear message, 404 for what is not there, 401 for guests', async () => {
    const url = `/api/comments/diary/${grow.diaryId}`;
    expect((await http.send('POST', url, undefined, { text: 'Hi' })).statusCode).toBe(401);
    const tooLong = await http.send('POST', url, other.token, { text: 'a'.repeat(MAX_COMMENT_TEXT + 1) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ error: 'bad_request', message: `text: A comment can be at most ${MAX_COMMENT_TEXT} characters long.` });
    expect((await http.send('POST', url, other.token, { text: 'a'.repeat(MAX_COMMENT_TEXT) })).statusCode).toBe(201);
    expect((await http.send('POST', url, other.token, { text: '   ' })).statusCode).toBe(400);
    expect((await http.send('POST', url, other.token, {})).statusCode).toBe(400);
    expect((await http.send('POST', url, other.token, { text: 'x', parent_id: 'one' })).statusCode).toBe(400);
    expect((await http.send('POST', `/api/comments/comment/1`, other.token, { text: 'x' })).statusCode).toBe(400);
    expect((await http.send('POST', `/api/comments/planet/1`, other.token, { text: 'x' })).statusCode).toBe(400);
    expect((await http.send('POST', `/api/comments/diary/999999`, other.token, { text: 'x' })).statusCode).toBe(404);
    // A parent from another thread is not found in this one.
    const elsewhere = await post(`week/${grow.weekId}`, other.token, 'On the week');
    expect((await http.send('POST', url, other.token, { text: 'x', parent_id: elsewhere.id })).statusCode).toBe(404);
  });

  it('refuses comments on a removed diary and its weeks', async () => {
    const g = await createGrow(server, owner.id);
    await server.db.updateTable('diaries').set({ is_remove: 1 }).where('id', '=', g.diaryId).execute();
    expect((await http.send('POST', `/api/comments/diary/${g.diaryId}`, other.token, { text: 'x' })).statusCode).toBe(404);
    expect((await http.send('POST', `/api/comments/week/${g.weekId}`, other.token, { text: 'x' })).statusCode).toBe(404);
    expect((await http.get(`/api/comments/photo/${g.photoId}`)).statusCode).toBe(404);
  });

  it('limits a grower to a number of comment writes a minute', async () => {
    const g = await createGrow(server, owner.id);
    const busy = await createTestUser(server.db, 'Busy');
    for (let i = 0; i < COMMENT_WRITES_PER_MINUTE; i++) {
      expect((await http.send('POST', `/api/comments/diary/${g.diaryId}`, busy.token, { text: `n${i}` })).statusCode).toBe(201);
    }
    const over = await http.send('POST', `/api/comments/diary/${g.diaryId}`, busy.token, { text: 'one more' });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});

describe('PATCH and DELETE /api/comments/{type}/{id}/{cid}', () => {
  it('lets only the author edit: other growers and admins get 403, guests 401', async () => {
    const mine = await post(`diary/${grow.diaryId}`, owner.token, 'First version');
    const url = `/api/comments/diary/${grow.diaryId}/${mine.id}`;
    expect((await http.send('PATCH', url, undefined, { text: 'Guest' })).statusCode).toBe(401);
    const refused = await http.send('PATCH', url, other.token, { text: 'Hijacked' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'forbidden', message: 'You can only edit your own comments.' });
    expect((await http.send('PATCH', url, admin.token, { text: 'Admin wording' })).statusCode).toBe(403);
    const edited = await http.send('PATCH', url, owner.token, { text: 'Second version' });
    expect(edited.statusCode).toBe(200);
    expect(commentSchema.parse(edited.json()).text).toBe('Second version');
    expect((await http.send('PATCH', url, owner.token, { text: '' })).statusCode).toBe(400);
    // A comment of another thread is not found through this one.
    expect((await http.send('PATCH', `/api/comments/week/${grow.weekId}/${mine.id}`, owner.token, { text: 'x' })).statusCode).toBe(404);
  });

  it('lets the author and admins delete, not other growers; counters go down once', async () => {
    const g = await createGrow(server, owner.id);
    const a = await post(`diary/${g.diaryId}`, owner.token, 'by the owner');
    const b = await post(`diary/${g.diaryId}`, other.token, 'by the other');
    const urlA = `/api/comments/diary/${g.diaryId}/${a.id}`;
    expect((await http.send('DELETE', urlA, undefined)).statusCode).toBe(401);
    expect((await http.send('DELETE', urlA, other.token)).statusCode).toBe(403);
    const key = newTestKey();
    expect((await http.send('DELETE', urlA, owner.token, undefined, key)).statusCode).toBe(204);
    expect((await http.send('DELETE', urlA, owner.token, undefined, key)).statusCode).toBe(204);
    expect((await http.send('DELETE', urlA, owner.token)).statusCode).toBe(404);
    expect((await http.send('DELETE', `/api/comments/diary/${g.diaryId}/${b.id}`, admin.token)).statusCode).toBe(204);
    expect((await counters('diaries', g.diaryId)).cnt_comments).toBe(0);
    expect((await page(`diary/${g.diaryId}`)).items).toEqual([]);
  });

  it('keeps a deleted top comment with replies in place as deleted, and drops it with its last reply', async () => {
    const g = await createGrow(server, owner.id);
    const top = await post(`week/${g.weekId}`, owner.token, 'Question about @Other');
    const reply = await post(`week/${g.weekId}`, other.token, 'Answer', top.id);
    await http.send('DELETE', `/api/comments/week/${g.weekId}/${top.id}`, owner.token);
    const kept = (await page(`week/${g.weekId}`)).items;
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ id: top.id, is_remove: true, text: '', mentions: {}, cnt_childs: 1 });
    // Nobody answers a deleted comment.
    expect((await http.send('POST', `/api/comments/week/${g.weekId}`, other.token, { text: 'x', parent_id: top.id })).statusCode).toBe(404);
    await http.send('DELETE', `/api/comments/week/${g.weekId}/${reply.id}`, other.token);
    expect((await page(`week/${g.weekId}`)).items).toEqual([]);
    expect((await counters('weeks', g.weekId)).cnt_comments).toBe(0);
  });
});

describe('GET /api/comments/{type}/{id}', () => {
  let g: Awaited<ReturnType<typeof createGrow>>;
  const ids: number[] = [];
  /** Growers taking turns, so no one reaches the comment limit. */
  const crowd: { id: number; token: string }[] = [];
  beforeAll(async () => {
    g = await createGrow(server, owner.id);
    for (let i = 0; i < 6; i++) crowd.push(await createTestUser(server.db, `Crowd${i}`));
    for (let i = 0; i < 25; i++) ids.push((await post(`diary/${g.diaryId}`, crowd[i % crowd.length]!.token, `comment ${i}`)).id);
    // Likes: comment 3 most, then comment 10.
    await server.db.updateTable('comments').set({ cnt_likes: 5 }).where('id', '=', ids[3]!).execute();
    await server.db.updateTable('comments').set({ cnt_likes: 2 }).where('id', '=', ids[10]!).execute();
  });

  it('pages top comments newest, oldest or most liked first, within bounds', async () => {
    const newest = await page(`diary/${g.diaryId}?limit=10`);
    expect(newest.items.map((c) => c.id)).toEqual(ids.slice(15).reverse());
    expect(newest.total).toBe(25);
    const oldest = await page(`diary/${g.diaryId}?sort=oldest&start=20&limit=10`);
    expect(oldest.items.map((c) => c.id)).toEqual(ids.slice(20));
    const liked = await page(`diary/${g.diaryId}?sort=likes&limit=3`);
    expect(liked.items.map((c) => c.id)).toEqual([ids[3], ids[10], ids[24]]);
    expect((await page(`diary/${g.diaryId}?start=100`)).items).toEqual([]);
    for (const bad of ['limit=0', 'limit=51', 'start=-1', 'sort=random', 'start=x', 'comment_id=0']) {
      expect((await http.get(`/api/comments/diary/${g.diaryId}?${bad}`)).statusCode, bad).toBe(400);
    }
    expect((await http.get('/api/comments/diary/999999')).statusCode).toBe(404);
  });

  it('opens a linked reply on the page of its top comment, with the replies up to it', async () => {
    const root = ids[4]!;
    const replies: number[] = [];
    for (let i = 0; i < 12; i++) replies.push((await post(`diary/${g.diaryId}`, crowd[i % crowd.length]!.token, `reply ${i}`, root)).id);
    const linked = replies[11]!;
    const res = await page(`diary/${g.diaryId}?limit=10&comment_id=${linked}&preload_comment=1`);
    // Newest first, 25 top comments: the fifth oldest is the 21st, on the third page.
    expect(res.start).toBe(20);
    expect(res.focus).toEqual({ comment_id: linked, root_id: root, start: 20 });
    const shown = res.items.find((c) => c.id === root)!;
    expect(shown.replies?.map((r) => r.id)).toEqual(replies);
    // Without preload_comment the asked page is answered.
    expect((await page(`diary/${g.diaryId}?limit=10&comment_id=${linked}`)).start).toBe(0);
    const byLink = await http.get(`/api/comments/diary/${g.diaryId}/by-link?comment_id=${linked}&sort=oldest&limit=10`);
    expect(byLink.statusCode).toBe(200);
    expect(commentByLinkSchema.parse(byLink.json())).toMatchObject({ comment: { id: linked, parent_id: root }, root: { id: root }, focus: { start: 0 } });
    expect((await http.get(`/api/comments/week/${g.weekId}/by-link?comment_id=${linked}`)).statusCode).toBe(404);
    expect((await http.get(`/api/comments/diary/${g.diaryId}/by-link`)).statusCode).toBe(400);
  });

  it('pages replies oldest first', async () => {
    const root = ids[6]!;
    for (let i = 0; i < 3; i++) await post(`diary/${g.diaryId}`, crowd[i]!.token, `r${i}`, root);
    const res = await http.get(`/api/comments/diary/${g.diaryId}/${root}/replies?start=1&limit=1`);
    expect(res.statusCode).toBe(200);
    expect(repliesPageSchema.parse(res.json())).toMatchObject({ start: 1, limit: 1, total: 3, items: [{ text: 'r1', parent_id: root }] });
    expect((await http.get(`/api/comments/diary/${g.diaryId}/${root}/replies?limit=51`)).statusCode).toBe(400);
    expect((await http.get(`/api/comments/diary/${g.diaryId}/999999/replies`)).statusCode).toBe(404);
  });

  it('summarises an item: count, latest comments and who wrote lately', async () => {
    const res = await http.get(`/api/comments/summary/diary/${g.diaryId}`);
    expect(res.statusCode).toBe(200);
    const summary = commentSummarySchema.parse(res.json());
    expect(summary.count).toBe((await counters('diaries', g.diaryId)).cnt_comments);
    expect(summary.latest).toHaveLength(3);
    expect(summary.latest[0]!.id).toBeGreaterThan(summary.latest[1]!.id);
    // The latest authors, each once, latest first: the three growers of the last replies, then the rest of the crowd.
    expect(summary.who.map((u) => u.id)).toEqual([crowd[2]!.id, crowd[1]!.id, crowd[0]!.id, crowd[5]!.id, crowd[4]!.id]);
    expect((await http.get('/api/comments/summary/week/999999')).statusCode).toBe(404);
  });

  it("serves guests a kept page that a new or deleted comment replaces at once", async () => {
    const fresh = await createGrow(server, owner.id);
    const first = await post(`diary/${fresh.diaryId}`, crowd[0]!.token, 'one');
    expect((await page(`diary/${fresh.diaryId}`)).items.map((c) => c.id)).toEqual([first.id]);
    const second = await post(`diary/${fresh.diaryId}`, crowd[1]!.token, 'two');
    expect((await page(`diary/${fresh.diaryId}`)).items.map((c) => c.id)).toEqual([second.id, first.id]);
    await http.send('DELETE', `/api/comments/diary/${fresh.diaryId}/${second.id}`, crowd[1]!.token);
    expect((await page(`diary/${fresh.diaryId}`)).items.map((c) => c.id)).toEqual([first.id]);
  });

  it('tells a signed-in grower which comments they like', async () => {
    const target = ids[0]!;
    expect((await http.send('POST', `/api/likes/comment/${target}`, owner.token)).statusCode).toBe(200);
    const mine = await page(`diary/${g.diaryId}?sort=oldest&limit=1`, owner.token);
    expect(mine.items[0]).toMatchObject({ id: target, liked: true, cnt_likes: 1 });
    expect((await page(`diary/${g.diaryId}?sort=oldest&limit=1`)).items[0]!.liked).toBe(false);
  });
});

describe('mentions, blocks and moderation', () => {
  it('resolves @names to growers, case-insensitively, and follows edits', async () => {
    const writer = await createTestUser(server.db, 'Mentioner');
    const c = await post(`diary/${grow.diaryId}`, writer.token, 'Ask @owner or @ADMIN, not @ghost.');
    expect(c.mentions).toEqual({ owner: owner.id, admin: admin.id });
    const res = await http.send('PATCH', `/api/comments/diary/${grow.diaryId}/${c.id}`, writer.token, { text: 'Only @Owner' });
    expect(commentSchema.parse(res.json()).mentions).toEqual({ owner: owner.id });
  });

  it('hides a blocked grower from the blocker and refuses their replies to the blocker', async () => {
    const g = await createGrow(server, owner.id);
    const troll = await createTestUser(server.db, 'Troll');
    const bystander = await createTestUser(server.db, 'Bystander');
    const mine = await post(`diary/${g.diaryId}`, owner.token, 'My update');
    const theirs = await post(`diary/${g.diaryId}`, troll.token, 'Rude remark');
    await server.db.insertInto('user_blocks').values({ user_id: owner.id, blocked_id: troll.id, add_date: new Date().toISOString() }).execute();
    expect((await page(`diary/${g.diaryId}`, owner.token)).items.map((c) => c.id)).toEqual([mine.id]);
    expect((await page(`diary/${g.diaryId}`, bystander.token)).items.map((c) => c.id)).toEqual([theirs.id, mine.id]);
    const summary = commentSummarySchema.parse((await http.get(`/api/comments/summary/diary/${g.diaryId}`, owner.token)).json());
    expect(summary.who.map((u) => u.id)).toEqual([owner.id]);
    const reply = await http.send('POST', `/api/comments/diary/${g.diaryId}`, troll.token, { text: 'Reply', parent_id: mine.id });
    expect(reply.statusCode).toBe(403);
    // The blocker may still answer, and others may answer either.
    expect((await http.send('POST', `/api/comments/diary/${g.diaryId}`, bystander.token, { text: 'ok', parent_id: mine.id })).statusCode).toBe(201);
    expect((await http.send('POST', `/api/comments/diary/${g.diaryId}`, owner.token, { text: 'ok', parent_id: theirs.id })).statusCode).toBe(201);
  });

  it('shows a comment a moderator hid to its author only, with the reason; nobody likes or answers it', async () => {
    const g = await createGrow(server, owner.id);
    const writer = await createTestUser(server.db, 'Hidden');
    const hidden = await post(`diary/${g.diaryId}`, writer.token, 'Spam link');
    await server.db.updateTable('comments').set({ is_ban: 1, ban_reason: 'Advertising' }).where('id', '=', hidden.id).execute();
    expect((await page(`diary/${g.diaryId}`, owner.token)).items).toEqual([]);
    expect((await page(`diary/${g.diaryId}`)).items).toEqual([]);
    expect((await page(`diary/${g.diaryId}`, writer.token)).items).toMatchObject([{ id: hidden.id, ban_reason: 'Advertising' }]);
    expect((await http.send('POST', `/api/likes/comment/${hidden.id}`, owner.token)).statusCode).toBe(404);
    expect((await http.send('POST', `/api/comments/diary/${g.diaryId}`, owner.token, { text: 'x', parent_id: hidden.id })).statusCode).toBe(404);
  });

  it('keeps the comments of a diary a moderator hid from everyone but its owner', async () => {
    const g = await createGrow(server, owner.id);
    await post(`diary/${g.diaryId}`, owner.token, 'Before the ban');
    await server.db.updateTable('diaries').set({ is_ban: 1, ban_reason: 'Off topic' }).where('id', '=', g.diaryId).execute();
    expect((await http.get(`/api/comments/diary/${g.diaryId}`)).statusCode).toBe(404);
    expect((await http.get(`/api/comments/week/${g.weekId}`, other.token)).statusCode).toBe(404);
    expect((await page(`diary/${g.diaryId}`, owner.token)).total).toBe(1);
  });
});
