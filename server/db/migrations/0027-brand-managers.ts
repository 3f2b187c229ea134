// 0027: the brand manager area. Who manages which brand (brand_managers, with who added them and when), the log of
// managers added and removed (brand_manager_log: who did it, when), a brand's description and website, and a stamp
// of the last manager edit on brands and products (update_date, indexed: the catalogue's list cache reads its
// maximum as part of its version) with the draft id a product was created under (tmp_id, unique per brand).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function brandManagers(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('brand_managers')
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('brand_managers_pk', ['brand_id', 'user_id'])
        .execute();
      await db.schema.createIndex('brand_managers_user_idx').on('brand_managers').columns(['user_id', 'brand_id']).execute();

      await withId(db.schema.createTable('brand_manager_log'), dialect)
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('brand_manager_log_brand_idx').on('brand_manager_log').columns(['brand_id', 'id']).execute();

      await db.schema.alterTable('brands').addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('brands').addColumn('website', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('brands').addColumn('update_date', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.createIndex('brands_update_idx').on('brands').column('update_date').execute();
      await db.schema.alterTable('products').addColumn('update_date', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('products').addColumn('tmp_id', 'text').execute();
      await db.schema.createIndex('products_update_idx').on('products').column('update_date').execute();
      await db.schema.createIndex('products_brand_tmp_uq').on('products').columns(['brand_id', 'tmp_id']).unique().execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('products_brand_tmp_uq').ifExists().execute();
      await db.schema.dropIndex('products_update_idx').ifExists().execute();
      await db.schema.alterTable('products').dropColumn('tmp_id').execute();
      await db.schema.alterTable('products').dropColumn('update_date').execute();
      await db.schema.dropIndex('brands_update_idx').ifExists().execute();
      for (const column of ['update_date', 'website', 'description']) await db.schema.alterTable('brands').dropColumn(column).execute();
      await db.schema.dropTable('brand_manager_log').ifExists().execute();
      await db.schema.dropTable('brand_managers').ifExists().execute();
    },
  };
}
