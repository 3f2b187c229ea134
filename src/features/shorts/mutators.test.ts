// @vitest-environment node
// Shorts written on the device: posted offline (shown at once, an edit folded into the unsent create, sent once with
// its key), then the poster and the clip leave under the short's real id and the published short is stored; edits of a
// published short coalesce and keep the device's words over an older answer; a refused short keeps its words.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { Short } from '@/domain/short/short';
import { replayOutbox } from '@/sync/outbox/replay';
import type { TusRequest } from '@/sync/uploads/upload-tus';
import type { MultipartRequest } from '@/sync/transport/upload-xhr';
import { processUploads, setUploadTransports } from '@/sync/uploads/uploads';
import { refreshShort, refreshShortList, storedShortList } from './shorts-store';
import { changeShort, saveNewShort } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const poster = { blob: new Blob(['jpeg'], { type: 'image/jpeg' }), width: 270, height: 480 };
const clip = () => new File([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3])], 'canopy.webm', { type: 'video/webm' });

const short = (fields: Partial<Short> = {}): Short => ({
  id: 700, title: 'Canopy', text: '', poster: null, video: null, item_user: TEST_GROWER, add_date: '2026-11-24T10:00:00Z',
  update_date: '2026-11-24T10:00:00Z', cnt_likes: 0, cnt_comments: 0, cnt_views: 0, ...fields,
});
const published = short({ video: { url: '/uploads/videos/a.webm', mime: 'video/webm', bytes: 7 }, poster: { size_s: '/p_s.jpg', size_m: '/p_m.jpg', size_xl: '/p_xl.jpg', size_big: '/p_big.jpg' } });

signedInOnEmptyDatabase();
beforeEach(() => {
  vi.stubGlobal('location', { origin: 'https://grow.test', host: 'grow.test' });
});
afterEach(() => setUploadTransports(null));

describe('posting a short', () => {
  it('shows it at once, sends one create with the edit folded in, then the poster and the clip under the real id', async () => {
    const id = await saveNewShort({ title: 'Canopy', text: '' }, clip(), poster);
    expect(id).toBeLessThan(0);
    expect(await db.shorts.get(id)).toMatchObject({ title: 'Canopy', video: null, synced_at: 0, item_user: { id: TEST_GROWER.id } });
    await changeShort((await db.shorts.get(id))!, { title: 'Canopy, day 40', text: 'Topped twice.' });
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ mutator: 'short.create', creates: { kind: 'short', temp_id: id }, args: { input: { title: 'Canopy, day 40', text: 'Topped twice.' } } });
    expect((await db.uploads.toArray()).map((u) => [u.kind, u.short_id])).toEqual([['photo', id], ['video', id]]);

    const sent = stubApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/shorts') return Response.json(short(body), { status: 201 });
      if (path === '/api/videos/700') return Response.json({ ...published, title: 'Canopy, day 40', text: 'Topped twice.' });
      return new Response(null, { status: 404 });
    });
    await replayOutbox();
    expect(sent.map((s) => [s.method, s.path, s.key])).toEqual([['POST', '/api/shorts', queued[0]!.key]]);
    expect(await db.shorts.get(id)).toBeUndefined();
    expect(await db.shorts.get(700)).toMatchObject({ title: 'Canopy, day 40', video: null });
    expect(await db.idMap.get(id)).toMatchObject({ real: 700, kind: 'short' });

    const photos: MultipartRequest[] = [];
    const videos: TusRequest[] = [];
    setUploadTransports({
      sendPhoto: async (request) => {
        photos.push(request);
        return { ok: true, body: short({ title: 'Canopy, day 40', poster: published.poster }) };
      },
      sendVideo: async (request) => {
        videos.push(request);
        return { ok: true, body: null };
      },
    });
    expect(await processUploads()).toBe('done');
    expect(photos.map((p) => [p.url, p.fields])).toEqual([['https://grow.test/api/uploads/shorts/posters', [['short_id', '700']]]]);
    expect(videos.map((v) => v.metadata)).toEqual([{ short_id: '700', key: expect.any(String), filetype: 'video/webm', filename: 'canopy.webm' }]);
    expect(await db.shorts.get(700)).toMatchObject({ video: { url: '/uploads/videos/a.webm' }, poster: { size_m: '/p_m.jpg' } });
    expect(await db.uploads.count()).toBe(0);
  });

  it('keeps a refused short with its words and its queued media', async () => {
    const id = await saveNewShort({ title: 'Too early', text: 'Words to keep' }, clip(), poster);
    stubApi(() => Response.json({ error: 'bad_request', message: 'title: Give the short a title.' }, { status: 400 }));
    await replayOutbox();
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({ status: 'refused', error: 'title: Give the short a title.', args: { input: { text: 'Words to keep' } } });
    expect(await db.shorts.get(id)).toMatchObject({ text: 'Words to keep' });
    expect(await db.uploads.count()).toBe(2);
  });
});

describe('editing a published short', () => {
  beforeEach(async () => {
    await db.shorts.put({ ...published, synced_at: 1 });
  });

  it('sends only the last of two unsent edits, once', async () => {
    await changeShort((await db.shorts.get(700))!, { title: 'First try', text: '' });
    await changeShort((await db.shorts.get(700))!, { title: 'Second try', text: 'Better' });
    expect(await db.outbox.count()).toBe(1);
    const sent = stubApi(({ body }) => Response.json({ ...published, ...body }));
    await replayOutbox();
    await replayOutbox();
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([['PATCH', '/api/videos/700', { title: 'Second try', text: 'Better' }]]);
    expect(await db.shorts.get(700)).toMatchObject({ title: 'Second try', text: 'Better' });
  });

  it('keeps the device\'s words over a refresh while the edit waits, and lists the feed in the server\'s order', async () => {
    await changeShort((await db.shorts.get(700))!, { title: 'Waiting edit', text: '' });
    stubApi(({ path }) => (path === '/api/shorts'
      ? Response.json({ items: [published, short({ id: 701, title: 'Other' })], start: 0, limit: 10, total: 2 })
      : Response.json(published)));
    await refreshShort(700);
    expect((await db.shorts.get(700))?.title).toBe('Waiting edit');
    await refreshShortList(undefined);
    expect((await storedShortList('all'))?.shorts.map((s) => [s.id, s.title])).toEqual([[700, 'Waiting edit'], [701, 'Other']]);
  });
});
