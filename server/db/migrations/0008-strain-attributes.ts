// 0008: strain attributes (genes, THC and CBD, yield, height, difficulty, flowering), their category values as
// tags (one row per strain, category and value, so a category page is an index range), and strain lineage.
import { type Kysely, type Migration } from 'kysely';

export function strainAttributes(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('strain_attributes')
        .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
        .addColumn('indica', 'integer', (c) => c.notNull())
        .addColumn('flowering_type', 'text', (c) => c.notNull())
        .addColumn('thc', 'real', (c) => c.notNull())
        .addColumn('cbd', 'real', (c) => c.notNull())
        .addColumn('yield_gm2', 'integer', (c) => c.notNull())
        .addColumn('height_cm', 'integer', (c) => c.notNull())
        .addColumn('growing', 'text', (c) => c.notNull())
        .addColumn('flowering_weeks', 'integer', (c) => c.notNull())
        .execute();

      // Every category value of a strain, the levels included (thc, yield, height, growing, genes).
      await db.schema.createTable('strain_tags')
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('strain_tags_pk', ['category', 'value', 'product_id'])
        .execute();
      await db.schema.createIndex('strain_tags_product_idx').on('strain_tags').columns(['product_id', 'category', 'position']).execute();

      // Up to two parents per strain: a catalogue strain (parent_id) or a name outside the catalogue (a landrace).
      await db.schema.createTable('strain_parents')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('parent_name', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('strain_parents_pk', ['product_id', 'position'])
        .execute();
      await db.schema.createIndex('strain_parents_parent_idx').on('strain_parents').column('parent_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['strain_parents', 'strain_tags', 'strain_attributes']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
