// 0013: grow questions (spec §3 question, solution). problems: a grower's question with its category, tags (also a
// JSON copy for display), the diary and week it is about, counters and the solution the asker marked as the one that
// helped; problem_solutions: the answers; problem_symptoms: its symptoms from the fixed vocabulary
// (src/domain/question/symptoms.ts); problem_tags: one row per tag, so a tag page is an index range;
// problem_photos: its photos (files as week photos). Questions and answers carry is_ban/ban_reason for moderation.
import type { CreateTableBuilder, Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

/** What a question and an answer both carry: comment and like counters, removal, moderation and dates. */
function withContentColumns<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('cnt_comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cnt_likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_remove', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_ban', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ban_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('add_date', 'text', (c) => c.notNull())
    .addColumn('update_date', 'text', (c) => c.notNull());
}

export function questions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withContentColumns(withId(db.schema.createTable('problems'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('diary_id', 'integer', (c) => c.references('diaries.id').onDelete('set null'))
        .addColumn('week_id', 'integer', (c) => c.references('weeks.id').onDelete('set null'))
        .addColumn('cnt_solutions', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('solution_id', 'integer'))
        .execute();
      // The lists: live questions newest first, per category, and the questions of a diary or week.
      await db.schema.createIndex('problems_list_idx').on('problems').columns(['is_remove', 'is_ban', 'add_date', 'id']).execute();
      await db.schema.createIndex('problems_category_idx').on('problems').columns(['category', 'add_date']).execute();
      await db.schema.createIndex('problems_diary_idx').on('problems').columns(['diary_id', 'week_id']).execute();
      await db.schema.createIndex('problems_user_idx').on('problems').columns(['user_id', 'add_date']).execute();

      await withContentColumns(withId(db.schema.createTable('problem_solutions'), dialect)
        .addColumn('problem_id', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull()))
        .execute();
      await db.schema.createIndex('problem_solutions_problem_idx').on('problem_solutions').columns(['problem_id', 'id']).execute();

      await db.schema.createTable('problem_symptoms')
        .addColumn('problem_id', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('symptom_id', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('problem_symptoms_pk', ['problem_id', 'type', 'symptom_id'])
        .execute();
      await db.schema.createIndex('problem_symptoms_symptom_idx').on('problem_symptoms').columns(['type', 'symptom_id', 'problem_id']).execute();

      await db.schema.createTable('problem_tags')
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('problem_id', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('problem_tags_pk', ['tag', 'problem_id'])
        .execute();
      await db.schema.createIndex('problem_tags_problem_idx').on('problem_tags').column('problem_id').execute();

      await withId(db.schema.createTable('problem_photos'), dialect)
        .addColumn('problem_id', 'integer', (c) => c.notNull().references('problems.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('is_remove', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('problem_photos_problem_idx').on('problem_photos').columns(['problem_id', 'position']).execute();
      await db.schema.createIndex('problem_photos_file_idx').on('problem_photos').column('file').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['problem_photos', 'problem_tags', 'problem_symptoms', 'problem_solutions', 'problems']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
