// @vitest-environment node
// Reports and moderation over the real seed: filing a report (once per grower and item), the moderators' queue grouped
// by item, hiding an item from everyone but its owner and moderators (pages, lists, search, weeks), and banning a grower.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions';
import { complainQueueSchema } from '../../src/domain/complain/complain';
import { diaryPageSchema, diarySchema, type DiaryCard } from '../../src/domain/diary/diary';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let admin: { id: number; token: string };
let owner: { id: number; token: string };
let diary: DiaryCard;

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: auth(token) });
const post = (url: string, token: string | undefined, body: unknown, key = newTestKey()) =>
  server.app.inject({ method: 'POST', url, headers: { ...auth(token), 'x-rniq': key }, payload: body as object });
const report = (type: string, id: number, token: string, body: unknown = { reason: 'spam' }, key?: string) =>
  post(`/api/complains/${type}/${id}`, token, body, key);
const moderate = (type: string, id: number, body: unknown, token = admin.token) => post(`/api/admin/complains/${type}/${id}`, token, body);
async function queue(status: 'open' | 'closed' = 'open') {
  const res = await get(`/api/admin/complains?status=${status}`, admin.token);
  expect(res.statusCode, res.body).toBe(200);
  return complainQueueSchema.parse(res.json());
}
const listedIds = async (url: string) => diaryPageSchema.parse((await get(url)).json()).items.map((d) => d.id);

beforeAll(async () => {
  server = await startTestServer();
  admin = await createTestUser(server.db, 'Moderator1');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  // A diary of its own grower, with a session for that grower.
  diary = diaryPageSchema.parse((await get('/api/diaries?limit=1')).json()).items[0]!;
  owner = { id: diary.item_user.id, token: await createSession(server.db, diary.item_user.id) };
});
afterAll(() => server.close());

describe('the demo seed', () => {
  it('leaves real work in the queue: several reported items of different kinds, none by their owner', async () => {
    const seeded = await queue();
    expect(seeded.total).toBeGreaterThanOrEqual(4);
    expect(new Set(seeded.items.map((i) => i.type)).size).toBeGreaterThanOrEqual(3);
    expect(seeded.items.some((i) => i.cnt_reports >= 2)).toBe(true);
    for (const item of seeded.items) expect(item.texts.every((t) => t.reporter.id !== item.owner?.id)).toBe(true);
    // The tests below start from an empty queue.
    await server.db.deleteFrom('complains').execute();
  });
});

describe('POST /api/complains/{type}/{id}', () => {
  it('records one report per grower and item, idempotent by X-Rniq, a second report replacing the first', async () => {
    const reporter = await createTestUser(server.db, 'Reporter1');
    const key = newTestKey();
    const first = await report('diary', diary.id, reporter.token, { reason: 'spam' }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ type: 'diary', id: diary.id, reported: true });
    expect((await report('diary', diary.id, reporter.token, { reason: 'spam' }, key)).json()).toEqual(first.json());
    expect((await report('diary', diary.id, reporter.token, { reason: 'other', text: 'Copied from another grower' })).statusCode).toBe(200);
    const second = await createTestUser(server.db, 'Reporter2');
    expect((await report('diary', diary.id, second.token, { reason: 'abuse' })).statusCode).toBe(200);

    const item = (await queue()).items.find((i) => i.type === 'diary' && i.id === diary.id)!;
    expect(item.cnt_reports).toBe(2);
    expect(item.reasons).toEqual({ other: 1, abuse: 1 });
    expect(item.texts.map((t) => t.text)).toEqual(['Copied from another grower']);
    expect(item).toMatchObject({ title: diary.name, link: `/diaries/${diary.id}`, is_ban: false });
    expect(item.owner?.id).toBe(owner.id);
  });

  it('refuses guests, bad reasons, "other" without words, unknown items and one\'s own content', async () => {
    const reporter = await createTestUser(server.db, 'Reporter3');
    expect((await report('diary', diary.id, '')).statusCode).toBe(401);
    expect((await report('diary', diary.id, reporter.token, { reason: 'boring' })).statusCode).toBe(400);
    const other = await report('diary', diary.id, reporter.token, { reason: 'other', text: '  ' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ error: 'bad_request' });
    expect((await report('diary', diary.id, reporter.token, { reason: 'spam', text: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await report('planet', 1, reporter.token)).statusCode).toBe(400);
    expect((await report('diary', 999_999, reporter.token)).statusCode).toBe(404);
    expect((await report('user', reporter.id, reporter.token)).statusCode).toBe(400);
    expect((await report('diary', diary.id, owner.token)).statusCode).toBe(400);
  });
});

describe('the moderators\' queue', () => {
  it('is for moderators and admins only', async () => {
    const grower = await createTestUser(server.db, 'Curious1');
    expect((await get('/api/admin/complains')).statusCode).toBe(401);
    expect((await get('/api/admin/complains', grower.token)).statusCode).toBe(403);
    expect((await moderate('diary', diary.id, { action: 'hide' }, grower.token)).statusCode).toBe(403);
    expect((await get('/api/admin/complains?limit=21', admin.token)).statusCode).toBe(400);
    expect((await get('/api/admin/complains?start=-1', admin.token)).statusCode).toBe(400);
  });

  it('hides a diary from everyone but its owner and moderators, and restores it', async () => {
    const hidden = diaryPageSchema.parse((await get('/api/diaries?limit=3')).json()).items[2]!;
    const reporter = await createTestUser(server.db, 'Reporter4');
    await report('diary', hidden.id, reporter.token, { reason: 'selling' });
    const word = hidden.name.split(' ')[0]!;

    const res = await moderate('diary', hidden.id, { action: 'hide', reason: 'Selling seeds is not allowed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ is_ban: true, owner_banned: false });

    expect((await get(`/api/diaries/${hidden.id}`)).statusCode).toBe(404);
    expect((await get(`/api/diaries/${hidden.id}`, reporter.token)).statusCode).toBe(404);
    expect(await listedIds('/api/diaries?limit=20')).not.toContain(hidden.id);
    const search = (await get(`/api/search?query=${encodeURIComponent(word)}`)).json() as { items_diary: { id: number }[] };
    expect(search.items_diary.map((d) => d.id)).not.toContain(hidden.id);

    const ownerToken = await createSession(server.db, hidden.item_user.id);
    const seenByOwner = diarySchema.parse((await get(`/api/diaries/${hidden.id}`, ownerToken)).json());
    expect(seenByOwner.ban_reason).toBe('Selling seeds is not allowed');
    expect(diarySchema.parse((await get(`/api/diaries/${hidden.id}`, admin.token)).json()).ban_reason).toBe('Selling seeds is not allowed');

    // Acting closes the item's reports: it leaves the open queue for the closed one.
    expect((await queue()).items.some((i) => i.type === 'diary' && i.id === hidden.id)).toBe(false);
    expect((await queue('closed')).items.find((i) => i.type === 'diary' && i.id === hidden.id)?.is_ban).toBe(true);

    expect((await moderate('diary', hidden.id, { action: 'restore' })).json()).toMatchObject({ is_ban: false });
    expect(diarySchema.parse((await get(`/api/diaries/${hidden.id}`)).json()).ban_reason).toBeUndefined();
    expect(await listedIds('/api/diaries?limit=20')).toContain(hidden.id);
  });

  it('hides a week and a photo inside a diary that stays visible', async () => {
    const full = diarySchema.parse((await get(`/api/diaries/${diary.id}`)).json());
    const week = full.items_week.find((w) => w.items_photo.length > 1)!;
    expect((await moderate('week', week.id, { action: 'hide', reason: 'Off topic' })).statusCode).toBe(200);
    expect((await moderate('photo', full.items_week.find((w) => w.id !== week.id && w.items_photo.length)!.items_photo[0]!.id, { action: 'hide' })).statusCode).toBe(200);

    const guestView = diarySchema.parse((await get(`/api/diaries/${diary.id}`)).json());
    expect(guestView.items_week.map((w) => w.id)).not.toContain(week.id);
    expect(guestView.items_week.reduce((n, w) => n + w.items_photo.length, 0))
      .toBe(full.items_week.filter((w) => w.id !== week.id).reduce((n, w) => n + w.items_photo.length, 0) - 1);
    const ownerView = diarySchema.parse((await get(`/api/diaries/${diary.id}`, owner.token)).json());
    expect(ownerView.items_week.find((w) => w.id === week.id)?.ban_reason).toBe('Off topic');
    expect(ownerView.items_week.flatMap((w) => w.items_photo).filter((p) => p.ban_reason !== undefined)).toHaveLength(1);
    await moderate('week', week.id, { action: 'restore' });
  });

  it('hides a grow question and an answer from everyone but their authors and moderators', async () => {
    const asker = await createTestUser(server.db, 'Asker1');
    const helper = await createTestUser(server.db, 'Helper1');
    const asked = await post('/api/problems', asker.token, { title: 'Yellow tips in week 3 of flower', text: 'Coco, EC 1.8', category: 'nutrients' });
    expect(asked.statusCode, asked.body).toBe(201);
    const question = asked.json() as { id: number };
    const answer = (await post(`/api/problems/${question.id}/solution`, helper.token, { text: 'Take the EC down to 1.4 for a week.' })).json() as { id: number };
    const reporter = await createTestUser(server.db, 'Reporter6');
    expect((await report('question', question.id, reporter.token, { reason: 'misinformation' })).statusCode).toBe(200);
    expect((await queue()).items.find((i) => i.type === 'question' && i.id === question.id)?.link).toBe(`/grow-questions/${question.id}`);

    expect((await moderate('solution', answer.id, { action: 'hide', reason: 'Dangerous dose' })).statusCode).toBe(200);
    const afterAnswer = (await get(`/api/problems/${question.id}`)).json() as { items_solution: { id: number }[] };
    expect(afterAnswer.items_solution.map((s) => s.id)).not.toContain(answer.id);

    expect((await moderate('question', question.id, { action: 'hide' })).statusCode).toBe(200);
    expect((await get(`/api/problems/${question.id}`)).statusCode).toBe(404);
    const listed = (await get('/api/problems?sort=newest&limit=50')).json() as { items: { id: number }[] };
    expect(listed.items.map((q) => q.id)).not.toContain(question.id);
    expect((await get(`/api/problems/${question.id}`, asker.token)).statusCode).toBe(200);
    await moderate('question', question.id, { action: 'restore' });
    expect((await get(`/api/problems/${question.id}`)).statusCode).toBe(200);
  });

  it('hides a reported short from the feed and its page for everyone but its author and moderators, and restores it', async () => {
    const feed = async () => ((await get('/api/shorts?limit=50')).json() as { items: { id: number; user_id?: number; item_user: { id: number } }[] }).items;
    const short = (await feed())[0]!;
    const author = { id: short.item_user.id, token: await createSession(server.db, short.item_user.id) };
    const reporter = await createTestUser(server.db, 'Reporter7');
    expect((await report('short', short.id, author.token)).statusCode).toBe(400);
    expect((await report('short', short.id, reporter.token, { reason: 'nudity' })).statusCode).toBe(200);
    expect((await queue()).items.find((i) => i.type === 'short' && i.id === short.id)).toMatchObject({ link: `/shorts/${short.id}`, owner: { id: author.id } });

    expect((await moderate('short', short.id, { action: 'hide', reason: 'Not about growing' })).statusCode).toBe(200);
    expect((await feed()).map((s) => s.id)).not.toContain(short.id);
    expect((await get(`/api/videos/${short.id}`, reporter.token)).statusCode).toBe(404);
    const own = await get(`/api/videos/${short.id}`, author.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: short.id, ban_reason: 'Not about growing' });
    expect((await get(`/api/videos/${short.id}`, admin.token)).json()).toMatchObject({ ban_reason: 'Not about growing' });
    // Nor can others like or comment on it meanwhile.
    expect((await post(`/api/comments/short/${short.id}`, reporter.token, { text: 'Where did it go?' })).statusCode).toBe(404);

    await moderate('short', short.id, { action: 'restore' });
    expect((await feed()).map((s) => s.id)).toContain(short.id);
    expect((await get(`/api/videos/${short.id}`)).json()).not.toHaveProperty('ban_reason');
    expect((await post(`/api/comments/short/${short.id}`, reporter.token, { text: 'Back again!' })).statusCode).toBe(201);
  });

  it('bans a grower: every session ends and signing in is refused with the reason', async () => {
    const signup = await server.app.inject({ method: 'POST', url: '/api/users', payload: { name: 'Spammer1', email: 'spammer1@example.test', password: 'long enough password' } });
    expect(signup.statusCode, signup.body).toBe(201);
    const spammer = signup.json() as { token: string; user: { id: number } };
    const reporter = await createTestUser(server.db, 'Reporter5');
    await report('user', spammer.user.id, reporter.token, { reason: 'spam' });
    expect((await queue()).items.find((i) => i.type === 'user' && i.id === spammer.user.id)?.link).toBe(`/grower/${spammer.user.id}`);

    const res = await moderate('user', spammer.user.id, { action: 'ban_user', reason: 'Advertising' });
    expect(res.json()).toMatchObject({ is_ban: true, owner_banned: true });
    expect((await get('/api/session', spammer.token)).statusCode).toBe(401);
    const signin = await server.app.inject({ method: 'POST', url: '/api/session', payload: { login: 'spammer1', password: 'long enough password' } });
    expect(signin.statusCode).toBe(403);
    expect(signin.json()).toEqual({ error: 'banned', message: 'This account is banned: Advertising' });
    expect((await moderate('user', admin.id, { action: 'ban_user' })).statusCode).toBe(400);
    expect((await moderate('user', 999_999, { action: 'ban_user' })).statusCode).toBe(404);
    expect((await moderate('user', spammer.user.id, { action: 'hide' })).statusCode).toBe(400);
  });
});
