// Demo brand managers: one of a seedbank and one of a nutrient brand, signing in with the demo password, each with the
// brand's description and website filled in. Added to a database seeded before them too (on the next start).
import type { Kysely } from 'kysely';
import type { Database } from '../types';

export const DEMO_BRAND_MANAGERS = [
  { name: 'seedbank', email: 'seedbank@growdiaries.test', section: 'seed' as const, description: 'Our breeders select every strain over several generations before it is sold.' },
  { name: 'nutrients', email: 'nutrients@growdiaries.test', section: 'nutrient' as const, description: 'Feeding lines for soil, coco and hydro, tested in our own grow rooms.' },
];

/** Adds the demo brand managers unless they exist; `passwordHash` is asked for only when one is missing. */
export async function insertDemoBrandManagers(db: Kysely<Database>, passwordHash: () => Promise<string>, now: Date): Promise<void> {
  for (const demo of DEMO_BRAND_MANAGERS) {
    const known = await db.selectFrom('users').select('id').where('email', '=', demo.email).executeTakeFirst();
    if (known) continue;
    // The brand of the section with the most catalogue products: a full products tab.
    const brand = await db.selectFrom('brands as b').innerJoin('products as p', 'p.brand_id', 'b.id')
      .select(['b.id', 'b.name']).where('b.section', '=', demo.section).where('p.user_added', '=', 0)
      .groupBy(['b.id', 'b.name']).orderBy((eb) => eb.fn.countAll(), 'desc').orderBy('b.id').executeTakeFirst();
    if (!brand) continue;
    const at = now.toISOString();
    const { id } = await db.insertInto('users')
      .values({ name: demo.name, email: demo.email, password_hash: await passwordHash(), status: 'brand', avatar: null, add_date: at, email_confirmed_at: at })
      .returning('id').executeTakeFirstOrThrow();
    await db.insertInto('brand_managers').values({ brand_id: brand.id, user_id: id, added_by: null, add_date: at }).execute();
    await db.insertInto('brand_manager_log').values({ brand_id: brand.id, user_id: id, action: 'add', by_user_id: null, add_date: at }).execute();
    const website = `https://${brand.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.example`;
    await db.updateTable('brands').set({ description: demo.description, website }).where('id', '=', brand.id).execute();
  }
}
