// @vitest-environment node
// Photo sizes are sent as their WebP twins to browsers that accept WebP, as JPEG to everyone else, under one URL; a size
// of the app's own (the card size, the cover crops) of a photo stored before it is answered with the medium size until
// it has been written.
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_SIZE, COVER_CROPS, derivedSizeUrl, type DerivedSize } from '../../src/domain/photo/photo-sizes';
import { photoFiles, photoUrls, storePhoto } from '../media/image-sizes';
import { startTestServer, type TestServer } from '../test-support';
import { acceptsWebp } from './photo-twins';

/** What Chromium sends for an image, and what a fetch() without headers or a link preview's crawler sends. */
const BROWSER_IMAGE = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const ANYTHING = '*/*';

let server: TestServer;
let uploadsDir: string;
const picture = async () => sharp(await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 40, g: 140, b: 60 } } })
  .composite([{ input: Buffer.from('<svg width="900" height="600"><circle cx="450" cy="300" r="200" fill="#d4a017"/></svg>') }]).png().toBuffer());

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  uploadsDir = path.join(server.dataDir, 'uploads');
  await storePhoto(await picture(), uploadsDir, 'photos/twin');
  await storePhoto(await picture(), uploadsDir, 'photos/older');
  await storePhoto(await picture(), uploadsDir, 'photos/precard');
  // A photo stored before the twins and the app's own sizes existed: the JPEGs of its four sizes only.
  await Promise.all(photoFiles('photos/older').filter((file) => !/_(s|m|xl|big)\.jpg$/.test(file)).map((file) => rm(path.join(uploadsDir, file))));
  // One stored before the app's own sizes: its four sizes and their twins.
  await Promise.all(photoFiles('photos/precard').filter((file) => !/_(s|m|xl|big)\.(jpg|webp)$/.test(file)).map((file) => rm(path.join(uploadsDir, file))));
});
afterAll(() => server.close());

const get = (url: string, accept?: string, method: 'GET' | 'HEAD' = 'GET') => server.app.inject({ method, url, headers: accept ? { accept } : {} });
const derivedUrl = (base: string, size: DerivedSize) => derivedSizeUrl(photoUrls(base).size_m, size)!;
const pixels = async (body: Buffer) => { const { width, height } = await sharp(body).metadata(); return [width, height]; };

describe('photo twins', () => {
  it('stores each size as JPEG and WebP, the WebP smaller, the card size 400 px long, the cover crops 4:3', async () => {
    const urls = photoUrls('photos/twin');
    const [card, ...crops] = [CARD_SIZE, ...COVER_CROPS].map((size) => derivedUrl('photos/twin', size));
    expect(await pixels((await get(card!, ANYTHING)).rawPayload)).toEqual([400, 267]);
    expect(await Promise.all(crops.map(async (crop) => pixels((await get(crop, ANYTHING)).rawPayload)))).toEqual([[400, 300], [640, 480]]);
    for (const url of [...Object.values(urls), card!, ...crops]) {
      const [jpeg, webp] = await Promise.all([get(url, ANYTHING), get(url, BROWSER_IMAGE)]);
      expect(jpeg.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(webp.rawPayload.length).toBeLessThan(jpeg.rawPayload.length);
      const [jpegSize, webpSize] = await Promise.all([sharp(jpeg.rawPayload).metadata(), sharp(webp.rawPayload).metadata()]);
      expect([webpSize.width, webpSize.height]).toEqual([jpegSize.width, jpegSize.height]);
    }
  });

  it('answers WebP to a browser that accepts it, JPEG to anyone else, both varying by Accept and kept a year', async () => {
    const url = photoUrls('photos/twin').size_m;
    const webp = await get(url, BROWSER_IMAGE);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers.vary).toMatch(/accept/i);
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const accept of [ANYTHING, 'image/jpeg', 'image/webp;q=0, image/*', undefined]) {
      const jpeg = await get(url, accept);
      expect(jpeg.headers['content-type'], String(accept)).toBe('image/jpeg');
      expect(jpeg.headers.vary).toMatch(/accept/i);
    }
    const head = await get(url, BROWSER_IMAGE, 'HEAD');
    expect(head.headers['content-type']).toBe('image/webp');
    expect(Number(head.headers['content-length'])).toBe(webp.rawPayload.length);
  });

  it('sends a photo stored before the twins as JPEG once, then its twin written meanwhile; 404 for a photo that does not exist', async () => {
    const url = photoUrls('photos/older').size_s;
    const first = await get(url, BROWSER_IMAGE);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    await expect.poll(() => existsSync(path.join(uploadsDir, 'photos/older_s.webp'))).toBe(true);
    const later = await get(url, BROWSER_IMAGE);
    expect(later.headers['content-type']).toBe('image/webp');
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    // Only the size asked for, and nothing half-written left beside it.
    expect(readdirSync(path.join(uploadsDir, 'photos')).filter((file) => file.startsWith('older'))).toEqual(['older_big.jpg', 'older_m.jpg', 'older_s.jpg', 'older_s.webp', 'older_xl.jpg']);
    const missing = await get('/uploads/photos/none_m.jpg', BROWSER_IMAGE);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('not_found');
  });

  it.each([
    ['card size', CARD_SIZE, [400, 267]],
    ['larger cover crop', COVER_CROPS[1]!, [640, 480]],
  ] as const)('answers the %s of a photo stored before it with the medium size, and writes it meanwhile', async (_, size, written) => {
    const url = derivedUrl('photos/precard', size);
    const first = await get(url, BROWSER_IMAGE);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(await pixels(first.rawPayload)).toEqual([640, 427]);
    const files = [`precard_${size.suffix}.jpg`, `precard_${size.suffix}.webp`];
    await expect.poll(() => files.every((file) => existsSync(path.join(uploadsDir, 'photos', file)))).toBe(true);
    const [webp, jpeg] = await Promise.all([get(url, BROWSER_IMAGE), get(url, ANYTHING)]);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    for (const res of [webp, jpeg]) expect(await pixels(res.rawPayload)).toEqual(written);
    expect(readdirSync(path.join(uploadsDir, 'photos')).filter((file) => file.startsWith('precard') && file.includes('.part'))).toEqual([]);
    // One whose photo does not exist is not found, like the photo.
    expect((await get(`/uploads/photos/none_${size.suffix}.jpg`, BROWSER_IMAGE)).statusCode).toBe(404);
  });

  it('never leaves the uploads folder nor serves private uploads through a twin', async () => {
    for (const url of ['/uploads/..%2F..%2Fsecret_m.jpg', '/uploads/%E0%A4%A_m.jpg', '/uploads/tus/x_m.jpg']) {
      const res = await get(url, BROWSER_IMAGE);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });

  it('reads Accept as browsers write it', () => {
    expect(acceptsWebp(BROWSER_IMAGE)).toBe(true);
    expect(acceptsWebp('image/webp')).toBe(true);
    expect(acceptsWebp('IMAGE/WEBP; q=0.5')).toBe(true);
    expect(acceptsWebp('image/webp;q=0')).toBe(false);
    expect(acceptsWebp('image/webp;q=0.000')).toBe(false);
    expect(acceptsWebp('image/webpx, image/jpeg')).toBe(false);
    expect(acceptsWebp('*/*')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
  });
});
