// Demo newsletters of the demo brands: growers following each demo brand (most taking product news by mail), and three
// newsletters sent to them 80, 50 and 25 days ago with each recipient's first open and click spread over the following
// days (seeded PRNG, so the same every time). Added to a database seeded before them too (on the next start).
import type { Kysely } from 'kysely';
import { readSettings } from '../../services/settings';
import type { Database } from '../types';
import { demoManagedBrands } from './brand-testers';
import { DEMO_ACCOUNT } from './model';
import { createRng, type Rng } from './prng';

const DAY_MS = 86_400_000;
const FOLLOWERS = 14;
const NEWSLETTERS = [
  { daysAgo: 80, subject: 'Our autumn line-up', body: '# New this season\n\nThree new products are in the shop. Read about them on [our page](https://example.com/new).' },
  { daysAgo: 50, subject: 'Tips for a bigger harvest', body: 'Our growers share **five** tips:\n\n- Feed lightly in week one\n- Watch the pH\n- Read [the full guide](https://example.com/guide)' },
  { daysAgo: 25, subject: 'Winter growing', body: 'Cold rooms need *warmer* water. See [our winter scheme](https://example.com/winter).' },
];

const token = (rng: Rng) => Array.from({ length: 24 }, () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[rng.int(0, 63)]).join('');
const day = (at: number) => new Date(at).toISOString().slice(0, 10);

/** Adds followers and sent newsletters with their opens and clicks to each demo brand that has no newsletter yet. */
export async function insertDemoBrandNewsletters(db: Kysely<Database>, seed: number, now: Date): Promise<void> {
  for (const { brand_id, user_id } of await demoManagedBrands(db)) {
    if (await db.selectFrom('brand_newsletters').select('id').where('brand_id', '=', brand_id).executeTakeFirst()) continue;
    const rng = createRng(seed * 7919 + brand_id);
    const growers = await db.selectFrom('users').select(['id', 'settings']).where('id', '!=', user_id).where('status', '!=', 'brand')
      .where('email', '!=', DEMO_ACCOUNT.email).where('delete_date', 'is', null).orderBy('id').execute();
    const followers = rng.sample(growers, Math.min(FOLLOWERS, growers.length));
    const at = new Date(now.getTime() - 120 * DAY_MS).toISOString();
    await db.insertInto('follows').values(followers.map((f, position) => ({ user_id: f.id, type: 'brand' as const, content_id: brand_id, list: 'common' as const, position, add_date: at })))
      .onConflict((oc) => oc.columns(['user_id', 'type', 'content_id']).doNothing()).execute();
    const readers = followers.filter(() => rng.chance(0.85));
    for (const reader of readers) {
      const settings = readSettings(reader.settings);
      await db.updateTable('users').set({ settings: JSON.stringify({ ...settings, subscribe: { ...settings.subscribe, product_news: true } }) })
        .where('id', '=', reader.id).execute();
    }
    for (const letter of NEWSLETTERS) {
      const sentAt = now.getTime() - letter.daysAgo * DAY_MS + 9 * 3_600_000;
      const sent = new Date(sentAt).toISOString();
      const { id } = await db.insertInto('brand_newsletters').values({
        brand_id, subject: letter.subject, body: letter.body, status: 'sent', add_date: sent, update_date: sent, send_date: sent, cnt_sends: readers.length,
      }).returning('id').executeTakeFirstOrThrow();
      const days = new Map<string, { opens: number; clicks: number }>();
      let opens = 0;
      let clicks = 0;
      for (const reader of readers) {
        const openAt = rng.chance(0.6) ? sentAt + Math.floor(-Math.log(1 - rng.next()) * 2) * DAY_MS : null;
        const clickAt = openAt !== null && rng.chance(0.35) ? openAt + rng.int(0, 1) * DAY_MS : null;
        await db.insertInto('brand_newsletter_sends').values({
          newsletter_id: id, user_id: reader.id, token: token(rng), send_date: sent,
          open_date: openAt === null ? null : new Date(openAt).toISOString(), click_date: clickAt === null ? null : new Date(clickAt).toISOString(),
        }).execute();
        for (const [when, kind] of [[openAt, 'opens'], [clickAt, 'clicks']] as const) {
          if (when === null) continue;
          const row = days.get(day(when)) ?? { opens: 0, clicks: 0 };
          row[kind] += 1;
          days.set(day(when), row);
        }
        opens += openAt === null ? 0 : 1;
        clicks += clickAt === null ? 0 : 1;
      }
      if (days.size > 0) await db.insertInto('brand_newsletter_days').values([...days].map(([d, row]) => ({ newsletter_id: id, day: d, ...row }))).execute();
      await db.updateTable('brand_newsletters').set({ cnt_opens: opens, cnt_clicks: clicks }).where('id', '=', id).execute();
    }
  }
}
