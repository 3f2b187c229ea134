// @vitest-environment node
// A brand's banners in the brand manager area: only the brand's managers (and admins) reach them through every id; a
// banner names only a picture uploaded for its own brand; bad input is a 400 naming the field; a replayed write is
// applied once; public serving honours enabled and the first and last days; views and clicks counted by the public
// ad calls show in the banner's statistics and the brand's, also the next day.
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdList } from '../../src/domain/ads/ads';
import { bannerImageSchema, bannerStatisticSchema, brandBannerSchema, brandBannersPageSchema, type BrandBannerBody } from '../../src/domain/brand-manager/banner';
import { addDays, dayOf } from '../../src/domain/brand-manager/banner-limits';
import { photoUrls, uploadedFileOf } from '../media/image-sizes';
import { purgeUnusedBannerImages } from '../services/brand-banners';
import { createTestUser, injectAs, multipartBody, newTestKey, startTestServer, type TestCaller, type TestServer } from '../test-support';

const DAY = 86_400_000;
let server: TestServer;
let clock = Date.now();
let manager: TestCaller;
let otherManager: TestCaller;
let grower: TestCaller;
let admin: TestCaller;
let mine: number;
let theirs: number;
let myImage: string;
let theirImage: string;
let theirBanner: number;

const BASE = '/api/brands-manager/banners';
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, who: TestCaller | null, body?: object, key = newTestKey()) =>
  injectAs(server.app, method, url, who, body, key);
const today = () => dayOf(Date.now());

const body = (overrides: Partial<BrandBannerBody> = {}): BrandBannerBody => ({
  title: 'Bloom boost', text: 'Bigger buds in week 5.', image_id: myImage, url: 'https://shop.example/bloom', sections: [],
  start_date: null, end_date: null, weight: 3, enabled: true, ...overrides,
});

async function upload(who: TestCaller | null, brand: number, bytes: Buffer, key = newTestKey()) {
  const form = await multipartBody({}, { bytes, name: 'banner.png', type: 'image/png' });
  const headers: Record<string, string> = { 'content-type': form.contentType, 'x-rniq': key };
  if (who) headers.authorization = `Bearer ${who.token}`;
  return server.app.inject({ method: 'POST', url: `${BASE}/uploads/image?brand_id=${brand}`, headers, payload: form.payload });
}
const picture = () => sharp({ create: { width: 600, height: 500, channels: 3, background: '#3a6' } }).png().toBuffer();
const create = async (who: TestCaller, brand: number, kind: string, payload: BrandBannerBody) => {
  const answer = await call('POST', `${BASE}/${kind}/0/edit?brand_id=${brand}`, who, payload);
  expect(answer.statusCode, answer.body).toBe(200);
  return brandBannerSchema.parse(answer.json());
};
const bannerCount = async () => Number((await server.db.selectFrom('ad_banners').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
/** The box banners a page of the section is served. */
const served = async (section: string) => ((await call('GET', `/api/adv?s=${section}`, null)).json() as AdList).items_box.map((b) => b.id);

beforeAll(async () => {
  server = await startTestServer({ seed: false, limitScale: 100, bannerClock: () => clock });
  manager = await createTestUser(server.db, 'BannerBoss');
  otherManager = await createTestUser(server.db, 'RivalBannerBoss');
  grower = await createTestUser(server.db, 'JustBrowsing');
  admin = await createTestUser(server.db, 'BannerAdmin');
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
  const brand = async (name: string) => (await server.db.insertInto('brands')
    .values({ name, section: 'nutrient', category: null, link: `/nutrients/${name}`, avatar: null }).returning('id').executeTakeFirstOrThrow()).id;
  mine = await brand('Banner Nutrients');
  theirs = await brand('Rival Banners');
  const at = '2026-01-01T00:00:00.000Z';
  await server.db.insertInto('brand_managers').values([
    { brand_id: mine, user_id: manager.id, added_by: null, add_date: at },
    { brand_id: theirs, user_id: otherManager.id, added_by: null, add_date: at },
  ]).execute();
  // Room for the banners made below (the free plan allows two).
  await server.db.insertInto('brand_plans').values({ brand_id: mine, plan: 'premium', since: at }).execute();
  myImage = bannerImageSchema.parse((await upload(manager, mine, await picture())).json()).image_id;
  theirImage = bannerImageSchema.parse((await upload(otherManager, theirs, await picture())).json()).image_id;
  theirBanner = (await create(otherManager, theirs, 'box', body({ title: 'Rival box', image_id: theirImage }))).id;
}, 60_000);
afterAll(() => server.close());

describe('who reaches a brand\'s banners', () => {
  const calls = (brand: number, banner: number): ['GET' | 'POST' | 'DELETE', string, object?][] => [
    ['GET', `${BASE}?brand_id=${brand}`],
    ['GET', `${BASE}/statistic?brand_id=${brand}`],
    ['GET', `${BASE}/box/${banner}/edit`],
    ['GET', `${BASE}/box/${banner}/statistic`],
    ['POST', `${BASE}/box/0/edit?brand_id=${brand}`, body({ image_id: theirImage })],
    ['POST', `${BASE}/box/${banner}/edit`, body({ title: 'Taken over', image_id: theirImage })],
    ['POST', `${BASE}/box/${banner}/enable`, { enabled: false }],
    ['DELETE', `${BASE}/box/${banner}`],
  ];

  it('refuses guests (401), growers and the manager of another brand (403) on every call, and changes nothing', async () => {
    const before = await bannerCount();
    for (const [method, url, payload] of calls(theirs, theirBanner)) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url} guest`).toBe(401);
      expect((await call(method, url, grower, payload)).statusCode, `${method} ${url} grower`).toBe(403);
      expect((await call(method, url, manager, payload)).statusCode, `${method} ${url} other manager`).toBe(403);
    }
    expect((await upload(null, theirs, await picture())).statusCode).toBe(401);
    expect((await upload(manager, theirs, await picture())).statusCode).toBe(403);
    expect(await bannerCount()).toBe(before);
    const theirsNow = brandBannerSchema.parse((await call('GET', `${BASE}/box/${theirBanner}/edit`, otherManager)).json());
    expect(theirsNow).toMatchObject({ title: 'Rival box', enabled: true });
  });

  it('answers 403 for a banner that does not exist, as for another brand\'s (admins: 404); 404 under another kind', async () => {
    expect((await call('GET', `${BASE}/box/999999/edit`, manager)).statusCode).toBe(403);
    expect((await call('GET', `${BASE}/box/999999/edit`, admin)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/header/${theirBanner}/edit`, otherManager)).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/cpm/${theirBanner}`, otherManager)).statusCode).toBe(404);
  });

  it('lets an admin read and switch any brand\'s banner', async () => {
    const off = await call('POST', `${BASE}/box/${theirBanner}/enable`, admin, { enabled: false });
    expect(brandBannerSchema.parse(off.json()).enabled).toBe(false);
    expect(brandBannerSchema.parse((await call('POST', `${BASE}/box/${theirBanner}/enable`, otherManager, { enabled: true })).json()).enabled).toBe(true);
  });

  it('refuses a save naming a picture uploaded for another brand (400 on image_id), and a file that is no picture (415)', async () => {
    const answer = await call('POST', `${BASE}/box/0/edit?brand_id=${mine}`, manager, body({ image_id: theirImage }));
    expect(answer.statusCode).toBe(400);
    expect((answer.json() as { message: string }).message).toMatch(/^image_id:/);
    expect((await upload(manager, mine, Buffer.from('<svg onload="alert(1)"></svg>'))).statusCode).toBe(415);
  });
});

describe('a manager keeps the brand\'s banners', () => {
  it('creates a banner served on pages of its sections only, within its days, and only while enabled', async () => {
    const banner = await create(manager, mine, 'box', body({ sections: ['nutrients', 'diaries'] }));
    expect(banner).toMatchObject({ kind: 'box', brand_id: mine, title: 'Bloom boost', url: 'https://shop.example/bloom', image: { width: 600, height: 500 } });
    expect(await served('nutrients')).toContain(banner.id);
    expect(await served('diaries')).toContain(banner.id);
    expect(await served('strains')).not.toContain(banner.id);

    const later = await create(manager, mine, 'box', body({ title: 'Next week', start_date: addDays(today(), 7) }));
    const over = await create(manager, mine, 'box', body({ title: 'Last week', start_date: addDays(today(), -9), end_date: addDays(today(), -2) }));
    const todayOnly = await create(manager, mine, 'box', body({ title: 'Today', start_date: today(), end_date: today() }));
    const shown = await served('home');
    expect(shown).toContain(todayOnly.id);
    expect(shown).not.toContain(later.id);
    expect(shown).not.toContain(over.id);
    // A view of a banner that is not served is not counted.
    expect((await call('POST', `/api/adv/box/view/${later.id}`, null, { section: 'home' })).statusCode).toBe(404);

    const off = brandBannerSchema.parse((await call('POST', `${BASE}/box/${banner.id}/enable`, manager, { enabled: false })).json());
    expect(off.enabled).toBe(false);
    expect(await served('nutrients')).not.toContain(banner.id);
    expect((await call('POST', `/api/adv/box/click/${banner.id}`, null, { section: 'nutrients' })).statusCode).toBe(404);
  });

  it('shows the views and clicks counted today in the banner\'s statistics and the brand\'s, also the next day', async () => {
    const box = await create(manager, mine, 'box', body({ title: 'Counted box' }));
    const header = await create(manager, mine, 'header', body({ title: 'Counted header' }));
    for (const [placement, id, action] of [['box', box.id, 'view'], ['sidebar', box.id, 'view'], ['box', box.id, 'click'], ['header', header.id, 'view']] as const) {
      expect((await call('POST', `/api/adv/${placement}/${action}/${id}`, null, { section: 'nutrients' })).statusCode).toBe(204);
    }
    const day = today();
    clock = Date.now() + DAY;
    try {
      const one = bannerStatisticSchema.parse((await call('GET', `${BASE}/box/${box.id}/statistic`, manager)).json());
      expect(one.to).toBe(addDays(day, 1));
      expect(one.days).toHaveLength(30);
      expect(one.days.find((d) => d.day === day)).toEqual({ day, views: 2, clicks: 1 });
      expect(one.days.at(-1)).toEqual({ day: addDays(day, 1), views: 0, clicks: 0 });
      expect(one.total).toEqual({ views: 2, clicks: 1 });
      expect(one.banner?.last_days).toEqual({ views: 2, clicks: 1 });

      const all = bannerStatisticSchema.parse((await call('GET', `${BASE}/statistic?brand_id=${mine}&from=${day}&to=${day}`, manager)).json());
      expect(all.days).toEqual([{ day, views: 3, clicks: 1 }]);
      const listed = brandBannersPageSchema.parse((await call('GET', `${BASE}?brand_id=${mine}`, manager)).json());
      expect(listed.items.find((b) => b.id === header.id)?.last_days).toEqual({ views: 1, clicks: 0 });
      expect(listed.items.every((b) => b.brand_id === mine)).toBe(true);
      expect(listed.items[0]!.id).toBe(header.id);
    } finally {
      clock = Date.now();
    }
  });

  it('saves a banner whole, keeps its picture unless a new one is named, and deletes it with its figures', async () => {
    const banner = await create(manager, mine, 'cpm', body({ title: 'Old title' }));
    const next = bannerImageSchema.parse((await upload(manager, mine, await sharp({ create: { width: 800, height: 400, channels: 3, background: '#a36' } }).jpeg().toBuffer())).json());
    const saved = brandBannerSchema.parse((await call('POST', `${BASE}/cpm/${banner.id}/edit`, manager,
      body({ title: 'New title', image_id: next.image_id, sections: ['journal'], weight: 10, url: 'http://shop.example/new' }))).json());
    expect(saved).toMatchObject({ title: 'New title', image_id: next.image_id, image: { width: 800, height: 400 }, sections: ['journal'], weight: 10 });
    const again = brandBannerSchema.parse((await call('POST', `${BASE}/cpm/${banner.id}/edit`, manager, body({ title: 'Same picture', image_id: next.image_id }))).json());
    expect(again.image_id).toBe(next.image_id);
    await call('POST', `/api/adv/cpm/view/${banner.id}`, null, { section: 'home' });
    expect((await call('DELETE', `${BASE}/cpm/${banner.id}`, manager)).statusCode).toBe(204);
    expect((await call('GET', `${BASE}/cpm/${banner.id}/edit`, manager)).statusCode).toBe(403);
    expect(await server.db.selectFrom('ad_banner_days').select('day').where('banner_id', '=', banner.id).execute()).toEqual([]);
  });

  it('deletes the pictures no banner names a day after their upload, and keeps those in use', async () => {
    const upload2 = async (color: string) => bannerImageSchema.parse((await upload(manager, mine,
      await sharp({ create: { width: 300, height: 250, channels: 3, background: color } }).png().toBuffer())).json()).image_id;
    const [first, second, never] = [await upload2('#123456'), await upload2('#654321'), await upload2('#abcdef')];
    const banner = await create(manager, mine, 'box', body({ title: 'Picture swap', image_id: first }));
    await call('POST', `${BASE}/box/${banner.id}/edit`, manager, body({ title: 'Picture swap', image_id: second }));
    // A picture is stored while the API's sizes of it are (one smaller than the app's own sizes has no file of those).
    const stored = (image: string) => Object.values(photoUrls(image)).every((url) => existsSync(path.join(server.dataDir, 'uploads', uploadedFileOf(url)!)));
    expect([stored(first), stored(second), stored(never)]).toEqual([true, true, true]);
    // Within a day, an editor may still name an unsaved picture: nothing goes.
    await purgeUnusedBannerImages(server.db, path.join(server.dataDir, 'uploads'), Date.now());
    expect(stored(never)).toBe(true);
    await purgeUnusedBannerImages(server.db, path.join(server.dataDir, 'uploads'), Date.now() + 2 * DAY);
    expect([stored(first), stored(second), stored(never)]).toEqual([false, true, false]);
    const answer = await call('POST', `${BASE}/box/${banner.id}/edit`, manager, body({ image_id: first }));
    expect((answer.json() as { message: string }).message).toMatch(/^image_id:/);
  });

  it('applies a replayed create, switch and upload once and answers each replay with its first answer', async () => {
    const key = newTestKey();
    const before = await bannerCount();
    const first = await call('POST', `${BASE}/header/0/edit?brand_id=${mine}`, manager, body({ title: 'Once' }), key);
    const again = await call('POST', `${BASE}/header/0/edit?brand_id=${mine}`, manager, body({ title: 'Once' }), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await bannerCount()).toBe(before + 1);
    const { id } = brandBannerSchema.parse(first.json());
    const switchKey = newTestKey();
    await call('POST', `${BASE}/header/${id}/enable`, manager, { enabled: false }, switchKey);
    await call('POST', `${BASE}/header/${id}/enable`, manager, { enabled: true });
    const replayed = await call('POST', `${BASE}/header/${id}/enable`, manager, { enabled: false }, switchKey);
    expect(brandBannerSchema.parse(replayed.json()).enabled).toBe(false);
    expect(brandBannerSchema.parse((await call('GET', `${BASE}/header/${id}/edit`, manager)).json()).enabled).toBe(true);
    const images = async () => (await server.db.selectFrom('brand_banner_images').select('image').where('brand_id', '=', mine).execute()).length;
    const uploadKey = newTestKey();
    const count = await images();
    const bytes = await picture();
    const a = await upload(manager, mine, bytes, uploadKey);
    const b = await upload(manager, mine, bytes, uploadKey);
    expect(b.json()).toEqual(a.json());
    expect(await images()).toBe(count + 1);
  });

  it('answers bad input with a 400 naming the field, and pages and periods within bounds', async () => {
    const bad = async (payload: object, url = `${BASE}/box/0/edit?brand_id=${mine}`) => {
      const answer = await call('POST', url, manager, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      return (answer.json() as { error: string; message: string }).message;
    };
    expect(await bad(body({ title: ' ' }))).toMatch(/^title:/);
    expect(await bad(body({ url: 'javascript:alert(1)' }))).toMatch(/^url:/);
    expect(await bad(body({ url: 'ftp://shop.example/x' }))).toMatch(/^url:/);
    expect(await bad(body({ sections: ['admin'] as never }))).toMatch(/^sections\.0:/);
    expect(await bad(body({ start_date: '2026-02-30' }))).toMatch(/^start_date:/);
    expect(await bad(body({ start_date: '2026-12-10', end_date: '2026-12-01' }))).toMatch(/^end_date:/);
    expect(await bad(body({ weight: 0 }))).toMatch(/^weight:/);
    expect(await bad(body({ image_id: '' }))).toMatch(/^image_id:/);
    expect(await bad(body(), `${BASE}/box/0/edit`)).toMatch(/brand_id/);
    expect(await bad(body(), `${BASE}/button/0/edit?brand_id=${mine}`)).toMatch(/^kind:/);
    const status = async (url: string) => (await call('GET', url, manager)).statusCode;
    expect(await status(`${BASE}?brand_id=${mine}&limit=101`)).toBe(400);
    expect(await status(`${BASE}?brand_id=${mine}&start=-1`)).toBe(400);
    expect(await status(`${BASE}/statistic?brand_id=${mine}&from=2026-05-02&to=2026-05-01`)).toBe(400);
    expect(await status(`${BASE}/statistic?brand_id=${mine}&from=2025-01-01&to=2026-01-02`)).toBe(400);
    expect(await status(`${BASE}/statistic?brand_id=${mine}&from=2025-01-01&to=2025-12-31`)).toBe(200);
    expect(await status(`${BASE}/statistic?brand_id=${mine}&from=yesterday`)).toBe(400);
    const page = brandBannersPageSchema.parse((await call('GET', `${BASE}?brand_id=${mine}&limit=1`, manager)).json());
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
  });
});
