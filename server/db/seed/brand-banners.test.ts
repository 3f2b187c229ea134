// @vitest-environment node
// The demo brand managers' banners: a box, a cpm and a header banner per demo brand, a year of daily figures up to
// yesterday, links a save accepts, and the brand's statistics call summing them.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bannerStatisticSchema, brandBannersPageSchema } from '../../../src/domain/brand-manager/banner';
import { addDays, BANNER_URL_PATTERN, dayOf } from '../../../src/domain/brand-manager/banner-limits';
import { createSession } from '../../auth/sessions';
import { injectAs, startTestServer, TEST_NOW, type TestServer } from '../../test-support';
import { DEMO_BRAND_MANAGERS } from './brand-managers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ bannerClock: () => TEST_NOW.getTime() });
}, 120_000);
afterAll(() => server.close());

it('gives each demo brand box, cpm and header banners with a year of daily views and clicks', async () => {
  const today = dayOf(TEST_NOW.getTime());
  for (const demo of DEMO_BRAND_MANAGERS) {
    const user = await server.db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirstOrThrow();
    const { brand_id } = await server.db.selectFrom('brand_managers').select('brand_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const who = { id: user.id, token: await createSession(server.db, user.id) };
    const page = brandBannersPageSchema.parse((await injectAs(server.app, 'GET', `/api/brands-manager/banners?brand_id=${brand_id}`, who)).json());
    expect(new Set(page.items.map((b) => b.kind))).toEqual(new Set(['box', 'cpm', 'header']));
    for (const banner of page.items) {
      expect(banner.last_days.views, banner.title).toBeGreaterThan(1000);
      // A manager can save it as it is: its link is one a save accepts.
      expect(banner.url, banner.title).toMatch(BANNER_URL_PATTERN);
    }
    const year = bannerStatisticSchema.parse((await injectAs(server.app, 'GET',
      `/api/brands-manager/banners/statistic?brand_id=${brand_id}&from=${addDays(today, -365)}&to=${today}`, who)).json());
    expect(year.days).toHaveLength(366);
    expect(year.days.filter((d) => d.views > 0)).toHaveLength(365);
    expect(year.days.at(-1)).toEqual({ day: today, views: 0, clicks: 0 });
    expect(year.total.clicks).toBeGreaterThan(0);
    expect(year.total.clicks).toBeLessThan(year.total.views * 0.1);
  }
});
