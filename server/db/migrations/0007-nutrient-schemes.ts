// 0007: nutrient schemes. A scheme belongs to a nutrient brand and has a name and week-by-week doses: one row per
// week of a phase and product, the dose in ml per litre (the canonical unit of spec §9).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';

export function nutrientSchemes(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const schemes = db.schema.createTable('nutrient_schemes');
      await (dialect === 'postgres'
        ? schemes.addColumn('id', 'serial', (c) => c.primaryKey())
        : schemes.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()))
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('nutrient_schemes_brand_idx').on('nutrient_schemes').columns(['brand_id', 'name']).execute();

      // position orders the weeks of a scheme; faza and week name them (vegetation week 2, flowering week 5...).
      await db.schema.createTable('nutrient_scheme_doses')
        .addColumn('scheme_id', 'integer', (c) => c.notNull().references('nutrient_schemes.id').onDelete('cascade'))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('faza', 'integer', (c) => c.notNull())
        .addColumn('week', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('dose', 'real', (c) => c.notNull())
        .addPrimaryKeyConstraint('nutrient_scheme_doses_pk', ['scheme_id', 'position', 'product_id'])
        .execute();
      await db.schema.createIndex('nutrient_scheme_doses_product_idx').on('nutrient_scheme_doses').column('product_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('nutrient_scheme_doses').ifExists().execute();
      await db.schema.dropTable('nutrient_schemes').ifExists().execute();
    },
  };
}
