// Demo statistics: a year of daily figures (product page views, new diary weeks, reviews with their ratings, followers
// gained and lost) for the brand of each demo brand manager, up to yesterday, from a seeded generator with a weekly
// rhythm and a slow growth, so the statistics tab has a history to chart. Added to a database seeded before them too.
import type { Kysely } from 'kysely';
import { addDays, dayOf } from '../../../src/domain/brand-manager/statistic-days';
import type { Database } from '../types';
import { DEMO_BRAND_MANAGERS } from './brand-managers';
import { createRng } from './prng';

const DAYS = 365;
/** Relative traffic per weekday, Sunday first: growers look most at weekends. */
const WEEKDAY = [1.3, 0.85, 0.8, 0.85, 0.9, 1.05, 1.35];

/** Adds a year of daily figures for each demo manager's brand that has none yet. */
export async function insertDemoBrandStatistics(db: Kysely<Database>, seed: number, now: Date): Promise<void> {
  for (const [index, demo] of DEMO_BRAND_MANAGERS.entries()) {
    const brand = await db.selectFrom('users as u').innerJoin('brand_managers as m', 'm.user_id', 'u.id')
      .select('m.brand_id').where('u.email', '=', demo.email).orderBy('m.brand_id').executeTakeFirst();
    if (!brand) continue;
    // Banner figures may be there already (the triggers of the banners' demo days): product views say it is done.
    const known = await db.selectFrom('brand_stat_days').select('day').where('brand_id', '=', brand.brand_id).where('product_views', '>', 0).executeTakeFirst();
    if (known) continue;
    const rng = createRng(seed * 31 + index);
    const scale = demo.section === 'seed' ? 1.6 : 1;
    const today = dayOf(now.getTime());
    const rows = [];
    for (let back = DAYS; back >= 1; back--) {
      const day = addDays(today, -back);
      const level = scale * WEEKDAY[new Date(`${day}T00:00:00Z`).getUTCDay()]! * (0.6 + 0.4 * ((DAYS - back) / DAYS));
      const reviews = rng.chance(0.45 * level) ? rng.int(1, 3) : 0;
      let rating_sum = 0;
      for (let r = 0; r < reviews; r++) rating_sum += rng.int(6, 10);
      rows.push({
        brand_id: brand.brand_id, day,
        product_views: Math.round(rng.int(40, 110) * level),
        weeks: Math.round(rng.int(1, 8) * level),
        reviews, rating_sum,
        followers_gained: Math.round(rng.int(0, 4) * level),
        followers_lost: rng.chance(0.35) ? rng.int(1, 2) : 0,
      });
    }
    for (let start = 0; start < rows.length; start += 100) {
      await db.insertInto('brand_stat_days').values(rows.slice(start, start + 100))
        .onConflict((oc) => oc.columns(['brand_id', 'day']).doUpdateSet((eb) => ({
          product_views: eb.ref('excluded.product_views'), weeks: eb.ref('excluded.weeks'), reviews: eb.ref('excluded.reviews'),
          rating_sum: eb.ref('excluded.rating_sum'), followers_gained: eb.ref('excluded.followers_gained'), followers_lost: eb.ref('excluded.followers_lost'),
        })))
        .execute();
    }
  }
}
