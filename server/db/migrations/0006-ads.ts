// 0006: ads. Banners brands book (ad_banners: kind, picture, link, section targeting, weight, on/off), their views
// and clicks per placement and day (ad_banner_days, one row per banner, placement and UTC day, counts added in place),
// and the nonces of signed statistics entries each guest used (ad_stat_nonces), kept as long as entries are accepted.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function adsSchema(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('ad_banners'), dialect)
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text')
        .addColumn('width', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('height', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('sections', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('weight', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('ad_banners_kind_idx').on('ad_banners').columns(['enabled', 'kind']).execute();
      await db.schema.createIndex('ad_banners_brand_idx').on('ad_banners').column('brand_id').execute();
      await db.schema.createIndex('ad_banners_product_idx').on('ad_banners').column('product_id').execute();

      await db.schema.createTable('ad_banner_days')
        .addColumn('banner_id', 'integer', (c) => c.notNull().references('ad_banners.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('ad_banner_days_pk', ['banner_id', 'kind', 'day'])
        .execute();

      await db.schema.createTable('ad_stat_nonces')
        .addColumn('guest', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('ad_stat_nonces_pk', ['guest', 'nonce'])
        .execute();
      await db.schema.createIndex('ad_stat_nonces_date_idx').on('ad_stat_nonces').column('add_date').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['ad_stat_nonces', 'ad_banner_days', 'ad_banners']) await db.schema.dropTable(table).ifExists().execute();
    },
  };
}
