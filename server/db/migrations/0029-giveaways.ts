// 0029: giveaways (spec §2 Giveaways, §7). giveaways: a sponsor brand's contest with its rules, start and end dates
// (UTC), the moment its winners were settled (closed_date) and counters; giveaway_categories: its categories with
// their prizes and winning entry; giveaway_entries: a grower's diary in a category (one entry per grower and
// category, a unique index); giveaway_votes: one vote per person and category (the primary key refuses a second).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function giveaways(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('giveaways'), dialect)
        .addColumn('link', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('rules', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('closed_date', 'text')
        .addColumn('cnt_entries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_votes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_likes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_comments', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      // The lists (newest end first) and the giveaways due to be settled (not closed, end date passed).
      await db.schema.createIndex('giveaways_list_idx').on('giveaways').columns(['end_date', 'id']).execute();
      await db.schema.createIndex('giveaways_due_idx').on('giveaways').columns(['closed_date', 'end_date']).execute();

      await withId(db.schema.createTable('giveaway_categories'), dialect)
        .addColumn('giveaway_id', 'integer', (c) => c.notNull().references('giveaways.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('prize', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('cnt_entries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_votes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('winner_entry_id', 'integer')
        .execute();
      await db.schema.createIndex('giveaway_categories_giveaway_idx').on('giveaway_categories').columns(['giveaway_id', 'position']).execute();

      await withId(db.schema.createTable('giveaway_entries'), dialect)
        .addColumn('giveaway_id', 'integer', (c) => c.notNull().references('giveaways.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('giveaway_categories.id').onDelete('cascade'))
        .addColumn('diary_id', 'integer', (c) => c.notNull().references('diaries.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('cnt_votes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      // One entry per grower and category (so one diary too); a category's entries by votes.
      await db.schema.createIndex('giveaway_entries_grower_uq').on('giveaway_entries').unique().columns(['category_id', 'user_id']).execute();
      await db.schema.createIndex('giveaway_entries_votes_idx').on('giveaway_entries').columns(['category_id', 'cnt_votes']).execute();
      await db.schema.createIndex('giveaway_entries_diary_idx').on('giveaway_entries').column('diary_id').execute();

      await db.schema.createTable('giveaway_votes')
        .addColumn('category_id', 'integer', (c) => c.notNull().references('giveaway_categories.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('entry_id', 'integer', (c) => c.notNull().references('giveaway_entries.id').onDelete('cascade'))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('giveaway_votes_pk', ['category_id', 'user_id'])
        .execute();
      await db.schema.createIndex('giveaway_votes_entry_idx').on('giveaway_votes').column('entry_id').execute();
      await db.schema.createIndex('giveaway_votes_user_idx').on('giveaway_votes').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['giveaway_votes', 'giveaway_entries', 'giveaway_categories', 'giveaways']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
