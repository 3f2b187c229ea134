// @vitest-environment node
// A brand's banners written on the device: a banner made offline is listed at once, takes a later save and a switch
// into its unsent create, is sent once and moves to its real id; a switch of a saved banner replaces an unsent one and
// is kept over an older list answer; a deletion of an unsent banner is forgotten; a saved one's deletion is sent once.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER } from '../../../tests/helpers/device-writes';
import { db, type ManagedBrandRecord } from '@/db/database';
import type { BrandBanner, BrandBannerBody, BrandBannersPage } from '@/domain/brand-manager/banner';
import { replayOutbox } from '@/sync/outbox/replay';
import { readBrandBanners, refreshBrandBanners, removeBanner, saveBanner, switchBanner } from './banner-store';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const brand: ManagedBrandRecord = {
  id: 4, name: 'Root Juice', section: 'nutrient', category: null, link: '/nutrients/4', avatar: null, user: TEST_GROWER.id, position: 0, synced_at: 1,
};
const image = { size_s: '/uploads/p_s.jpg', size_m: '/uploads/p_m.jpg', size_xl: '/uploads/p_xl.jpg', size_big: '/uploads/p_big.jpg', width: 600, height: 500 };
const body = (fields: Partial<BrandBannerBody> = {}): BrandBannerBody => ({
  title: 'Bloom boost', text: '', image_id: 'photos/p', url: 'https://shop.example', sections: ['nutrients'], start_date: null, end_date: null,
  weight: 2, enabled: true, ...fields,
});
const served = (id: number, fields: Partial<BrandBanner> = {}): BrandBanner => ({
  ...body(), id, kind: 'box', brand_id: 4, image, add_date: '2026-11-25T07:00:00Z', update_date: '2026-11-25T07:00:00Z', last_days: { views: 0, clicks: 0 }, ...fields,
});

signedInOnEmptyDatabase();
beforeEach(() => {
  vi.stubGlobal('location', { origin: 'https://grow.test', host: 'grow.test' });
});

describe('a banner made offline', () => {
  it('is listed at once, takes a later save and a switch into its create, is sent once and moves to its real id', async () => {
    const id = await saveBanner(brand, 'box', null, body(), image);
    expect(id).toBeLessThan(0);
    expect((await readBrandBanners(4)).map((b) => [b.id, b.title, b.image.size_s])).toEqual([[id, 'Bloom boost', image.size_s]]);
    await saveBanner(brand, 'box', id, body({ title: 'Bloom boost XL' }), image);
    await switchBanner((await db.brandBanners.get(id))!, false);
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ mutator: 'brandBanner.create', creates: { kind: 'brandBanner', temp_id: id }, args: { title: 'Bloom boost XL', enabled: false } });

    const sent = stubApi((request, url) => {
      request.path += url.search;
      return Response.json(served(900, request.body as BrandBannerBody));
    });
    await replayOutbox();
    await replayOutbox();
    expect(sent.map((s) => [s.method, s.path, s.key])).toEqual([['POST', '/api/brands-manager/banners/box/0/edit?brand_id=4', queued[0]!.key]]);
    expect(sent[0]!.body).toEqual(body({ title: 'Bloom boost XL', enabled: false }));
    expect(await db.brandBanners.get(id)).toBeUndefined();
    expect(await db.brandBanners.get(900)).toMatchObject({ title: 'Bloom boost XL', enabled: false, brand_id: 4 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('is forgotten when deleted before its create left the device', async () => {
    const id = await saveBanner(brand, 'cpm', null, body({ title: 'Never sent' }), image);
    await removeBanner((await db.brandBanners.get(id))!);
    expect(await db.brandBanners.get(id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a saved banner', () => {
  it('switched twice offline sends one switch, kept over a list answer while it waits', async () => {
    await db.brandBanners.put({ ...served(77), synced_at: 1 });
    await switchBanner((await db.brandBanners.get(77))!, false);
    await switchBanner((await db.brandBanners.get(77))!, true);
    await switchBanner((await db.brandBanners.get(77))!, false);
    expect(await db.outbox.count()).toBe(1);
    // The list still says it is on: the device keeps its own switch while it waits.
    stubApi(() => Response.json({ items: [served(77, { enabled: true, title: 'Server title' })], start: 0, limit: 50, total: 1 } satisfies BrandBannersPage));
    await refreshBrandBanners(4);
    expect(await db.brandBanners.get(77)).toMatchObject({ enabled: false });
    const sent = stubApi(() => Response.json(served(77, { enabled: false })));
    await replayOutbox();
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([['POST', '/api/brands-manager/banners/box/77/enable', { enabled: false }]]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues its deletion, sent once', async () => {
    await db.brandBanners.put({ ...served(78, { kind: 'header' }), synced_at: 1 });
    await removeBanner((await db.brandBanners.get(78))!);
    const sent = stubApi(() => new Response(null, { status: 204 }));
    await replayOutbox();
    await replayOutbox();
    expect(sent.map((s) => [s.method, s.path])).toEqual([['DELETE', '/api/brands-manager/banners/header/78']]);
    expect(await db.brandBanners.get(78)).toBeUndefined();
  });
});
