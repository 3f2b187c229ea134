// @vitest-environment node
// The demo brands' audience: each has a plan, testers added by its demo manager and logged, and three sent
// newsletters whose counters are the sums of their daily opens and clicks, mailed to followers who take product news.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test-support';
import { readSettings } from '../../services/settings';
import { demoManagedBrands } from './brand-testers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

describe('the demo brands\' audience', () => {
  it('gives both demo brands a plan, logged testers and three sent newsletters with consistent figures', async () => {
    const brands = await demoManagedBrands(server.db);
    expect(brands).toHaveLength(2);
    for (const { brand_id, user_id } of brands) {
      expect(await server.db.selectFrom('brand_plans').select('plan').where('brand_id', '=', brand_id).executeTakeFirst()).toBeDefined();
      const testers = await server.db.selectFrom('brand_testers').select(['user_id', 'added_by']).where('brand_id', '=', brand_id).execute();
      expect(testers.length).toBeGreaterThan(0);
      expect(testers.every((t) => t.added_by === user_id)).toBe(true);
      expect(await server.db.selectFrom('brand_tester_log').select('user_id').where('brand_id', '=', brand_id).execute()).toHaveLength(testers.length);
      const letters = await server.db.selectFrom('brand_newsletters').selectAll().where('brand_id', '=', brand_id).execute();
      expect(letters.map((l) => l.status)).toEqual(['sent', 'sent', 'sent']);
      for (const letter of letters) {
        const days = await server.db.selectFrom('brand_newsletter_days').select(['opens', 'clicks']).where('newsletter_id', '=', letter.id).execute();
        expect(days.reduce((sum, d) => sum + d.opens, 0)).toBe(letter.cnt_opens);
        expect(days.reduce((sum, d) => sum + d.clicks, 0)).toBe(letter.cnt_clicks);
        expect(letter.cnt_opens).toBeGreaterThan(0);
        const recipients = await server.db.selectFrom('brand_newsletter_sends as s').innerJoin('users as u', 'u.id', 's.user_id')
          .select('u.settings').where('s.newsletter_id', '=', letter.id).execute();
        expect(recipients).toHaveLength(letter.cnt_sends);
        expect(recipients.every((r) => readSettings(r.settings).subscribe.product_news)).toBe(true);
      }
    }
  });
});
