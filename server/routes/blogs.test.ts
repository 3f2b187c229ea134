// @vitest-environment node
// The journal: admins write, edit and remove articles (others 403, guests 401, bad bodies 400, taken links 409,
// replays applied once); lists page by 20 per category and tag; an article opens by id or link; views count;
// reader voting takes one vote per person and poll (a second refused with its message, a closed poll too); covers
// are uploaded by admins through the photo pipeline.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCoverUploadSchema, articleSchema, articlesPageSchema, pollSchema, pollsPageSchema, type Article } from '../../src/domain/article/article';
import { ALREADY_VOTED_MESSAGE, POLL_CLOSED_MESSAGE } from '../../src/domain/article/article-limits';
import { createTestUser, injectAs, multipartBody, newTestKey, startTestServer, type TestCaller, type TestServer } from '../test-support';

let server: TestServer;
type Who = TestCaller;
let admin: Who;
let grower: Who;
let other: Who;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Who | null, body?: object, key?: string) => injectAs(server.app, method, url, who, body, key);

const body = (extra: object = {}) => ({
  title: 'Living soil in ten steps', description: 'A lead.', text: '# Soil\n\nCompost **first**.', category: 'guides', tags: ['Living Soil', 'compost'], ...extra,
});

async function write(extra: object = {}): Promise<Article> {
  const res = await call('POST', '/api/blogs', admin, body(extra));
  expect(res.statusCode, res.body).toBe(201);
  return articleSchema.parse(res.json());
}

async function list(url: string) {
  const res = await call('GET', url, null);
  expect(res.statusCode, res.body).toBe(200);
  return articlesPageSchema.parse(res.json());
}

async function addPoll(endDate: string | null): Promise<{ id: number; options: number[] }> {
  const { id } = await server.db.insertInto('journal_polls')
    .values({ title: 'Next topic?', end_date: endDate, add_date: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
  const options = [];
  for (const [position, title] of ['Soil', 'Hydro'].entries()) {
    options.push((await server.db.insertInto('journal_poll_options').values({ poll_id: id, title, position }).returning('id').executeTakeFirstOrThrow()).id);
  }
  return { id, options };
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  admin = await createTestUser(server.db, 'Editor');
  grower = await createTestUser(server.db, 'Reader');
  other = await createTestUser(server.db, 'Other');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
});
afterAll(() => server.close());

describe('articles', () => {
  it('an admin writes an article once per X-Rniq; it opens by id and by link with its tags normalised', async () => {
    const key = newTestKey();
    const first = await call('POST', '/api/blogs', admin, body({ title: 'Replayed article' }), key);
    const replay = await call('POST', '/api/blogs', admin, body({ title: 'Replayed article' }), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const article = articleSchema.parse(first.json());
    expect(article).toMatchObject({ link: 'replayed-article', tags: ['living-soil', 'compost'], category: 'guides', item_user: { id: admin.id } });
    expect((await list('/api/blogs/tag/living-soil')).items.filter((a) => a.title === 'Replayed article')).toHaveLength(1);
    expect(articleSchema.parse((await call('GET', `/api/blogs/${article.id}`, null)).json()).text).toContain('Compost **first**.');
    expect(articleSchema.parse((await call('GET', '/api/blogs/replayed-article', null)).json()).id).toBe(article.id);
  });

  it('gives a repeated title a free link and refuses an explicit link that is taken', async () => {
    const a = await write({ title: 'Same title here' });
    const b = await write({ title: 'Same title here' });
    expect([a.link, b.link]).toEqual(['same-title-here', 'same-title-here-2']);
    const res = await call('POST', '/api/blogs', admin, body({ link: 'same-title-here' }));
    expect(res.statusCode).toBe(409);
  });

  it('only admins write: 401 for guests, 403 for growers, on create, edit and delete', async () => {
    const article = await write({ title: 'Guarded article' });
    expect((await call('POST', '/api/blogs', null, body())).statusCode).toBe(401);
    expect((await call('POST', '/api/blogs', grower, body())).statusCode).toBe(403);
    expect((await call('PATCH', `/api/blogs/${article.id}`, grower, { title: 'Taken over' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/blogs/${article.id}`, grower)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/blogs/${article.id}`, null)).statusCode).toBe(401);
    expect(articleSchema.parse((await call('GET', `/api/blogs/${article.id}`, null)).json()).title).toBe('Guarded article');
  });

  it('an admin edits fields and tags (the tag pages follow) and removes an article (gone from lists, 404)', async () => {
    const article = await write({ title: 'Edited later', tags: ['before'] });
    const res = await call('PATCH', `/api/blogs/${article.id}`, admin, { title: 'Edited now', tags: ['after'], category: 'news' });
    expect(res.statusCode, res.body).toBe(200);
    expect(articleSchema.parse(res.json())).toMatchObject({ title: 'Edited now', tags: ['after'], category: 'news', link: article.link });
    expect((await list('/api/blogs/tag/before')).items.map((a) => a.id)).not.toContain(article.id);
    expect((await list('/api/blogs/category/news')).items.map((a) => a.id)).toContain(article.id);
    expect((await call('DELETE', `/api/blogs/${article.id}`, admin)).statusCode).toBe(204);
    expect((await call('GET', `/api/blogs/${article.id}`, null)).statusCode).toBe(404);
    expect((await list('/api/blogs/tag/after')).items.map((a) => a.id)).not.toContain(article.id);
    expect((await call('PATCH', `/api/blogs/${article.id}`, admin, { title: 'Back again' })).statusCode).toBe(404);
  });

  it('answers 400 for bad bodies and parameters', async () => {
    for (const bad of [{ title: 'x' }, { category: 'gossip' }, { text: '' }, { tags: Array.from({ length: 9 }, (_, i) => `t${i}`) },
      { link: 'voting' }, { link: '123' }, { cover_file: '../../etc/passwd' }, { extra: 1 }]) {
      const res = await call('POST', '/api/blogs', admin, body(bad));
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'bad_request' });
    }
    expect((await call('PATCH', '/api/blogs/1', admin, {})).statusCode).toBe(400);
    expect((await call('GET', '/api/blogs/category/gossip', null)).statusCode).toBe(400);
    expect((await call('GET', '/api/blogs/tag/Not%20A%20Tag', null)).statusCode).toBe(400);
    expect((await call('GET', '/api/blogs/no-such-article', null)).statusCode).toBe(404);
    expect((await call('GET', '/api/blogs?limit=51', null)).statusCode).toBe(400);
    expect((await call('GET', '/api/blogs?start=-1', null)).statusCode).toBe(400);
  });

  it('pages 20 articles a page by default, newest first, per category', async () => {
    for (let i = 0; i < 22; i += 1) await write({ title: `Event report number ${i}`, category: 'events', tags: [] });
    const first = await list('/api/blogs/category/events');
    expect(first).toMatchObject({ start: 0, limit: 20, total: 22 });
    expect(first.items[0]!.title).toBe('Event report number 21');
    const second = await list('/api/blogs/category/events?start=20');
    expect(second.items.map((a) => a.title)).toEqual(['Event report number 1', 'Event report number 0']);
    expect(new Set([...first.items, ...second.items].map((a) => a.id)).size).toBe(22);
  });

  it('counts views of a live article, public, and 404 for a missing one', async () => {
    const article = await write({ title: 'Viewed article' });
    expect((await call('POST', `/api/blogs/${article.id}/impressions`, null, { v: 2, s: 30 })).statusCode).toBe(204);
    expect(articleSchema.parse((await call('GET', `/api/blogs/${article.id}`, null)).json()).cnt_views).toBe(2);
    expect((await call('POST', '/api/blogs/999999/impressions', null, {})).statusCode).toBe(404);
    expect((await call('POST', `/api/blogs/${article.id}/impressions`, null, { v: 0 })).statusCode).toBe(400);
  });

  it('takes comments and likes like any content', async () => {
    const article = await write({ title: 'Commented article' });
    expect((await call('POST', `/api/comments/article/${article.id}`, grower, { text: 'Great read' })).statusCode).toBe(201);
    expect((await call('POST', `/api/likes/article/${article.id}`, grower)).statusCode).toBe(200);
    const read = articleSchema.parse((await call('GET', `/api/blogs/${article.id}`, null)).json());
    expect(read).toMatchObject({ cnt_comments: 1, cnt_likes: 1 });
  });
});

describe('voting', () => {
  it('takes one vote per person: the second is refused with its message, counts change once, replays apply once', async () => {
    const poll = await addPoll(null);
    const key = newTestKey();
    const first = await call('POST', `/api/blogs/votes/${poll.id}/vote`, grower, { option_id: poll.options[1] }, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(pollSchema.parse(first.json())).toMatchObject({ my_vote: poll.options[1], cnt_votes: 1, is_open: true });
    expect((await call('POST', `/api/blogs/votes/${poll.id}/vote`, grower, { option_id: poll.options[1] }, key)).json()).toEqual(first.json());
    const second = await call('POST', `/api/blogs/votes/${poll.id}/vote`, grower, { option_id: poll.options[0] });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'conflict', message: ALREADY_VOTED_MESSAGE });
    expect((await call('POST', `/api/blogs/votes/${poll.id}/vote`, other, { option_id: poll.options[0] })).statusCode).toBe(200);
    const read = pollSchema.parse((await call('GET', `/api/blogs/voting/${poll.id}`, grower)).json());
    expect(read).toMatchObject({ cnt_votes: 2, my_vote: poll.options[1] });
    expect(read.options.map((o) => o.cnt_votes)).toEqual([1, 1]);
    expect(pollSchema.parse((await call('GET', `/api/blogs/voting/${poll.id}`, null)).json()).my_vote).toBeNull();
  });

  it('refuses guests, closed polls, another poll\'s option, missing polls and bad bodies', async () => {
    const open = await addPoll(null);
    const closed = await addPoll('2020-01-01T00:00:00.000Z');
    expect((await call('POST', `/api/blogs/votes/${open.id}/vote`, null, { option_id: open.options[0] })).statusCode).toBe(401);
    const late = await call('POST', `/api/blogs/votes/${closed.id}/vote`, grower, { option_id: closed.options[0] });
    expect([late.statusCode, late.json().message]).toEqual([409, POLL_CLOSED_MESSAGE]);
    expect((await call('POST', `/api/blogs/votes/${open.id}/vote`, grower, { option_id: closed.options[0] })).statusCode).toBe(400);
    expect((await call('POST', '/api/blogs/votes/999999/vote', grower, { option_id: 1 })).statusCode).toBe(404);
    expect((await call('POST', `/api/blogs/votes/${open.id}/vote`, grower, { option_id: 'x' })).statusCode).toBe(400);
    expect((await call('GET', '/api/blogs/voting/999999', null)).statusCode).toBe(404);
    const polls = pollsPageSchema.parse((await call('GET', '/api/blogs/voting?limit=1', null)).json());
    expect(polls.items).toHaveLength(1);
    expect(polls.total).toBeGreaterThanOrEqual(2);
    expect(pollSchema.parse((await call('GET', `/api/blogs/voting/${closed.id}`, null)).json()).is_open).toBe(false);
  });
});

describe('covers', () => {
  it('an admin uploads a cover once per X-Rniq and an article shows it in every size; growers are refused', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a5' } }).jpeg().toBuffer();
    const form = await multipartBody({}, { bytes: jpeg, name: 'cover.jpg', type: 'image/jpeg' });
    const upload = (who: Who, key = newTestKey()) => server.app.inject({
      method: 'POST', url: '/api/uploads/articles/cover', payload: form.payload,
      headers: { 'content-type': form.contentType, 'x-rniq': key, authorization: `Bearer ${who.token}` },
    });
    const key = newTestKey();
    const first = await upload(admin, key);
    expect(first.statusCode, first.body).toBe(201);
    expect((await upload(admin, key)).json()).toEqual(first.json());
    const { file } = articleCoverUploadSchema.parse(first.json());
    expect(file).toMatch(/^photos\//);
    expect((await upload(grower)).statusCode).toBe(403);
    const article = await write({ title: 'Article with a cover', cover_file: file });
    expect(article.cover?.size_m).toBe(`/uploads/${file}_m.jpg`);
    expect((await server.app.inject({ url: article.cover!.size_m })).statusCode).toBe(200);
  });
});
