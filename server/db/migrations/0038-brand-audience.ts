// 0038: a brand's audience in the brand manager area. Its testers (brand_testers, with who added them and when) and
// the log of testers added and removed (brand_tester_log); its plan (brand_plans: none is the free plan); its
// newsletters (brand_newsletters, drafts until sent, with their send, open and click counters), one row per follower a
// newsletter went to (brand_newsletter_sends: the recipient's token for the open pixel and click links, first open and
// first click), and the opens and clicks per UTC day (brand_newsletter_days) its chart reads.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function brandAudience(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('brand_testers')
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('brand_testers_pk', ['brand_id', 'user_id'])
        .execute();
      await db.schema.createIndex('brand_testers_user_idx').on('brand_testers').columns(['user_id', 'brand_id']).execute();

      await withId(db.schema.createTable('brand_tester_log'), dialect)
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('by_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('brand_tester_log_brand_idx').on('brand_tester_log').columns(['brand_id', 'id']).execute();

      await db.schema.createTable('brand_plans')
        .addColumn('brand_id', 'integer', (c) => c.primaryKey().references('brands.id').onDelete('cascade'))
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('since', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('brand_newsletters'), dialect)
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .addColumn('send_date', 'text')
        .addColumn('cnt_sends', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_opens', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_clicks', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('brand_newsletters_brand_idx').on('brand_newsletters').columns(['brand_id', 'id']).execute();
      await db.schema.createIndex('brand_newsletters_sent_idx').on('brand_newsletters').columns(['brand_id', 'send_date']).execute();

      await withId(db.schema.createTable('brand_newsletter_sends'), dialect)
        .addColumn('newsletter_id', 'integer', (c) => c.notNull().references('brand_newsletters.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('send_date', 'text', (c) => c.notNull())
        .addColumn('open_date', 'text')
        .addColumn('click_date', 'text')
        .execute();
      await db.schema.createIndex('brand_newsletter_sends_uq').on('brand_newsletter_sends').columns(['newsletter_id', 'user_id']).unique().execute();

      await db.schema.createTable('brand_newsletter_days')
        .addColumn('newsletter_id', 'integer', (c) => c.notNull().references('brand_newsletters.id').onDelete('cascade'))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('opens', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('clicks', 'integer', (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint('brand_newsletter_days_pk', ['newsletter_id', 'day'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['brand_newsletter_days', 'brand_newsletter_sends', 'brand_newsletters', 'brand_plans', 'brand_tester_log', 'brand_testers']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
