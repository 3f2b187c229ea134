// 0026: the journal (spec §2 Journal, §7 Blog). articles: admins' articles (Markdown text, a link unique among
// articles, category, tags as a JSON copy of article_tags, a cover file, counters); article_tags: one row per tag, so
// a tag page is an index range; journal_polls, journal_poll_options: reader votes with their options and counts;
// journal_poll_votes: one vote per person and poll (its primary key refuses a second).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function journal(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('articles'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('link', 'text', (c) => c.notNull().unique())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('cover_file', 'text')
        .addColumn('cnt_views', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('view_seconds', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_likes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_comments', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_remove', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .execute();
      // The lists: live articles newest first, and per category.
      await db.schema.createIndex('articles_list_idx').on('articles').columns(['is_remove', 'add_date', 'id']).execute();
      await db.schema.createIndex('articles_category_idx').on('articles').columns(['category', 'is_remove', 'add_date', 'id']).execute();

      await db.schema.createTable('article_tags')
        .addColumn('tag', 'text', (c) => c.notNull())
        .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('article_tags_pk', ['tag', 'article_id'])
        .execute();
      await db.schema.createIndex('article_tags_article_idx').on('article_tags').column('article_id').execute();

      await withId(db.schema.createTable('journal_polls'), dialect)
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('cnt_votes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('end_date', 'text')
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('journal_polls_list_idx').on('journal_polls').columns(['add_date', 'id']).execute();

      await withId(db.schema.createTable('journal_poll_options'), dialect)
        .addColumn('poll_id', 'integer', (c) => c.notNull().references('journal_polls.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull())
        .addColumn('cnt_votes', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('journal_poll_options_poll_idx').on('journal_poll_options').columns(['poll_id', 'position']).execute();

      await db.schema.createTable('journal_poll_votes')
        .addColumn('poll_id', 'integer', (c) => c.notNull().references('journal_polls.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('option_id', 'integer', (c) => c.notNull().references('journal_poll_options.id').onDelete('cascade'))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('journal_poll_votes_pk', ['poll_id', 'user_id'])
        .execute();
      await db.schema.createIndex('journal_poll_votes_user_idx').on('journal_poll_votes').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['journal_poll_votes', 'journal_poll_options', 'journal_polls', 'article_tags', 'articles']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
