// @vitest-environment node
// Hostile files through every picture upload (week photos, covers, question photos, avatars): an SVG with script,
// an HTML page, a JPEG polyglot carrying a script after its image, a GIF-headed script, a JPEG lying about being a PNG.
// Nothing but a re-encoded picture is ever stored or served: no script bytes, no metadata, no original file. A photo's
// and a video's GPS position never reach the stored files.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, multipartBody, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let grower: { id: number; token: string };
let diary: number;
let week: number;
let question: number;

const SCRIPT = '<script>alert(document.cookie)</script>';

async function write<T>(url: string, payload: object): Promise<T> {
  const res = await server.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${grower.token}`, 'x-rniq': newTestKey() } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  grower = await createTestUser(server.db, 'Uploader');
  diary = (await write<{ id: number }>('/api/diaries', { name: 'Hostile files' })).id;
  week = (await write<{ id: number }>(`/api/diaries/${diary}/weeks`, { faza: 0, days: 7 })).id;
  question = (await write<{ id: number }>('/api/problems', { title: 'What is wrong with this leaf?', category: 'pests', text: 'See photo' })).id;
});
afterAll(() => server.close());

/** Every picture upload of the app with its form fields. */
const UPLOADS = (): { url: string; fields: Record<string, number> }[] => [
  { url: '/api/uploads/weeks/media', fields: { diary_id: diary, week_id: week } },
  { url: '/api/uploads/diaries/covers', fields: { diary_id: diary } },
  { url: '/api/uploads/problems/media', fields: { problem_id: question } },
  { url: `/api/users/${grower.id}/avatars`, fields: {} },
];

async function send(url: string, fields: Record<string, number>, bytes: Buffer, name: string, type: string) {
  const { payload, contentType } = await multipartBody(fields, { bytes, name, type });
  return server.app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType, authorization: `Bearer ${grower.token}`, 'x-rniq': newTestKey() } });
}

/** Every stored file under uploads/, by path. */
async function storedFiles(): Promise<string[]> {
  const root = path.join(server.dataDir, 'uploads');
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('hostile uploads', () => {
  it('refuses an SVG with script, an HTML page and a GIF-headed script on every picture upload, storing nothing', async () => {
    const hostile = [
      { bytes: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${SCRIPT}</svg>`), name: 'leaf.svg', type: 'image/svg+xml' },
      { bytes: Buffer.from(`<!doctype html><html><body>${SCRIPT}</body></html>`), name: 'leaf.jpg', type: 'image/jpeg' },
      { bytes: Buffer.from(`GIF89a/*${'\0'.repeat(8)}*/=1;${SCRIPT}`), name: 'leaf.gif', type: 'image/gif' },
    ];
    const before = await storedFiles();
    for (const { url, fields } of UPLOADS()) {
      for (const file of hostile) {
        const res = await send(url, fields, file.bytes, file.name, file.type);
        expect(res.statusCode, `${url} ${file.name}`).toBe(415);
        expect(res.json()).toMatchObject({ error: 'unsupported_media_type' });
      }
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('stores a JPEG polyglot (a script after its image) as a clean re-encoded JPEG, and a PNG named .jpg likewise', async () => {
    const jpeg = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#3a5' } })
      .withExif({ IFD0: { Copyright: 'secret-owner' } }).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from(SCRIPT)]);
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#a53' } }).png().toBuffer();
    for (const { url, fields } of UPLOADS()) {
      for (const [bytes, name, type] of [[polyglot, 'leaf.jpg', 'image/jpeg'], [png, 'leaf.jpg', 'image/gif']] as const) {
        const res = await send(url, fields, bytes, name, type);
        expect(res.statusCode, `${url} ${name} ${res.body}`).toBeLessThan(300);
      }
    }
    const files = await storedFiles();
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const bytes = await readFile(file);
      expect(bytes.includes(SCRIPT), file).toBe(false);
      expect(bytes.includes('secret-owner'), file).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.exif], file).toEqual(['jpeg', undefined]);
    }
  });

  it('stores a JPEG with a GPS position in every size without it, and a video\'s position is cleared from the stored file', async () => {
    const located = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#5a3' } })
      .withExif({ IFD0: { Make: 'LeakyPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 2338/100', GPSLongitudeRef: 'E', GPSLongitude: '4/1 53/1 3192/100' } })
      .jpeg().toBuffer();
    expect((await sharp(located).metadata()).exif?.includes('LeakyPhone')).toBe(true);
    const before = new Set(await storedFiles());
    const res = await send('/api/uploads/weeks/media', { diary_id: diary, week_id: week }, located, 'leaf.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBeLessThan(300);
    const sizes = (await storedFiles()).filter((file) => !before.has(file));
    expect(sizes).toHaveLength(4);
    for (const file of sizes) {
      const bytes = await readFile(file);
      expect(bytes.includes('LeakyPhone'), file).toBe(false);
      expect((await sharp(bytes).metadata()).exif, file).toBeUndefined();
    }

    // An MP4 whose movie keeps the position where phones write it (udta ©xyz), sent through the resumable upload.
    const GPS = '+52.3731+004.8922/';
    const box = (type: string, body: Buffer) => Buffer.concat([Buffer.from([0, 0, (8 + body.length) >> 8, (8 + body.length) & 0xff]), Buffer.from(type, 'latin1'), body]);
    const video = Buffer.concat([box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2', 'latin1')), box('mdat', Buffer.alloc(3000, 0x11)),
      box('moov', box('udta', box('\xa9xyz', Buffer.from(`\0\x12\x15\xc7${GPS}`, 'latin1'))))]);
    const meta = Object.entries({ diary_id: diary, week_id: week, key: newTestKey(), filetype: 'video/mp4', filename: 'clip.mp4' })
      .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`).join(',');
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${grower.token}` };
    const created = await server.app.inject({ method: 'POST', url: '/api/uploads/videos', headers: { ...tus, 'upload-length': String(video.length), 'upload-metadata': meta } });
    expect(created.statusCode, created.body).toBe(201);
    const done = await server.app.inject({ method: 'PATCH', url: created.headers.location as string, payload: video,
      headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' } });
    expect(done.statusCode, done.body).toBe(204);
    const stored = await readFile(path.join(server.dataDir, String(done.headers['video-url'])));
    expect(stored.length).toBe(video.length);
    expect(stored.includes(GPS)).toBe(false);
    expect(stored.includes(Buffer.alloc(3000, 0x11))).toBe(true);
  });
});
