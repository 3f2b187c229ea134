// @vitest-environment node
// Shorts: a grower writes a draft (once per X-Rniq), uploads its clip by tus (short_id metadata), which publishes it;
// drafts stay the author's; the feed pages newest first within bounds; the author and moderators edit and remove,
// others 403, guests 401; the poster comes through the photo pipeline from the author only; likes and comments take
// shorts; bad input answers 400 {error, message}.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortSchema, shortsPageSchema, type Short } from '../../src/domain/short/short';
import { createTestUser, injectAs, multipartBody, newTestKey, startTestServer, type TestCaller, type TestServer } from '../test-support';

let server: TestServer;
type Who = TestCaller;
let author: Who;
let other: Who;
let admin: Who;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Who | null, body?: object, key?: string) => injectAs(server.app, method, url, who, body, key);

async function draft(title = 'Week 6 canopy', who = author): Promise<Short> {
  const res = await call('POST', '/api/shorts', who, { title, text: 'Topped twice.' });
  expect(res.statusCode, res.body).toBe(201);
  return shortSchema.parse(res.json());
}

/** A WebM as far as its first bytes go: the EBML magic and the webm doc type, then filler. */
const webm = (bytes: number) => {
  const file = Buffer.alloc(bytes, 0x11);
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]).copy(file, 0);
  Buffer.from('webm', 'latin1').copy(file, 8);
  return file;
};
const TUS = { 'tus-resumable': '1.0.0' };
const metadata = (fields: Record<string, string | number>) =>
  Object.entries(fields).map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`).join(',');

function createUpload(who: Who, shortId: number, length: number, key = newTestKey()) {
  return server.app.inject({
    method: 'POST', url: '/api/uploads/videos',
    headers: { ...TUS, authorization: `Bearer ${who.token}`, 'upload-length': String(length), 'upload-metadata': metadata({ short_id: shortId, key, filetype: 'video/webm' }) },
  });
}

/** Uploads a whole clip for the short in one PATCH: the finishing answer. */
async function uploadClip(shortId: number, bytes = webm(3000), key = newTestKey()) {
  const created = await createUpload(author, shortId, bytes.length, key);
  expect(created.statusCode, created.body).toBe(201);
  return server.app.inject({
    method: 'PATCH', url: created.headers.location as string, payload: bytes,
    headers: { ...TUS, authorization: `Bearer ${author.token}`, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
  });
}

async function published(title: string): Promise<Short> {
  const short = await draft(title);
  const done = await uploadClip(short.id);
  expect(done.statusCode, done.body).toBe(204);
  return shortSchema.parse((await call('GET', `/api/videos/${short.id}`, null)).json());
}

async function feed(query = '') {
  const res = await call('GET', `/api/shorts${query}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return shortsPageSchema.parse(res.json());
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  author = await createTestUser(server.db, 'Clipper');
  other = await createTestUser(server.db, 'Stranger');
  admin = await createTestUser(server.db, 'Moderator');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
});
afterAll(() => server.close());

describe('writing a short', () => {
  it('creates a draft once per X-Rniq; the draft is the author\'s until its clip arrives, which publishes it', async () => {
    const key = newTestKey();
    const first = await call('POST', '/api/shorts', author, { title: 'Replayed short' }, key);
    const replay = await call('POST', '/api/shorts', author, { title: 'Replayed short' }, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(await server.db.selectFrom('shorts').select('id').where('title', '=', 'Replayed short').execute()).toHaveLength(1);
    const short = shortSchema.parse(first.json());
    expect(short).toMatchObject({ video: null, poster: null, item_user: { id: author.id }, text: '' });

    expect((await call('GET', `/api/videos/${short.id}`, null)).statusCode).toBe(404);
    expect((await call('GET', `/api/videos/${short.id}`, other)).statusCode).toBe(404);
    expect((await call('GET', `/api/videos/${short.id}`, author)).statusCode).toBe(200);
    expect((await call('GET', `/api/videos/${short.id}`, admin)).statusCode).toBe(200);
    expect((await feed('?limit=50')).items.map((s) => s.id)).not.toContain(short.id);

    const done = await uploadClip(short.id);
    expect(done.statusCode, done.body).toBe(204);
    expect(done.headers['video-id']).toBe(String(short.id));
    const live = shortSchema.parse((await call('GET', `/api/videos/${short.id}`, null)).json());
    expect(live.video).toMatchObject({ mime: 'video/webm', bytes: 3000 });
    expect(live.video!.url).toMatch(/^\/uploads\/videos\/[0-9a-f]{32}\.webm$/);
    expect(existsSync(path.join(server.dataDir, 'uploads', live.video!.url.slice('/uploads/'.length)))).toBe(true);
    expect((await feed()).items[0]!.id).toBe(short.id);
  });

  it('answers a resent upload of a finished clip with that clip, and refuses a second clip, another grower\'s short and a non-video', async () => {
    const short = await draft('One clip only');
    const key = newTestKey();
    expect((await uploadClip(short.id, webm(2000), key)).statusCode).toBe(204);
    const resent = await createUpload(author, short.id, 2000, key);
    expect(resent.statusCode).toBe(201);
    expect(resent.headers['video-id']).toBe(String(short.id));
    expect((await createUpload(author, short.id, 2000)).statusCode).toBe(409);
    expect((await createUpload(other, short.id, 2000)).statusCode).toBe(403);

    const text = await draft('Not a video');
    const refused = await uploadClip(text.id, Buffer.alloc(500, 0x41));
    expect(refused.statusCode).toBe(415);
    expect(shortSchema.parse((await call('GET', `/api/videos/${text.id}`, author)).json()).video).toBeNull();
  });

  it('lets the author and moderators edit and remove, refuses others (403) and guests (401)', async () => {
    const short = await published('Edit me');
    expect((await call('PATCH', `/api/videos/${short.id}`, null, { title: 'Guest' })).statusCode).toBe(401);
    expect((await call('PATCH', `/api/videos/${short.id}`, other, { title: 'Stranger' })).statusCode).toBe(403);
    const edited = await call('PATCH', `/api/videos/${short.id}`, author, { title: '  Day 40 stretch  ' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(shortSchema.parse(edited.json())).toMatchObject({ title: 'Day 40 stretch', text: 'Topped twice.' });
    expect((await call('PATCH', `/api/videos/${short.id}`, admin, { text: 'Moderated.' })).json()).toMatchObject({ text: 'Moderated.' });

    expect((await call('DELETE', `/api/videos/${short.id}`, other)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/videos/${short.id}`, null)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/videos/${short.id}`, author)).statusCode).toBe(204);
    expect((await call('GET', `/api/videos/${short.id}`, author)).statusCode).toBe(404);
    expect((await feed('?limit=50')).items.map((s) => s.id)).not.toContain(short.id);
    expect((await call('PATCH', `/api/videos/${short.id}`, author, { title: 'Gone' })).statusCode).toBe(404);
  });

  it('answers 400 {error, message} for bad bodies, ids and paging', async () => {
    for (const [method, url, body] of [
      ['POST', '/api/shorts', { title: '' }],
      ['POST', '/api/shorts', { title: 'x'.repeat(121) }],
      ['POST', '/api/shorts', { title: 'Ok', text: 'y'.repeat(2001) }],
      ['PATCH', '/api/videos/1', {}],
      ['PATCH', '/api/videos/abc', { title: 'Ok' }],
    ] as const) {
      const res = await call(method, url, author, body);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    }
    for (const query of ['?limit=0', '?limit=51', '?start=-1', '?user_id=0', '?start=x']) {
      expect((await call('GET', `/api/shorts${query}`, null)).statusCode, query).toBe(400);
    }
    expect((await call('GET', '/api/videos/0', null)).statusCode).toBe(400);
    expect((await call('GET', '/api/videos/999999', null)).statusCode).toBe(404);
  });
});

describe('reading shorts', () => {
  it('pages the feed newest first without gaps or repeats, and one grower\'s shorts by user_id', async () => {
    const mine = [];
    for (const n of [1, 2, 3]) mine.push(await published(`Paged ${n}`));
    const first = await feed('?limit=2');
    const second = await feed('?start=2&limit=2');
    expect(first).toMatchObject({ start: 0, limit: 2 });
    expect(first.items.map((s) => s.title)).toEqual(['Paged 3', 'Paged 2']);
    expect(second.items[0]!.title).toBe('Paged 1');
    expect(first.total).toBe(second.total);
    const theirs = await draft('Stranger short', other);
    await server.db.updateTable('shorts').set({ file: 'videos/x.webm', mime: 'video/webm', publish_date: new Date().toISOString() }).where('id', '=', theirs.id).execute();
    const byAuthor = await feed(`?user_id=${author.id}&limit=50`);
    expect(byAuthor.items.every((s) => s.item_user.id === author.id)).toBe(true);
    expect(byAuthor.items.map((s) => s.id)).toEqual(expect.arrayContaining(mine.map((s) => s.id)));
    expect((await feed(`?user_id=${other.id}`)).items.map((s) => s.id)).toEqual([theirs.id]);
  });

  it('takes likes and comments on a published short, counting each once', async () => {
    const short = await published('Likeable');
    expect((await call('POST', `/api/likes/short/${short.id}`, other)).statusCode).toBeLessThan(300);
    expect((await call('POST', `/api/likes/short/${short.id}`, other)).statusCode).toBeLessThan(300);
    const comment = await call('POST', `/api/comments/short/${short.id}`, other, { text: 'Lovely colas' });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(shortSchema.parse((await call('GET', `/api/videos/${short.id}`, null)).json())).toMatchObject({ cnt_likes: 1, cnt_comments: 1 });
    const hidden = await draft('Draft not likeable');
    expect((await call('POST', `/api/likes/short/${hidden.id}`, other)).statusCode).toBe(404);
  });
  it('counts its views from the impression records the app sends, a batch once', async () => {
    const short = await published('Watched');
    const views = async () => shortSchema.parse((await call('GET', `/api/videos/${short.id}`, null)).json()).cnt_views;
    expect(await views()).toBe(0);
    const send = () => server.app.inject({ method: 'POST', url: '/api/impressions', headers: { 'x-rniq': `short-views-${short.id}` },
      payload: { stat: [{ t: 'short', i: short.id, v: 2, s: 31 }, { t: 'short', i: short.id, v: 1, s: 4 }] } });
    expect((await send()).json()).toEqual({ counted: true });
    expect((await send()).json()).toEqual({ counted: false });
    expect(await views()).toBe(3);
  });
});

describe('the poster frame', () => {
  it('is stored from the author only, in four sizes, replacing the previous poster\'s files', async () => {
    const short = await draft('With a poster');
    const jpeg = await sharp({ create: { width: 90, height: 160, channels: 3, background: '#4a7' } }).jpeg().toBuffer();
    const send = async (who: Who | null) => {
      const form = await multipartBody({ short_id: short.id }, { bytes: jpeg, name: 'poster.jpg', type: 'image/jpeg' });
      return server.app.inject({
        method: 'POST', url: '/api/uploads/shorts/posters', payload: form.payload,
        headers: { 'content-type': form.contentType, 'x-rniq': newTestKey(), ...(who && { authorization: `Bearer ${who.token}` }) },
      });
    };
    expect((await send(null)).statusCode).toBe(401);
    expect((await send(other)).statusCode).toBe(403);
    const first = await send(author);
    expect(first.statusCode, first.body).toBe(201);
    const firstPoster = shortSchema.parse(first.json()).poster!;
    expect(firstPoster.size_m).toMatch(/^\/uploads\/photos\/.+\.jpg$/);
    const second = shortSchema.parse((await send(author)).json()).poster!;
    expect(second.size_m).not.toBe(firstPoster.size_m);
    const onDisk = (url: string) => existsSync(path.join(server.dataDir, 'uploads', url.slice('/uploads/'.length)));
    expect(onDisk(second.size_m)).toBe(true);
    expect(onDisk(firstPoster.size_m)).toBe(false);
  });
});
