// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, type StoredDiary, type StoredWeek } from '@/db/database';
import type { Photo } from '@/domain/photo/photo';
import { MediaQueueError } from '@/media/media-queue-error';
import { refreshDiary } from '@/features/diaries/diary-page-store';
import { getIdentity } from '../transport/identity';
import { isQuotaError } from '../transport/storage';
import type { TransferResult } from './upload-request';
import type { TusRequest } from './upload-tus';
import type { MultipartRequest } from '../transport/upload-xhr';
import { discardUpload } from './upload-discard';
import { jpegName, queueCover, queuePhotos, queueVideo, retryUpload, rotateQueuedPhoto } from './upload-queue';
import { classifyFailure, processUploads, setUploadTransports } from './uploads';

vi.mock('@/media/prepare-photo', async () => {
  const { MediaQueueError: Unreadable } = await import('@/media/media-queue-error');
  return {
    preparePhoto: vi.fn(async (file: File) => {
      if (file.name.endsWith('.heic')) throw new Unreadable('photo-unreadable', "This photo format can't be read on this device");
      return { blob: new Blob([`jpeg of ${file.name}`], { type: 'image/jpeg' }), width: 400, height: 300 };
    }),
    rotatePhotoBlob: vi.fn(async () => ({ blob: new Blob(['turned'], { type: 'image/jpeg' }), width: 300, height: 400 })),
  };
});
vi.mock('@/media/strip-video-metadata', () => ({ stripVideoMetadata: vi.fn(async () => new Blob(['stripped video'], { type: 'video/mp4' })) }));
vi.mock('@/features/diaries/diary-page-store', () => ({ refreshDiary: vi.fn(async () => undefined) }));

const photo = (id: number): Photo => ({ id, comment: '', size_s: `/p/${id}/s.jpg`, size_m: `/p/${id}/m.jpg`, size_xl: `/p/${id}/xl.jpg`, size_big: `/p/${id}/big.jpg`, width: 400, height: 300 });
const picked = (name: string, type = 'image/jpeg') => new File([`bytes of ${name}`], name, { type });
const ok = (body: unknown = null): TransferResult => ({ ok: true, body });
const failed = (status: number, body: unknown = null): TransferResult => ({ ok: false, status, body });

function week(id: number, diaryId: number): StoredWeek {
  return { id, diary_id: diaryId, days: 7, faza: 0, text: '', add_date: '', update_date: '', cnt_comments: 0, cnt_likes: 0, is_remove: false, is_video: false, props: {}, items_photo: [photo(1)], items_nutrient: [], position: 0 };
}

/** Photo transport stand-in: answers in turn, reports half the file sent first, records each request. */
function answerPhotos(...results: TransferResult[]): MultipartRequest[] {
  const calls: MultipartRequest[] = [];
  setUploadTransports({
    sendPhoto: async (request) => {
      calls.push(request);
      request.onProgress(request.file.size / 2);
      const result = results.shift();
      if (!result) throw new Error('unexpected extra upload');
      return result;
    },
  });
  return calls;
}

const field = (request: MultipartRequest | undefined, name: string) => request?.fields.find(([n]) => n === name)?.[1];

beforeEach(async () => {
  vi.stubGlobal('location', { origin: 'https://grow.test', host: 'grow.test' });
  await Promise.all([db.uploads.clear(), db.uploadFiles.clear(), db.weeks.clear(), db.diaries.clear(), db.idMap.clear()]);
  vi.mocked(refreshDiary).mockClear();
});
afterEach(() => {
  setUploadTransports(null);
  vi.unstubAllGlobals();
});

describe('queueing', () => {
  it('stores prepared photos as pending Blobs keyed by this device and the record id, skipping unreadable ones', async () => {
    const { guestId } = await getIdentity();
    const result = await queuePhotos([picked('a.jpg'), picked('b.heic', 'image/heic'), picked('c.png', 'image/png')], { diary_id: 7, week_id: 50 });
    expect(result.unreadable).toEqual(['b.heic']);
    const rows = await db.uploads.bulkGet(result.ids);
    expect(rows.map((r) => [r?.key, r?.name, r?.status, r?.sent_bytes, r?.mime])).toEqual([
      [`${guestId}:u${result.ids[0]}`, 'a.jpg', 'pending', 0, 'image/jpeg'],
      [`${guestId}:u${result.ids[1]}`, 'c.jpg', 'pending', 0, 'image/jpeg'],
    ]);
    expect(await (await db.uploadFiles.get(result.ids[0]!))?.file.text()).toBe('jpeg of a.jpg');
    expect(rows[0]).toMatchObject({ kind: 'photo', diary_id: 7, week_id: 50, as_cover: false, width: 400, height: 300, bytes: 'jpeg of a.jpg'.length });
  });

  it('stores a video stripped of its metadata', async () => {
    const id = await queueVideo(picked('clip.mp4', 'video/mp4'), { diary_id: 7, week_id: 50 });
    const row = await db.uploads.get(id);
    expect(row).toMatchObject({ kind: 'video', mime: 'video/mp4', name: 'clip.mp4', bytes: 'stripped video'.length });
    expect(await (await db.uploadFiles.get(id))?.file.text()).toBe('stripped video');
  });

  it('says the storage is full, and keeps the photos stored before', async () => {
    const add = db.uploads.add.bind(db.uploads);
    let calls = 0;
    const failSecond = async (...args: Parameters<typeof add>) => {
      if (++calls === 2) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return add(...args);
    };
    vi.spyOn(db.uploads, 'add').mockImplementation(failSecond as typeof add);
    const error = await queuePhotos([picked('a.jpg'), picked('b.jpg')], { diary_id: 7, week_id: 50 }).catch((e: unknown) => e);
    vi.restoreAllMocks();
    expect(error).toBeInstanceOf(MediaQueueError);
    expect(error).toMatchObject({ code: 'storage-full', message: expect.stringMatching(/^Not enough storage on this device: .*quota has been exceeded/) });
    expect((await db.uploads.toArray()).map((r) => r.name)).toEqual(['a.jpg']);
  });
});

describe('processUploads', () => {
  it('sends photos oldest first with the API headers, puts the answer into the local week and drops the row', async () => {
    await db.weeks.put(week(50, 7));
    const { ids } = await queuePhotos([picked('a.jpg'), picked('b.jpg')], { diary_id: 7, week_id: 50 });
    const rows = await db.uploads.bulkGet(ids);
    const calls = answerPhotos(ok(photo(2)), ok(photo(3)));

    expect(await processUploads()).toBe('done');
    expect(calls.map((c) => c.fileName)).toEqual(['a.jpg', 'b.jpg']);
    expect(calls[0]).toMatchObject({ url: 'https://grow.test/api/uploads/weeks/media', fields: [['diary_id', '7'], ['week_id', '50']] });
    expect(calls[0]?.headers).toMatchObject({ 'x-rniq': rows[0]?.key, 'x-origin': 'grow.test', 'x-guest': (await getIdentity()).guestId });
    expect([await db.uploads.count(), await db.uploadFiles.count()]).toEqual([0, 0]);
    expect((await db.weeks.get(50))?.items_photo.map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('does not add a photo twice when a resend answers one the week already has', async () => {
    await db.weeks.put(week(50, 7));
    await queuePhotos([picked('a.jpg')], { diary_id: 7, week_id: 50 });
    answerPhotos(ok(photo(1)));
    await processUploads();
    expect((await db.weeks.get(50))?.items_photo).toHaveLength(1);
  });

  it('waits while the week exists only on this device, then sends to the id the server gave it', async () => {
    const waiting = await queuePhotos([picked('offline-week.jpg')], { diary_id: -9, week_id: -10 });
    await queuePhotos([picked('known-week.jpg')], { diary_id: 7, week_id: 50 });
    const calls = answerPhotos(ok(photo(2)), ok(photo(3)));

    expect(await processUploads()).toBe('done');
    expect(calls.map((c) => c.fileName)).toEqual(['known-week.jpg']);
    expect(await db.uploads.get(waiting.ids[0]!)).toMatchObject({ status: 'pending', diary_id: -9, week_id: -10 });

    await db.idMap.bulkPut([{ temp: -9, real: 8, kind: 'diary' }, { temp: -10, real: 60, kind: 'week' }]);
    await db.weeks.put(week(60, 8));
    expect(await processUploads()).toBe('done');
    expect(calls.map((c) => [c.fileName, field(c, 'diary_id'), field(c, 'week_id')])).toEqual([['known-week.jpg', '7', '50'], ['offline-week.jpg', '8', '60']]);
    expect((await db.weeks.get(60))?.items_photo.map((p) => p.id)).toEqual([1, 3]);
  });

  it('keeps a photo pending on 5xx and stops the pass, then resends it with the same idempotency key', async () => {
    const { ids } = await queuePhotos([picked('a.jpg'), picked('b.jpg')], { diary_id: 7, week_id: 50 });
    const rows = await db.uploads.bulkGet(ids);
    const calls = answerPhotos(failed(503, { error: 'unavailable', message: 'Try later' }), failed(0), ok(photo(2)), ok(photo(3)));

    expect(await processUploads()).toBe('unavailable');
    expect(calls).toHaveLength(1);
    expect(await db.uploads.get(ids[0]!)).toMatchObject({ status: 'pending', sent_bytes: 0, error: 'Try later' });
    expect(await db.uploads.get(ids[1]!)).toMatchObject({ status: 'pending' });

    expect(await processUploads()).toBe('offline');
    expect(await processUploads()).toBe('done');
    expect(calls.map((c) => c.headers['x-rniq'])).toEqual([rows[0]?.key, rows[0]?.key, rows[0]?.key, rows[1]?.key]);
  });

  it('waits for a sign-in on 401', async () => {
    const { ids } = await queuePhotos([picked('a.jpg')], { diary_id: 7, week_id: 50 });
    answerPhotos(failed(401, { error: 'unauthorized', message: 'Sign in to upload' }));
    expect(await processUploads()).toBe('signed-out');
    expect(await db.uploads.get(ids[0]!)).toMatchObject({ status: 'pending', error: 'Sign in to upload' });
  });

  it('refuses a 415 with the server message, keeps the Blob, goes on with the next, and can try again', async () => {
    const { ids } = await queuePhotos([picked('a.jpg'), picked('b.jpg')], { diary_id: 7, week_id: 50 });
    const calls = answerPhotos(failed(415, { error: 'unsupported_media', message: 'This file is not an image' }), ok(photo(3)));

    expect(await processUploads()).toBe('done');
    expect(calls).toHaveLength(2);
    const refused = await db.uploads.get(ids[0]!);
    expect(refused).toMatchObject({ status: 'refused', error: 'This file is not an image' });
    expect(await (await db.uploadFiles.get(ids[0]!))?.file.text()).toBe('jpeg of a.jpg');

    await retryUpload(ids[0]!);
    answerPhotos(ok(photo(2)));
    expect(await processUploads()).toBe('done');
    expect([await db.uploads.count(), await db.uploadFiles.count()]).toEqual([0, 0]);
  });

  it('sends a cover with the diary id only and makes it the local diary cover', async () => {
    await db.diaries.put({ id: 7, name: 'A', cover: null } as unknown as StoredDiary);
    await queueCover(picked('cover.jpg'), { diary_id: 7 });
    const calls = answerPhotos(ok(photo(9)));
    expect(await processUploads()).toBe('done');
    expect(calls[0]).toMatchObject({ url: 'https://grow.test/api/uploads/diaries/covers', fields: [['diary_id', '7']] });
    expect((await db.diaries.get(7))?.cover?.id).toBe(9);
  });

  it('resumes a video from the stored tus upload URL, then refreshes the diary', async () => {
    const id = await queueVideo(picked('clip.mp4', 'video/mp4'), { diary_id: 7, week_id: 50 });
    const row = await db.uploads.get(id);
    const calls: TusRequest[] = [];
    const results = [failed(0), ok()];
    setUploadTransports({
      sendVideo: async (request) => {
        calls.push(request);
        if (!request.uploadUrl) request.onUploadUrl('https://grow.test/api/uploads/videos/abc');
        request.onProgress(5);
        return results.shift()!;
      },
    });

    expect(await processUploads()).toBe('offline');
    expect(await db.uploads.get(id)).toMatchObject({ status: 'pending', upload_url: 'https://grow.test/api/uploads/videos/abc', sent_bytes: 5 });
    expect(calls[0]).toMatchObject({
      endpoint: 'https://grow.test/api/uploads/videos', fingerprint: row?.key, uploadUrl: undefined,
      metadata: { diary_id: '7', week_id: '50', key: row?.key, filetype: 'video/mp4', filename: 'clip.mp4' },
    });

    expect(await processUploads()).toBe('done');
    expect(calls[1]).toMatchObject({ uploadUrl: 'https://grow.test/api/uploads/videos/abc', fingerprint: row?.key });
    expect([await db.uploads.count(), await db.uploadFiles.count()]).toEqual([0, 0]);
    expect(refreshDiary).toHaveBeenCalledWith(7);
  });

  it('puts back an upload a closed tab left half sent', async () => {
    const { ids } = await queuePhotos([picked('a.jpg')], { diary_id: 7, week_id: 50 });
    await db.uploads.update(ids[0]!, { status: 'uploading' });
    answerPhotos(ok(photo(2)));
    expect(await processUploads()).toBe('done');
    expect([await db.uploads.count(), await db.uploadFiles.count()]).toEqual([0, 0]);
  });

  it('stops the transfer of a discarded upload and goes on', async () => {
    const { ids } = await queuePhotos([picked('a.jpg'), picked('b.jpg')], { diary_id: 7, week_id: 50 });
    const sent: string[] = [];
    setUploadTransports({
      sendPhoto: (request) => new Promise((resolve) => {
        sent.push(request.fileName);
        if (request.fileName === 'a.jpg') {
          request.signal?.addEventListener('abort', () => resolve(failed(0)));
          void discardUpload(ids[0]!);
        } else resolve(ok(photo(3)));
      }),
    });
    expect(await processUploads()).toBe('done');
    expect(sent).toEqual(['a.jpg', 'b.jpg']);
    expect([await db.uploads.count(), await db.uploadFiles.count()]).toEqual([0, 0]);
  });

  it('gives a turned photo a new key, and does not turn one being sent', async () => {
    const { ids } = await queuePhotos([picked('a.jpg'), picked('b.jpg')], { diary_id: 7, week_id: 50 });
    const before = await db.uploads.get(ids[0]!);
    expect(await rotateQueuedPhoto(ids[0]!, 90)).toBe(true);
    const after = await db.uploads.get(ids[0]!);
    expect(after).toMatchObject({ width: 300, height: 400, bytes: 'turned'.length });
    expect(after?.key.startsWith(`${before?.key}~`)).toBe(true);
    expect(await rotateQueuedPhoto(ids[0]!, 90)).toBe(true);
    expect((await db.uploads.get(ids[0]!))?.key.split('~')).toHaveLength(2);

    await db.uploads.update(ids[1]!, { status: 'uploading' });
    expect(await rotateQueuedPhoto(ids[1]!, 90)).toBe(false);
  });
});

describe('classifyFailure', () => {
  it('waits on no answer, 5xx, 429 and 401, and refuses other 4xx', () => {
    expect([0, 500, 503, 429, 408, 409, 401, 413, 415, 403, 404, 422].map(classifyFailure)).toEqual([
      'offline', 'unavailable', 'unavailable', 'unavailable', 'unavailable', 'unavailable', 'signed-out', 'refused', 'refused', 'refused', 'refused', 'refused',
    ]);
  });
});

describe('isQuotaError and jpegName', () => {
  it('finds a quota error directly or wrapped by Dexie', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaError({ name: 'AbortError', inner: { name: 'ConstraintError' } })).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });

  it('names a prepared photo as JPEG', () => {
    expect(['IMG_1.HEIC', 'leaf.v2.png', 'noext', '.hidden'].map(jpegName)).toEqual(['IMG_1.jpg', 'leaf.v2.jpg', 'noext.jpg', 'photo.jpg']);
  });
});
