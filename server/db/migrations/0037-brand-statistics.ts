// 0037: a brand's statistics per UTC day (brand_stat_days: product page views, new diary weeks logging its products,
// reviews of its products with the sum of their ratings, followers gained and lost), counted in place by the writes
// that cause them; the product page views seen today (product_view_marks: one per viewer, product and day, so a viewer
// counts once a day; older days are purged); and an index of banner days by banner and day for the period sums.
import type { Kysely, Migration } from 'kysely';

export function brandStatistics(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let days = db.schema.createTable('brand_stat_days')
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull());
      for (const column of ['product_views', 'weeks', 'reviews', 'rating_sum', 'followers_gained', 'followers_lost']) {
        days = days.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
      }
      await days.addPrimaryKeyConstraint('brand_stat_days_pk', ['brand_id', 'day']).execute();

      await db.schema.createTable('product_view_marks')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('viewer', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_view_marks_pk', ['product_id', 'viewer', 'day'])
        .execute();
      await db.schema.createIndex('product_view_marks_day_idx').on('product_view_marks').column('day').execute();

      await db.schema.createIndex('ad_banner_days_banner_day_idx').on('ad_banner_days').columns(['banner_id', 'day']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('ad_banner_days_banner_day_idx').ifExists().execute();
      await db.schema.dropTable('product_view_marks').ifExists().execute();
      await db.schema.dropTable('brand_stat_days').ifExists().execute();
    },
  };
}
