// @vitest-environment node
// Video uploads over tus 1.0 against a real SQLite file: create, resume by offset, owners, content check,
// finished uploads staying complete (the twin of a finishing PATCH too), the same key answered with the finished
// upload, Range serving.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diarySchema, type Diary } from '../../src/domain/diary/diary';
import { MAX_VIDEO_BYTES } from '../../src/domain/photo/media-input';
import { weekSchema, type Week } from '../../src/domain/week/week';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let diary: Diary;
let week: Week;

const TUS = { 'tus-resumable': '1.0.0' };

/** An MP4 as far as its first bytes go: an `ftyp` box (isom), then filler. */
function mp4(bytes: number): Buffer {
  const file = Buffer.alloc(bytes, 0x2a);
  Buffer.from([0, 0, 0, 0x18]).copy(file, 0);
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1').copy(file, 4);
  return file;
}

function metadata(fields: Record<string, string | number>): string {
  return Object.entries(fields).map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`).join(',');
}

function create(token: string | undefined, length: number, fields: Record<string, string | number>) {
  const headers: Record<string, string> = { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata(fields) };
  if (token) headers.authorization = `Bearer ${token}`;
  return server.app.inject({ method: 'POST', url: '/api/uploads/videos', headers });
}

const videoFields = (key = newTestKey(), weekId = week.id) => ({ diary_id: diary.id, week_id: weekId, key, filetype: 'video/mp4', filename: 'clip.mp4' });

function patch(location: string, token: string, offset: number, body: Buffer) {
  return server.app.inject({
    method: 'PATCH', url: location, payload: body,
    headers: { ...TUS, authorization: `Bearer ${token}`, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
  });
}

const head = (location: string, token: string) =>
  server.app.inject({ method: 'HEAD', url: location, headers: { ...TUS, authorization: `Bearer ${token}` } });

async function getWeek(): Promise<Week> {
  const res = await server.app.inject({ method: 'GET', url: `/api/diaries/${diary.id}` });
  const found = diarySchema.parse(res.json()).items_week.find((w) => w.id === week.id);
  if (!found) throw new Error('week missing');
  return found;
}

async function createdLocation(length: number, fields = videoFields()): Promise<string> {
  const res = await create(alice.token, length, fields);
  expect(res.statusCode, res.body).toBe(201);
  const location = res.headers.location as string;
  expect(location).toMatch(/^\/api\/uploads\/videos\/[0-9a-f]{32}$/);
  return location;
}

const tusFiles = () => readdir(path.join(server.dataDir, 'uploads', 'tus'));

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  alice = await createTestUser(server.db, 'Alice');
  bob = await createTestUser(server.db, 'Bob');
  const auth = (token: string) => ({ authorization: `Bearer ${token}`, 'x-rniq': newTestKey() });
  diary = diarySchema.parse((await server.app.inject({ method: 'POST', url: '/api/diaries', headers: auth(alice.token), payload: { name: 'Video grow' } })).json());
  week = weekSchema.parse((await server.app.inject({ method: 'POST', url: `/api/diaries/${diary.id}/weeks`, headers: auth(alice.token), payload: { faza: 1, days: 7 } })).json());
});
afterAll(() => server.close());

describe('tus video uploads', () => {
  it('creates, resumes from the stored offset and finishes into a video of the week', async () => {
    const before = await getWeek();
    const file = mp4(4000);
    const location = await createdLocation(file.length);

    const first = await patch(location, alice.token, 0, file.subarray(0, 1500));
    expect(first.statusCode, first.body).toBe(204);
    expect(first.headers['upload-offset']).toBe('1500');
    const resumed = await head(location, alice.token);
    expect(resumed.statusCode).toBe(200);
    expect([resumed.headers['upload-offset'], resumed.headers['upload-length']]).toEqual(['1500', '4000']);
    // Unfinished uploads are not served.
    expect((await server.app.inject({ method: 'GET', url: `/uploads/tus/${location.split('/').pop()}` })).statusCode).toBe(404);
    // A PATCH at a stale offset is refused by the protocol.
    expect((await patch(location, alice.token, 0, file.subarray(0, 10))).statusCode).toBe(409);

    const rest = await patch(location, alice.token, 1500, file.subarray(1500));
    expect(rest.statusCode, rest.body).toBe(204);
    expect(rest.headers['upload-offset']).toBe('4000');
    const videoId = Number(rest.headers['video-id']);
    expect(rest.headers['video-url']).toMatch(/^\/uploads\/videos\/[0-9a-f]{32}\.mp4$/);

    const row = await server.db.selectFrom('videos').selectAll().where('id', '=', videoId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ week_id: week.id, diary_id: diary.id, user_id: alice.id, mime: 'video/mp4', bytes: 4000 });
    const after = await getWeek();
    expect(after.is_video).toBe(true);
    expect(after.items_video).toEqual([{ id: videoId, url: rest.headers['video-url'], mime: 'video/mp4', bytes: 4000 }]);
    expect(after.update_date).toBe(before.update_date);
    expect(await tusFiles()).toEqual([]);

    // A finished upload stays complete at its URL.
    const done = await head(location, alice.token);
    expect([done.statusCode, done.headers['upload-offset'], done.headers['upload-length']]).toEqual([200, '4000', '4000']);
  });

  it('serves a video with Range requests', async () => {
    const [video] = (await getWeek()).items_video ?? [];
    const res = await server.app.inject({ method: 'GET', url: video?.url ?? '', headers: { range: 'bytes=0-9' } });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe('bytes 0-9/4000');
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
  });

  it('answers the twin of the PATCH that finished an upload with 409, never 404, so the client asks the offset again', async () => {
    // The same PATCH sent twice at once (a proxy's retry): one finishes the upload while the other waits for its lock.
    const file = mp4(2000);
    const location = await createdLocation(file.length);
    const statuses = (await Promise.all([patch(location, alice.token, 0, file), patch(location, alice.token, 0, file)])).map((res) => res.statusCode);
    expect(statuses).toContain(204);
    expect(statuses.filter((status) => status !== 204 && status !== 409)).toEqual([]);
    const done = await head(location, alice.token);
    expect([done.statusCode, done.headers['upload-offset']]).toEqual([200, '2000']);
  });

  it('answers a create with the key of a finished video with that upload, which completes at once', async () => {
    const key = newTestKey();
    const file = mp4(1200);
    const location = await createdLocation(file.length, videoFields(key));
    expect((await patch(location, alice.token, 0, file)).statusCode).toBe(204);
    const videos = await server.db.selectFrom('videos').select('id').execute();

    const again = await create(alice.token, file.length, videoFields(key));
    expect(again.statusCode).toBe(201);
    expect(again.headers.location).toBe(location);
    const resent = await patch(location, alice.token, 0, file);
    expect([resent.statusCode, resent.headers['upload-offset']]).toEqual([204, '1200']);
    expect(await server.db.selectFrom('videos').select('id').execute()).toHaveLength(videos.length);
  });

  it('lets only the creator resume, read or cancel an upload', async () => {
    const file = mp4(2000);
    const location = await createdLocation(file.length);
    expect((await patch(location, alice.token, 0, file.subarray(0, 500))).statusCode).toBe(204);
    const stolen = await patch(location, bob.token, 500, file.subarray(500));
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().error).toBe('forbidden');
    expect((await head(location, bob.token)).statusCode).toBe(403);
    expect((await server.app.inject({ method: 'PATCH', url: location, headers: { ...TUS, 'upload-offset': '500' } })).statusCode).toBe(401);
    expect((await head(location, alice.token)).headers['upload-offset']).toBe('500');

    const cancel = await server.app.inject({ method: 'DELETE', url: location, headers: { ...TUS, authorization: `Bearer ${alice.token}` } });
    expect(cancel.statusCode).toBe(204);
    expect((await head(location, alice.token)).statusCode).toBe(404);
  });

  it('deletes a finished upload that is no video and answers 415', async () => {
    const text = Buffer.from('This is a text file pretending to be a video. '.repeat(20));
    const location = await createdLocation(text.length);
    const res = await patch(location, alice.token, 0, text);
    expect(res.statusCode).toBe(415);
    expect(JSON.parse(res.body).error).toBe('unsupported_media_type');
    expect((await head(location, alice.token)).statusCode).toBe(404);
    expect(await tusFiles()).toEqual([]);
    expect(await server.db.selectFrom('videos').select('id').where('bytes', '=', text.length).execute()).toEqual([]);
  });

  it('checks the creation: sign-in, owner, week, metadata and size', async () => {
    expect((await create(undefined, 100, videoFields())).statusCode).toBe(401);
    const other = await create(bob.token, 100, videoFields());
    expect(other.statusCode).toBe(403);
    expect((await create(alice.token, 100, videoFields(newTestKey(), 999_999))).statusCode).toBe(404);
    const bad = await create(alice.token, 100, { diary_id: diary.id, week_id: week.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^key: /);
    const big = await create(alice.token, MAX_VIDEO_BYTES + 1, videoFields());
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBe('payload_too_large');
    expect(existsSync(path.join(server.dataDir, 'uploads', 'tus'))).toBe(true);
    expect(await tusFiles()).toEqual([]);
  });
});
