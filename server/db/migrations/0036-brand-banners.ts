// 0036: banners a brand manages itself. A banner runs between optional first and last days (ad_banners.start_date and
// end_date, UTC YYYY-MM-DD, both included) and stamps its last change (update_date); pictures uploaded for a brand's
// banners are remembered per brand (brand_banner_images), so a save may only name a picture of its own brand.
import type { Kysely, Migration } from 'kysely';

export function brandBanners(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('ad_banners').addColumn('start_date', 'text').execute();
      await db.schema.alterTable('ad_banners').addColumn('end_date', 'text').execute();
      await db.schema.alterTable('ad_banners').addColumn('update_date', 'text').execute();
      await db.schema.createTable('brand_banner_images')
        .addColumn('image', 'text', (c) => c.primaryKey())
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('brand_banner_images_brand_idx').on('brand_banner_images').column('brand_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('brand_banner_images').ifExists().execute();
      for (const column of ['update_date', 'end_date', 'start_date']) await db.schema.alterTable('ad_banners').dropColumn(column).execute();
    },
  };
}
