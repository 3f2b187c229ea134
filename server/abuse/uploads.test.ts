// @vitest-environment node
// Hostile files through every picture upload (week photos, covers, question photos, avatars): an SVG with script,
// an HTML page, a JPEG polyglot carrying a script after its image, a GIF-headed script, a JPEG lying about being a PNG.
// Nothing but a re-encoded picture is ever stored or served: no script bytes, no metadata, no original file. A photo's
// and a video's (MP4, WebM) GPS position never reach the stored files. A decompression bomb (a small PNG of 900
// megapixels) is refused by its header before any decoding; a 50 MB photo is refused before it is read when its length is
// declared (else once past the 25 MB limit), and a 50 MB video (under its 512 MB limit) streams to disk.
import { open, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { crc32, createDeflate } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, MAX_VIDEO_BYTES } from '../../src/domain/photo/media-input';
import { MAX_INPUT_PIXELS } from '../media/photo-store';
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

/** What the tests measured, printed once at the end. */
const figures: string[] = [];
afterAll(() => { console.info(`hostile uploads: ${figures.join('; ')}`); });

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

/** Sends a video through the resumable upload (tus): the creation's answer, and the finishing PATCH's unless creation failed. */
async function sendVideo(body: Buffer | ((location: string) => Readable), length: number, filetype: string, filename: string) {
  const meta = Object.entries({ diary_id: diary, week_id: week, key: newTestKey(), filetype, filename })
    .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`).join(',');
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${grower.token}` };
  const created = await server.app.inject({ method: 'POST', url: '/api/uploads/videos', headers: { ...tus, 'upload-length': String(length), 'upload-metadata': meta } });
  if (created.statusCode !== 201) return { created };
  const location = created.headers.location as string;
  const done = await server.app.inject({ method: 'PATCH', url: location, payload: Buffer.isBuffer(body) ? body : body(location),
    headers: { ...tus, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream', 'content-length': String(length) } });
  return { created, done };
}

/** The stored file of a finished video upload. */
const storedVideo = (done: { headers: Record<string, unknown> }) => path.join(server.dataDir, String(done.headers['video-url']));

/** Runs `work` while sampling the process's resident memory: the result and its peak rise above the start, in MB. */
async function rssGrowth<T>(work: () => Promise<T>): Promise<{ result: T; mb: number }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage.rss()); }, 1);
  try {
    const result = await work();
    return { result, mb: (Math.max(peak, process.memoryUsage.rss()) - start) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

const MB = 1024 * 1024;
/**
 * A body of `total` bytes: `head`, filler made 64 KB at a time as it is read, `tail`. `sent()` counts the bytes read
 * so far; `everyEightMb` runs (awaited) after each 8 MB read.
 */
function streamOf(head: Buffer, total: number, { tail = Buffer.alloc(0), fill = 0x11, everyEightMb = async (_sent: number) => {} }:
  { tail?: Buffer; fill?: number; everyEightMb?: (sent: number) => Promise<unknown> } = {}) {
  let sent = 0;
  const chunks = async function* () {
    yield head;
    sent += head.length;
    for (let left = total - head.length - tail.length; left > 0;) {
      const piece = Buffer.alloc(Math.min(left, 64 * 1024), fill);
      yield piece;
      sent += piece.length;
      left -= piece.length;
      if (sent % (8 * MB) < piece.length) await everyEightMb(sent);
    }
    yield tail;
    sent += tail.length;
  };
  return { stream: () => Readable.from(chunks()), sent: () => sent };
}

/** A Matroska element: its id bytes, an 8-byte size and its data. */
function ebml(id: number[], data: Buffer, size = data.length): Buffer {
  const head = Buffer.alloc(8);
  head.writeBigUInt64BE(BigInt(size));
  head[0] = 0x01;
  return Buffer.concat([Buffer.from(id), head, data]);
}
const EBML_HEADER = ebml([0x1a, 0x45, 0xdf, 0xa3], ebml([0x42, 0x82], Buffer.from('webm')));
/** A Segment (or Cluster) of unknown size, as MediaRecorder writes them. */
const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
const SEGMENT_START = Buffer.from([0x18, 0x53, 0x80, 0x67, ...UNKNOWN_SIZE]);
const SEGMENT_INFO = ebml([0x15, 0x49, 0xa9, 0x66], ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])));
/** A Tags element holding one Tag of SimpleTags (name, value). */
const tagsOf = (pairs: [string, string][]) => ebml([0x12, 0x54, 0xc3, 0x67], ebml([0x73, 0x73], Buffer.concat(pairs.map(([name, value]) =>
  ebml([0x67, 0xc8], Buffer.concat([ebml([0x45, 0xa3], Buffer.from(name)), ebml([0x44, 0x87], Buffer.from(value))]))))));
const simpleBlock = (data: Buffer) => ebml([0xa3], data);

/** A PNG of width × height one-bit pixels, all black: tiny compressed, width × height bytes once decoded. */
async function pngBomb(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth 1, grey, no interlace
  const deflate = createDeflate({ level: 1 });
  const compressed: Buffer[] = [];
  deflate.on('data', (piece: Buffer) => compressed.push(piece));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  const rows = 1000;
  const block = Buffer.alloc((1 + Math.ceil(width / 8)) * rows); // each row: filter byte 0, then zero bits
  for (let y = 0; y < height; y += rows) {
    if (!deflate.write(block.subarray(0, (1 + Math.ceil(width / 8)) * Math.min(rows, height - y)))) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', header), chunk('IDAT', Buffer.concat(compressed)), chunk('IEND', Buffer.alloc(0))]);
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
      // Each size re-encoded: its JPEG, and its WebP twin.
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.exif], file).toEqual([file.endsWith('.webp') ? 'webp' : 'jpeg', undefined]);
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
    // Seven sizes (the API's four, the card size and the two cover crops), each a JPEG and its WebP twin.
    expect(sizes).toHaveLength(14);
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
    const { created, done } = await sendVideo(video, video.length, 'video/mp4', 'clip.mp4');
    expect(created.statusCode, created.body).toBe(201);
    expect(done?.statusCode, done?.body).toBe(204);
    const stored = await readFile(storedVideo(done!));
    expect(stored.length).toBe(video.length);
    expect(stored.includes(GPS)).toBe(false);
    expect(stored.includes(Buffer.alloc(3000, 0x11))).toBe(true);
  });

  it('refuses a decompression bomb (a PNG of 30000 × 30000 pixels) by its header on every picture upload, memory bounded', async () => {
    const bomb = await pngBomb(30_000, 30_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 30_000, height: 30_000 });
    // Decoding it is what the pixel limit prevents: sharp's own limit, which the stored picture is opened with, refuses it too.
    await expect(sharp(bomb, { limitInputPixels: MAX_INPUT_PIXELS }).raw().toBuffer()).rejects.toThrow(/pixel limit/);
    const before = await storedFiles();
    const { result: answers, mb } = await rssGrowth(() => Promise.all(UPLOADS().map(({ url, fields }) => send(url, fields, bomb, 'leaf.png', 'image/png'))));
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(413);
      expect(res.json()).toEqual({ error: 'payload_too_large', message: `The picture has more than ${MAX_INPUT_PIXELS / 1_000_000} megapixels.` });
    }
    // Decoded, each would be 900 MB (one byte a pixel); the four at once kept the process within a few MB.
    expect(mb).toBeLessThan(100);
    expect(await storedFiles()).toEqual(before);
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    figures.push(`a ${bomb.length >> 10} KB PNG of 900 MP refused 413 by ${answers.length} uploads at once (resident memory +${mb.toFixed(0)} MB)`);
  });

  it('refuses a 50 MB photo with 413 (before reading it when its length is declared), and streams a 50 MB video to disk', async () => {
    const size = 50 * MB;
    expect(size).toBeGreaterThan(MAX_PHOTO_BYTES);
    expect(size).toBeLessThan(MAX_VIDEO_BYTES);

    // The photo: a multipart form whose file part is 50 MB, made as it is read. With its length declared it is refused
    // before it is read; sent in chunks of unknown total, once 25 MB arrived (the rest is read and dropped).
    const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    const { payload: form, contentType } = await multipartBody({ diary_id: diary, week_id: week }, { bytes: jpegStart, name: 'huge.jpg', type: 'image/jpeg' });
    const fileEnd = form.indexOf(jpegStart) + jpegStart.length;
    const formSize = size + form.length - jpegStart.length;
    const before = await storedFiles();
    const read: number[] = [];
    for (const declared of [true, false]) {
      const photo = streamOf(form.subarray(0, fileEnd), formSize, { tail: form.subarray(fileEnd) });
      const refused = await server.app.inject({
        method: 'POST', url: '/api/uploads/weeks/media', payload: photo.stream(),
        headers: { 'content-type': contentType, ...(declared && { 'content-length': String(formSize) }), authorization: `Bearer ${grower.token}`, 'x-rniq': newTestKey() },
      });
      expect(refused.statusCode, refused.body).toBe(413);
      expect(refused.json()).toEqual({ error: 'payload_too_large', message: `The file is larger than ${MAX_PHOTO_BYTES / MB} MB.` });
      // Refused before its end, the connection closes: the client may still be sending.
      expect(refused.headers.connection).toBe(declared ? 'close' : 'keep-alive');
      read.push(photo.sent());
    }
    expect(read[0]).toBeLessThan(2 * MB);
    expect(await storedFiles()).toEqual(before);

    // The video limit is 512 MB: a declared 600 MB is refused before any byte, a 50 MB WebM goes to its file as it comes.
    const tooBig = await sendVideo(Buffer.alloc(0), 600 * MB, 'video/webm', 'long.webm');
    expect(tooBig.created.statusCode).toBe(413);
    expect(tooBig.created.json()).toMatchObject({ error: 'payload_too_large' });
    const location = tagsOf([['LOCATION', '+48.8584+002.2945/']]);
    const start = Buffer.concat([EBML_HEADER, SEGMENT_START, SEGMENT_INFO, Buffer.from([0x1f, 0x43, 0xb6, 0x75, ...UNKNOWN_SIZE])]);
    const blockHead = ebml([0xa3], Buffer.alloc(0), size - start.length - 9 - location.length);
    /** The most bytes read from the request but not yet in the upload's file, at each 8 MB. */
    let inFlight = 0;
    const { created, done } = await sendVideo((url) => streamOf(Buffer.concat([start, blockHead]), size, {
      tail: location, fill: 0x22,
      everyEightMb: async (sent) => {
        const onDisk = (await stat(path.join(server.dataDir, 'uploads', 'tus', path.basename(url)))).size;
        inFlight = Math.max(inFlight, sent - onDisk);
      },
    }).stream(), size, 'video/webm', 'long.webm');
    expect(created.statusCode).toBe(201);
    expect(done?.statusCode, done?.body).toBe(204);
    expect(inFlight).toBeLessThan(4 * MB);
    const file = storedVideo(done!);
    expect((await stat(file)).size).toBe(size);
    const handle = await open(file, 'r');
    const end = Buffer.alloc(location.length + 1024);
    await handle.read(end, 0, end.length, size - end.length).finally(() => handle.close());
    expect(end.includes('+48.8584+002.2945/')).toBe(false);
    expect(end.subarray(0, 1024).equals(Buffer.alloc(1024, 0x22))).toBe(true);
    figures.push(`a 50 MB photo refused 413 after ${(read[0]! / 1024).toFixed(0)} KB read (declared) and ${(read[1]! / MB).toFixed(1)} MB (chunked); a 600 MB video refused 413 at creation; `
      + `a 50 MB WebM stored with at most ${(inFlight / MB).toFixed(1)} MB not yet on disk, its trailing location cleared`);
  });

  it('clears a WebM\'s location tags (LOCATION, location, ISO 6709) before and after its media from the stored file', async () => {
    const ISO6709 = '+52.3700+004.8900/';
    const media = Buffer.alloc(4000, 0x5c);
    const cluster = ebml([0x1f, 0x43, 0xb6, 0x75], Buffer.concat([ebml([0xe7], Buffer.from([0])), simpleBlock(media)]));
    const webm = Buffer.concat([
      EBML_HEADER, SEGMENT_START, SEGMENT_INFO,
      tagsOf([['LOCATION', ISO6709], ['DATE_RECORDED', '2026-01-15']]),
      cluster,
      tagsOf([['location', ISO6709], ['com.apple.quicktime.location.ISO6709', ISO6709]]),
    ]);
    const { created, done } = await sendVideo(webm, webm.length, 'video/webm', 'clip.webm');
    expect(created.statusCode, created.body).toBe(201);
    expect(done?.statusCode, done?.body).toBe(204);
    expect(String(done!.headers['video-url'])).toMatch(/\.webm$/);
    const stored = await readFile(storedVideo(done!));
    expect(stored.length).toBe(webm.length);
    for (const leak of [ISO6709, 'LOCATION', 'location', 'ISO6709', '2026-01-15']) expect(stored.includes(leak), leak).toBe(false);
    expect(stored.includes(media)).toBe(true);
    expect(stored.subarray(0, EBML_HEADER.length).equals(EBML_HEADER)).toBe(true);
    figures.push(`WebM with ${[...webm.toString('latin1').matchAll(/\+52\.3700/g)].length} positions in 2 Tags stored with 0`);
  });
});
