// Demo testers and plans of the demo brands: each demo manager's brand gets a plan (the seedbank premium, the nutrient
// brand partner: room for the banners and products the demo and its tests make) and as testers the growers whose
// diaries log its products (others when too few do), added by its demo manager a few weeks ago and logged. Added to a
// database seeded before them too (on the next start).
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { DEMO_BRAND_MANAGERS } from './brand-managers';

const DEMO_TESTERS = 4;
const DAY_MS = 86_400_000;

/** The demo brands with their demo manager: the brand of each demo manager account. */
export async function demoManagedBrands(db: Kysely<Database>) {
  return db.selectFrom('brand_managers as m').innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.brand_id', 'm.user_id', 'u.email'])
    .where('u.email', 'in', DEMO_BRAND_MANAGERS.map((demo) => demo.email)).orderBy('m.brand_id').execute();
}

/** Adds the plans and testers of the demo brands unless a brand has its plan already. */
export async function insertDemoBrandTesters(db: Kysely<Database>, now: Date): Promise<void> {
  for (const { brand_id, user_id, email } of await demoManagedBrands(db)) {
    const known = await db.selectFrom('brand_plans').select('brand_id').where('brand_id', '=', brand_id).executeTakeFirst();
    if (known) continue;
    const since = new Date(now.getTime() - 120 * DAY_MS).toISOString();
    await db.insertInto('brand_plans').values({ brand_id, plan: email.startsWith('seedbank') ? 'premium' : 'partner', since }).execute();
    const logging = await db.selectFrom('diaries as d').innerJoin('diary_items as i', 'i.diary_id', 'd.id').innerJoin('products as p', 'p.id', 'i.product_id')
      .select('d.user_id').distinct().where('p.brand_id', '=', brand_id).where('d.is_remove', '=', 0).where('d.user_id', '!=', user_id)
      .orderBy('d.user_id').limit(DEMO_TESTERS).execute();
    const ids = logging.map((row) => row.user_id);
    if (ids.length < DEMO_TESTERS) {
      const others = await db.selectFrom('users').select('id').where('id', '!=', user_id).where('status', '!=', 'brand').where('delete_date', 'is', null)
        .where('id', 'not in', [0, ...ids]).orderBy('id').limit(DEMO_TESTERS - ids.length).execute();
      ids.push(...others.map((row) => row.id));
    }
    for (const [index, testerId] of ids.entries()) {
      const at = new Date(now.getTime() - (40 - index * 7) * DAY_MS).toISOString();
      await db.insertInto('brand_testers').values({ brand_id, user_id: testerId, added_by: user_id, add_date: at }).execute();
      await db.insertInto('brand_tester_log').values({ brand_id, user_id: testerId, action: 'add', by_user_id: user_id, add_date: at }).execute();
    }
  }
}
