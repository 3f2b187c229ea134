// 0040: premium. Each grower's premium lasts until users.premium_until (null: never had it); premium_orders are the
// orders of plans (amount in integer minor units with the currency), paid by invoice (an admin marks it paid) or Stripe
// Checkout (its webhook does), each paid order an invoice.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function premiumOrders(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('premium_until', 'text').execute();
      await withId(db.schema.createTable('premium_orders'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('days', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('provider_ref', 'text')
        .addColumn('pay_url', 'text')
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('paid_date', 'text')
        .addColumn('paid_by', 'integer')
        .execute();
      await db.schema.createIndex('premium_orders_user_idx').on('premium_orders').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('premium_orders_state_idx').on('premium_orders').columns(['state', 'id']).execute();
      await db.schema.createIndex('premium_orders_ref_idx').on('premium_orders').columns(['provider', 'provider_ref']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('premium_orders').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('premium_until').execute();
    },
  };
}
