// Demo premium: the grower with the most diaries (not the demo account) bought a year by invoice, marked paid by the
// admin, so their diaries carry the gold mark; another grower's monthly invoice order waits unpaid in /admin/orders.
import type { Kysely } from 'kysely';
import { PREMIUM_PLANS } from '../../../src/domain/premium/premium-limits';
import type { Database } from '../types';
import { DEMO_ACCOUNT } from './model';
import { ADMIN_ACCOUNT } from './telemetry';

const DAY = 86_400_000;

/** Inserts the demo orders once (a database that has any order keeps its own). */
export async function insertDemoPremium(db: Kysely<Database>, now: Date): Promise<void> {
  if (await db.selectFrom('premium_orders').select('id').limit(1).executeTakeFirst()) return;
  const growers = await db.selectFrom('diaries').innerJoin('users', 'users.id', 'diaries.user_id')
    .select(['users.id', (eb) => eb.fn.countAll().as('diaries')])
    .where('users.name', 'not in', [DEMO_ACCOUNT.name, ADMIN_ACCOUNT.name]).where('users.password_hash', 'is', null)
    .groupBy('users.id').orderBy('diaries', 'desc').orderBy('users.id').limit(2).execute();
  const [gold, waiting] = growers;
  if (!gold || !waiting) return;
  const admin = await db.selectFrom('users').select('id').where('name', '=', ADMIN_ACCOUNT.name).executeTakeFirst();
  const bought = new Date(now.getTime() - 40 * DAY);
  const paid = new Date(bought.getTime() + 2 * DAY);
  const year = PREMIUM_PLANS.year;
  const month = PREMIUM_PLANS.month;
  await db.insertInto('premium_orders').values([
    {
      user_id: gold.id, plan: 'year', days: year.days, amount: year.amount, currency: year.currency, provider: 'invoice', state: 'paid',
      provider_ref: null, pay_url: null, add_date: bought.toISOString(), paid_date: paid.toISOString(), paid_by: admin?.id ?? null,
    },
    {
      user_id: waiting.id, plan: 'month', days: month.days, amount: month.amount, currency: month.currency, provider: 'invoice', state: 'unpaid',
      provider_ref: null, pay_url: null, add_date: new Date(now.getTime() - DAY).toISOString(), paid_date: null, paid_by: null,
    },
  ]).execute();
  await db.updateTable('users').set({ premium_until: new Date(paid.getTime() + year.days * DAY).toISOString() }).where('id', '=', gold.id).execute();
}
