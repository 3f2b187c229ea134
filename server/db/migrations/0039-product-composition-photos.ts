// 0039: what a brand's managers tell about a product beyond its name: its composition (NPK, ingredients, nutrient
// values and advised doses, kept whole as JSON, one row per product) and its photos (the week photo sizes, in order,
// the first the main one).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function productCompositionPhotos(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('product_compositions')
        .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .execute();
      await withId(db.schema.createTable('product_photos'), dialect)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('product_photos_product_idx').on('product_photos').columns(['product_id', 'position']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('product_photos').ifExists().execute();
      await db.schema.dropTable('product_compositions').ifExists().execute();
    },
  };
}
