// @vitest-environment node
// Photo uploads over a real SQLite file: content checks by magic bytes, size and pixel limits, EXIF stripped and
// orientation applied, idempotent replays, owners, covers, rotation, update dates untouched, the upload limit.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diarySchema, type Diary } from '../../src/domain/diary/diary';
import { MAX_PHOTO_BYTES } from '../../src/domain/photo/media-input';
import { photoSchema, type Photo } from '../../src/domain/photo/photo';
import { weekSchema, type Week } from '../../src/domain/week/week';
import { createSession } from '../auth/sessions';
import { createTestUser, multipartBody, newTestKey, startTestServer, type TestServer } from '../test-support';
import { UPLOADS_PER_HOUR } from './upload-deps';

let server: TestServer;
let alice: { id: number; token: string };
let bob: { id: number; token: string };
let diary: Diary;
let week: Week;

interface FilePart { bytes: Uint8Array; name?: string; type?: string }

async function upload(url: string, { token, fields, file, key = newTestKey() }: { token?: string; fields: Record<string, number | string>; file?: FilePart; key?: string }) {
  const { payload, contentType } = await multipartBody(fields, file && { bytes: file.bytes, name: file.name ?? 'photo.jpg', type: file.type ?? 'image/jpeg' });
  const headers: Record<string, string> = { 'content-type': contentType, 'x-rniq': key };
  if (token) headers.authorization = `Bearer ${token}`;
  return server.app.inject({ method: 'POST', url, headers, payload });
}

const uploadToWeek = (file: FilePart, options: { token?: string; key?: string; diaryId?: number; weekId?: number } = {}) =>
  upload('/api/uploads/weeks/media', {
    token: 'token' in options ? options.token : alice.token, key: options.key,
    fields: { diary_id: options.diaryId ?? diary.id, week_id: options.weekId ?? week.id }, file,
  });

async function getDiary(id: number): Promise<Diary> {
  const res = await server.app.inject({ method: 'GET', url: `/api/diaries/${id}` });
  expect(res.statusCode).toBe(200);
  return diarySchema.parse(res.json());
}

async function json(method: 'POST' | 'PUT', url: string, token: string, body: object, key = newTestKey()) {
  return server.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'x-rniq': key }, payload: body });
}

/** A small picture: the left half red, the right half blue. */
async function picture(format: 'jpeg' | 'png' | 'webp' | 'gif' | 'avif', width = 64, height = 48): Promise<Buffer> {
  const half = await sharp({ create: { width: width / 2, height, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: half, left: 0, top: 0 }])
    .toFormat(format)
    .toBuffer();
}

const localFile = (url: string) => path.join(server.dataDir, url);
const photoFileCount = async () => (await readdir(path.join(server.dataDir, 'uploads', 'photos'))).length;

beforeAll(async () => {
  server = await startTestServer();
  alice = await createTestUser(server.db, 'Alice');
  bob = await createTestUser(server.db, 'Bob');
  diary = diarySchema.parse((await json('POST', '/api/diaries', alice.token, { name: 'Photo grow' })).json());
  week = weekSchema.parse((await json('POST', `/api/diaries/${diary.id}/weeks`, alice.token, { faza: 0, days: 7 })).json());
});
afterAll(() => server.close());

describe('POST /api/uploads/weeks/media', () => {
  it('stores four JPEG sizes of a PNG named .jpg and appends it to the week', async () => {
    const res = await uploadToWeek({ bytes: await picture('png'), name: 'really-a-png.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(201);
    const photo = photoSchema.parse(res.json());
    expect(photo).toMatchObject({ comment: '', width: 64, height: 48 });
    for (const url of [photo.size_s, photo.size_m, photo.size_xl, photo.size_big]) {
      expect(url).toMatch(/^\/uploads\/photos\/[0-9a-f]{32}_(s|m|xl|big)\.jpg$/);
      expect((await sharp(localFile(url)).metadata()).format).toBe('jpeg');
    }
    const second = photoSchema.parse((await uploadToWeek({ bytes: await picture('webp'), type: 'image/webp' })).json());
    const read = await getDiary(diary.id);
    expect(read.items_week[0]?.items_photo.map((p) => p.id)).toEqual([photo.id, second.id]);
    // The diary had no cover: its first photo became one, and the second did not replace it.
    expect(read.cover?.id).toBe(photo.id);
  });

  it.each(['jpeg', 'webp', 'gif', 'avif'] as const)('accepts %s by its first bytes, whatever the name says', async (format) => {
    const res = await uploadToWeek({ bytes: await picture(format), name: 'upload.bin', type: 'application/octet-stream' });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a text file named .jpg, and damaged pictures, with 415', async () => {
    const text = await uploadToWeek({ bytes: Buffer.from('just some text, not a picture at all'), name: 'photo.jpg' });
    expect(text.statusCode).toBe(415);
    expect(text.json().error).toBe('unsupported_media_type');
    const jpeg = await picture('jpeg');
    const damaged = await uploadToWeek({ bytes: Buffer.concat([jpeg.subarray(0, 20), Buffer.alloc(200, 7)]) });
    expect(damaged.statusCode).toBe(415);
    expect(damaged.json().error).toBe('unsupported_media_type');
  });

  it('refuses a JSON body with 415 and a missing file or bad fields with 400', async () => {
    const notForm = await json('POST', '/api/uploads/weeks/media', alice.token, { diary_id: diary.id, week_id: week.id });
    expect(notForm.statusCode).toBe(415);
    const noFile = await upload('/api/uploads/weeks/media', { token: alice.token, fields: { diary_id: diary.id, week_id: week.id } });
    expect(noFile.statusCode).toBe(400);
    const badField = await uploadToWeek({ bytes: await picture('jpeg') }, { weekId: 0 });
    expect(badField.statusCode).toBe(400);
    expect(badField.json().message).toMatch(/^week_id: /);
  });

  it('answers 400, not 500, to a form cut off half-way (a dropped connection), stores nothing, and takes the whole one under the same key', async () => {
    const { payload, contentType } = await multipartBody({ diary_id: diary.id, week_id: week.id }, { bytes: await picture('jpeg'), name: 'cut.jpg', type: 'image/jpeg' });
    const key = newTestKey();
    const headers = { 'content-type': contentType, 'x-rniq': key, authorization: `Bearer ${alice.token}` };
    const photosBefore = (await getDiary(diary.id)).items_week.find((w) => w.id === week.id)!.items_photo.length;
    const cut = await server.app.inject({ method: 'POST', url: '/api/uploads/weeks/media', headers, payload: payload.subarray(0, payload.length >> 1) });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().error).toBe('bad_request');
    expect((await getDiary(diary.id)).items_week.find((w) => w.id === week.id)!.items_photo).toHaveLength(photosBefore);
    expect((await server.app.inject({ method: 'POST', url: '/api/uploads/weeks/media', headers, payload })).statusCode).toBe(201);
  });

  it('answers 413 for a file over 25 MB and for a picture over 50 megapixels, storing nothing', async () => {
    const before = await photoFileCount();
    const big = Buffer.alloc(MAX_PHOTO_BYTES + 1, 0);
    (await picture('jpeg')).copy(big);
    const tooBig = await uploadToWeek({ bytes: big });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ error: 'payload_too_large', message: expect.stringMatching(/25 MB/) });

    // A PNG whose header claims 10000 x 10000 pixels (with a right checksum), without the pixels.
    const png = Buffer.from(await picture('png', 2, 2));
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(10_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const tooManyPixels = await uploadToWeek({ bytes: png, type: 'image/png' });
    expect(tooManyPixels.statusCode).toBe(413);
    expect(tooManyPixels.json().message).toMatch(/megapixels/);
    expect(await photoFileCount()).toBe(before);
  });

  it('strips EXIF with its GPS location and turns the picture upright by its orientation', async () => {
    const source = await sharp(await picture('jpeg', 60, 40))
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(source).metadata();
    expect(before.exif?.includes(Buffer.from('PhoneCam'))).toBe(true);
    // The GPS IFD pointer tag (0x8825), in either byte order.
    expect([Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])].some((tag) => before.exif?.includes(tag))).toBe(true);
    expect(before.orientation).toBe(6);
    const res = await uploadToWeek({ bytes: source });
    expect(res.statusCode, res.body).toBe(201);
    const photo = photoSchema.parse(res.json());
    // Orientation 6 means "turn 90° clockwise to show": stored upright, so 40 wide and 60 high.
    expect([photo.width, photo.height]).toEqual([40, 60]);
    for (const url of [photo.size_s, photo.size_big]) {
      const stored = await sharp(localFile(url)).metadata();
      expect([stored.exif, stored.xmp, stored.iptc, stored.orientation]).toEqual([undefined, undefined, undefined, undefined]);
      expect([stored.width, stored.height]).toEqual([40, 60]);
    }
  });

  it('answers a replay with the same photo, stores one row and writes no files', async () => {
    const key = newTestKey();
    const bytes = await picture('jpeg');
    const first = await uploadToWeek({ bytes }, { key });
    expect(first.statusCode).toBe(201);
    const files = await photoFileCount();
    const rows = await server.db.selectFrom('photos').select('id').where('week_id', '=', week.id).execute();
    const again = await uploadToWeek({ bytes }, { key });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await server.db.selectFrom('photos').select('id').where('week_id', '=', week.id).execute()).toHaveLength(rows.length);
    expect(await photoFileCount()).toBe(files);
    // The same key with another file is another change.
    expect((await uploadToWeek({ bytes: await picture('png') }, { key })).statusCode).toBe(422);
  });

  it('answers 401 to a guest, 403 to another grower and 404 for a missing week', async () => {
    const bytes = await picture('jpeg');
    expect((await uploadToWeek({ bytes }, { token: undefined })).statusCode).toBe(401);
    const other = await uploadToWeek({ bytes }, { token: bob.token });
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe('forbidden');
    expect((await uploadToWeek({ bytes }, { weekId: 999_999 })).statusCode).toBe(404);
  });

  it('changes neither the week nor the diary update_date, so a week edit made before it does not conflict', async () => {
    const before = await getDiary(diary.id);
    const weekBefore = before.items_week[0];
    expect((await uploadToWeek({ bytes: await picture('jpeg') })).statusCode).toBe(201);
    const after = await getDiary(diary.id);
    expect(after.update_date).toBe(before.update_date);
    expect(after.items_week[0]?.update_date).toBe(weekBefore?.update_date);
    const edit = await json('PUT', `/api/diaries/${diary.id}/weeks/${week.id}`, alice.token, {
      faza: 0, days: 6, text: 'Queued offline before the upload', base_update_date: weekBefore?.update_date,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(weekSchema.parse(edit.json()).items_photo).toHaveLength(after.items_week[0]?.items_photo.length ?? -1);
  });
});

describe('POST /api/uploads/diaries/covers', () => {
  it('stores a week-less photo and makes it the cover without touching update_date', async () => {
    const before = await getDiary(diary.id);
    const res = await upload('/api/uploads/diaries/covers', { token: alice.token, fields: { diary_id: diary.id }, file: { bytes: await picture('png'), type: 'image/png' } });
    expect(res.statusCode, res.body).toBe(201);
    const photo: Photo = photoSchema.parse(res.json());
    const after = await getDiary(diary.id);
    expect(after.cover?.id).toBe(photo.id);
    expect(after.update_date).toBe(before.update_date);
    const row = await server.db.selectFrom('photos').selectAll().where('id', '=', photo.id).executeTakeFirstOrThrow();
    expect(row.week_id).toBeNull();
  });

  it('answers 403 for another grower\'s diary and 415 for a text file', async () => {
    const bytes = await picture('jpeg');
    expect((await upload('/api/uploads/diaries/covers', { token: bob.token, fields: { diary_id: diary.id }, file: { bytes } })).statusCode).toBe(403);
    const text = await upload('/api/uploads/diaries/covers', { token: alice.token, fields: { diary_id: diary.id }, file: { bytes: Buffer.from('hello') } });
    expect(text.statusCode).toBe(415);
  });
});

describe('POST /api/uploads/rotate/:id', () => {
  const rotate = (id: number, body: object, token = alice.token, key = newTestKey()) => json('POST', `/api/uploads/rotate/${id}`, token, body, key);

  it('turns the photo clockwise under new URLs, swaps width and height and deletes the old files', async () => {
    const photo = photoSchema.parse((await uploadToWeek({ bytes: await picture('jpeg', 64, 48) })).json());
    const key = newTestKey();
    const res = await rotate(photo.id, { angle: 90 }, alice.token, key);
    expect(res.statusCode, res.body).toBe(200);
    const rotated = photoSchema.parse(res.json());
    expect(rotated.id).toBe(photo.id);
    expect([rotated.width, rotated.height]).toEqual([48, 64]);
    expect(rotated.size_big).not.toBe(photo.size_big);
    expect(existsSync(localFile(photo.size_big))).toBe(false);
    expect(existsSync(localFile(rotated.size_s))).toBe(true);
    // The red left half is now on top.
    const { data, info } = await sharp(localFile(rotated.size_big)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(24, 5)[0]).toBeGreaterThan(200);
    expect(pixel(24, 58)[2]).toBeGreaterThan(200);

    const replay = await rotate(photo.id, { angle: 90 }, alice.token, key);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(rotated.valueOf());
    const read = (await getDiary(diary.id)).items_week[0]?.items_photo.find((p) => p.id === photo.id);
    expect(read).toMatchObject({ width: 48, height: 64, size_big: rotated.size_big });

    const half = photoSchema.parse((await rotate(photo.id, { angle: 180 })).json());
    expect([half.width, half.height]).toEqual([48, 64]);
  });

  it('keeps old files another photo still uses (demo photos share theirs)', async () => {
    const demo = { id: 1, token: await createSession(server.db, 1) };
    const shared = await server.db.selectFrom('photos as p').innerJoin('photos as q', (join) => join.onRef('q.file', '=', 'p.file').onRef('q.id', '!=', 'p.id'))
      .select(['p.id', 'p.file']).where('p.user_id', '=', demo.id).where('p.is_remove', '=', 0).executeTakeFirstOrThrow();
    const res = await rotate(shared.id, { angle: 270 }, demo.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(existsSync(path.join(server.dataDir, 'uploads', `${shared.file}_big.jpg`))).toBe(true);
  });

  it('answers 400 for another angle, 403 for another grower and 404 for a missing photo', async () => {
    const photo = photoSchema.parse((await uploadToWeek({ bytes: await picture('jpeg') })).json());
    const bad = await rotate(photo.id, { angle: 45 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^angle: /);
    expect((await rotate(photo.id, { angle: 90 }, bob.token)).statusCode).toBe(403);
    expect((await rotate(999_999, { angle: 90 })).statusCode).toBe(404);
  });
});

describe('upload limit', () => {
  it('answers the upload after 300 in an hour with 429 and Retry-After', async () => {
    const carol = await createTestUser(server.db, 'Carol');
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) {
      // Refused uploads count too: the limit protects the work of reading them.
      const res = await json('POST', '/api/uploads/weeks/media', carol.token, {});
      expect(res.statusCode).toBe(415);
    }
    const res = await uploadToWeek({ bytes: await picture('jpeg') }, { token: carol.token });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('too_many_requests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
