// 0043: partner orders. product_prices holds what a product sells for through the site (integer minor units of its
// currency; a brand on the partner or premium plan sells the products that have a row); partner_orders are a grower's
// orders, one per brand of a checkout, with the delivery details, and partner_order_lines their products at the
// checkout's prices.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function partnerOrders(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('product_prices')
        .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('partner_orders'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('delivery_name', 'text', (c) => c.notNull())
        .addColumn('delivery_address', 'text', (c) => c.notNull())
        .addColumn('delivery_phone', 'text', (c) => c.notNull())
        .addColumn('delivery_email', 'text', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('partner_orders_user_idx').on('partner_orders').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('partner_orders_brand_idx').on('partner_orders').columns(['brand_id', 'id']).execute();
      await db.schema.createTable('partner_order_lines')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('partner_orders.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('link', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('partner_order_lines_pk', ['order_id', 'position'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('partner_order_lines').ifExists().execute();
      await db.schema.dropTable('partner_orders').ifExists().execute();
      await db.schema.dropTable('product_prices').ifExists().execute();
    },
  };
}
