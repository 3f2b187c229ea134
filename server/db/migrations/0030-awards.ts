// 0030: awards and events (spec §2 Awards and events, §7 /api/awards). awards: a yearly award or an event, by link
// (a year or a slug), with its voting dates and vote count; award_categories: its categories, each of one nominee
// kind (diary, grower, strain, brand); award_nominees: a category's nominees (the diary, user, product or brand they
// name) with their counts; award_votes: one vote per person and category (its primary key refuses a second).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function awards(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('awards'), dialect)
        .addColumn('link', 'text', (c) => c.notNull().unique())
        .addColumn('section', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('cnt_votes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('awards_section_idx').on('awards').columns(['section', 'start_date', 'id']).execute();

      await withId(db.schema.createTable('award_categories'), dialect)
        .addColumn('award_id', 'integer', (c) => c.notNull().references('awards.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('cnt_votes', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('award_categories_award_idx').on('award_categories').columns(['award_id', 'position']).execute();

      await withId(db.schema.createTable('award_nominees'), dialect)
        .addColumn('category_id', 'integer', (c) => c.notNull().references('award_categories.id').onDelete('cascade'))
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('cnt_votes', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('award_nominees_category_ref_uq', ['category_id', 'ref_id'])
        .execute();
      await db.schema.createIndex('award_nominees_category_idx').on('award_nominees').columns(['category_id', 'position']).execute();

      await db.schema.createTable('award_votes')
        .addColumn('category_id', 'integer', (c) => c.notNull().references('award_categories.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('nominee_id', 'integer', (c) => c.notNull().references('award_nominees.id').onDelete('cascade'))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('award_votes_pk', ['category_id', 'user_id'])
        .execute();
      await db.schema.createIndex('award_votes_user_idx').on('award_votes').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['award_votes', 'award_nominees', 'award_categories', 'awards']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
