// 0037: a brand's statistics per UTC day (brand_stat_days: product page views, new diary weeks logging its products,
// reviews of its products with the sum of their ratings, followers gained and lost, counted in place by the writes
// that cause them; and its banners' views and clicks, added by triggers whenever a banner's day row of ad_banner_days
// is written, so a period is read from one row a day, never summed over every banner); and the product page views
// seen today (product_view_marks: one per viewer, product and day, so a viewer counts once a day; older days purged).
// A deleted banner's figures stay in its brand's days: they are what the brand's banners did then.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/** Adds a banner day's views and clicks (`views`, `clicks`: SQL of the amounts) to its brand's day. */
const addBannerDay = (views: string, clicks: string) => sql.raw(`insert into brand_stat_days (brand_id, day, banner_views, banner_clicks)
  select b.brand_id, new.day, ${views}, ${clicks} from ad_banners b where b.id = new.banner_id
  on conflict (brand_id, day) do update set banner_views = brand_stat_days.banner_views + excluded.banner_views,
    banner_clicks = brand_stat_days.banner_clicks + excluded.banner_clicks`);

/** Triggers that add every banner day written (a new row, or more views and clicks on a row) to its brand's day. */
async function createBannerTriggers(db: Kysely<unknown>, dialect: DialectName) {
  const inserted = addBannerDay('new.views', 'new.clicks');
  const updated = addBannerDay('new.views - old.views', 'new.clicks - old.clicks');
  if (dialect === 'sqlite') {
    await sql`create trigger ad_banner_days_brand_insert after insert on ad_banner_days begin ${inserted}; end`.execute(db);
    await sql`create trigger ad_banner_days_brand_update after update of views, clicks on ad_banner_days begin ${updated}; end`.execute(db);
    return;
  }
  await sql`create function brand_stat_days_add_banner_day() returns trigger as $$ begin
    if tg_op = 'INSERT' then ${inserted}; else ${updated}; end if; return null; end $$ language plpgsql`.execute(db);
  await sql`create trigger ad_banner_days_brand after insert or update of views, clicks on ad_banner_days
    for each row execute function brand_stat_days_add_banner_day()`.execute(db);
}

export function brandStatistics(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      let days = db.schema.createTable('brand_stat_days')
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull());
      for (const column of ['product_views', 'weeks', 'reviews', 'rating_sum', 'banner_views', 'banner_clicks', 'followers_gained', 'followers_lost']) {
        days = days.addColumn(column, 'integer', (c) => c.notNull().defaultTo(0));
      }
      await days.addPrimaryKeyConstraint('brand_stat_days_pk', ['brand_id', 'day']).execute();
      // The banner days counted before this migration.
      await sql`insert into brand_stat_days (brand_id, day, banner_views, banner_clicks)
        select b.brand_id, d.day, sum(d.views), sum(d.clicks) from ad_banner_days d join ad_banners b on b.id = d.banner_id
        group by b.brand_id, d.day`.execute(db);
      await createBannerTriggers(db, dialect);

      await db.schema.createTable('product_view_marks')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('viewer', 'text', (c) => c.notNull())
        .addColumn('day', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_view_marks_pk', ['product_id', 'viewer', 'day'])
        .execute();
      await db.schema.createIndex('product_view_marks_day_idx').on('product_view_marks').column('day').execute();
    },
    async down(db: Kysely<unknown>) {
      if (dialect === 'sqlite') {
        await sql`drop trigger if exists ad_banner_days_brand_insert`.execute(db);
        await sql`drop trigger if exists ad_banner_days_brand_update`.execute(db);
      } else {
        await sql`drop trigger if exists ad_banner_days_brand on ad_banner_days`.execute(db);
        await sql`drop function if exists brand_stat_days_add_banner_day()`.execute(db);
      }
      await db.schema.dropTable('product_view_marks').ifExists().execute();
      await db.schema.dropTable('brand_stat_days').ifExists().execute();
    },
  };
}
