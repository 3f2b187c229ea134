// Demo shop: the demo nutrient brand (partner plan) sells its first products through the site, and the demo grower has
// ordered from it before: one order shipped, one cancelled and one confirmed (oldest first). Added to a database seeded
// before them too (on the next start), once.
import type { Kysely } from 'kysely';
import type { Database } from '../types';
import { DEMO_BRAND_MANAGERS } from './brand-managers';
import { demoManagedBrands } from './brand-testers';
import { DEMO_ACCOUNT } from './model';

const DAY_MS = 86_400_000;
/** Prices of the sold products in cents, in catalogue order. */
const PRICES = [1290, 1490, 990, 2450, 3990, 790];
const DEMO_ORDERS = [
  { state: 'shipped', daysAgo: 45, lines: [[0, 2], [1, 1]] },
  { state: 'cancelled', daysAgo: 20, lines: [[2, 3]] },
  { state: 'confirmed', daysAgo: 6, lines: [[3, 1]] },
] as const;

/** Prices the demo nutrient brand's products and adds the demo grower's orders, unless a price exists already. */
export async function insertDemoPartnerOrders(db: Kysely<Database>, now: Date): Promise<void> {
  if (await db.selectFrom('product_prices').select('product_id').limit(1).executeTakeFirst()) return;
  const nutrientManager = DEMO_BRAND_MANAGERS.find((demo) => demo.section === 'nutrient')!;
  const brand = (await demoManagedBrands(db)).find((row) => row.email === nutrientManager.email);
  const grower = await db.selectFrom('users').select('id').where('name', '=', DEMO_ACCOUNT.name).executeTakeFirst();
  if (!brand || !grower) return;
  const products = await db.selectFrom('products').select(['id', 'name', 'link']).where('brand_id', '=', brand.brand_id).where('user_added', '=', 0)
    .orderBy('id').limit(PRICES.length).execute();
  if (products.length < PRICES.length) return;
  const at = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  await db.insertInto('product_prices').values(products.map((product, index) => ({ product_id: product.id, amount: PRICES[index]!, currency: 'EUR', update_date: at }))).execute();
  for (const demo of DEMO_ORDERS) {
    const date = new Date(now.getTime() - demo.daysAgo * DAY_MS).toISOString();
    const lines = demo.lines.map(([index, quantity]) => ({ ...products[index]!, amount: PRICES[index]!, quantity }));
    const { id } = await db.insertInto('partner_orders').values({
      user_id: grower.id, brand_id: brand.brand_id, state: demo.state, currency: 'EUR', total: lines.reduce((sum, line) => sum + line.amount * line.quantity, 0),
      delivery_name: 'Demo Grower', delivery_address: 'Hanfweg 4\n10115 Berlin\nGermany', delivery_phone: '+49 30 5550100', delivery_email: 'demo@growdiaries.test',
      add_date: date, update_date: date,
    }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('partner_order_lines').values(lines.map((line, position) => ({
      order_id: id, position, product_id: line.id, name: line.name, link: line.link, amount: line.amount, quantity: line.quantity,
    }))).execute();
  }
}
