// @vitest-environment node
// The demo brand managers' statistics: a year of daily figures up to the day before the demo's date, read through the
// statistics call, with a weekly rhythm (more views at weekends), reviews rated within the scale, and the demo banners'
// views and clicks.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { brandStatisticsSchema } from '../../../src/domain/brand-manager/statistic';
import { addDays, dayOf } from '../../../src/domain/brand-manager/statistic-days';
import { createSession } from '../../auth/sessions';
import { injectAs, startTestServer, TEST_NOW, type TestServer } from '../../test-support';
import { DEMO_BRAND_MANAGERS } from './brand-managers';
import { insertDemoBrandStatistics } from './brand-statistics';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

it('gives each demo brand a year of daily figures that the statistics call reads, and adds none a second time', async () => {
  const today = dayOf(TEST_NOW.getTime());
  for (const demo of DEMO_BRAND_MANAGERS) {
    const user = await server.db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirstOrThrow();
    const { brand_id } = await server.db.selectFrom('brand_managers').select('brand_id').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    const who = { id: user.id, token: await createSession(server.db, user.id) };
    const answer = await injectAs(server.app, 'GET', `/api/brands-manager/statistics?brand_id=${brand_id}&from=${addDays(today, -365)}&to=${today}`, who);
    const year = brandStatisticsSchema.parse(answer.json());
    expect(year.days.filter((d) => d.product_views > 0)).toHaveLength(365);
    expect(year.days.at(-1)).toMatchObject({ day: today, product_views: 0, weeks: 0 });
    expect(year.totals.rating).toBeGreaterThanOrEqual(6);
    expect(year.totals.rating).toBeLessThanOrEqual(10);
    expect(year.totals.followers_gained).toBeGreaterThan(year.totals.followers_lost);
    // The demo banners' days reach the brand's days through the triggers: the same sums as the banners' own statistics.
    const banners = (await injectAs(server.app, 'GET', `/api/brands-manager/banners/statistic?brand_id=${brand_id}&from=${addDays(today, -365)}&to=${today}`, who))
      .json<{ total: { views: number; clicks: number } }>();
    expect(year.totals.banner_views).toBeGreaterThan(0);
    expect([year.totals.banner_views, year.totals.banner_clicks]).toEqual([banners.total.views, banners.total.clicks]);
    const weekend = year.days.filter((d) => [0, 6].includes(new Date(`${d.day}T00:00:00Z`).getUTCDay()));
    const weekdays = year.days.filter((d) => ![0, 6].includes(new Date(`${d.day}T00:00:00Z`).getUTCDay()));
    const mean = (days: typeof year.days) => days.reduce((sum, d) => sum + d.product_views, 0) / days.length;
    expect(mean(weekend)).toBeGreaterThan(mean(weekdays));
  }
  const rows = async () => Number((await server.db.selectFrom('brand_stat_days').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const before = await rows();
  await insertDemoBrandStatistics(server.db, 42, TEST_NOW);
  expect(await rows()).toBe(before);
});
