// 0012: comments and likes (spec §3 comment, §4 toggles, §7 Comments). A comment belongs to a content item by
// (type, ref_id) and answers another by parent_id (one level of replies); a removed comment that has replies keeps
// its row (is_remove = 1) so its thread stays in place. comment_mentions holds the growers a comment names (@name),
// resolved when it is written. likes hold one row per grower and item (the primary key), so a like is never counted
// twice. Photos get the counters diaries and weeks already have.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function commentsAndLikes(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('comments'), dialect)
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .addColumn('cnt_likes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_childs', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_remove', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      // A thread's top comments newest or oldest first (id follows the date), and most liked first.
      await db.schema.createIndex('comments_item_idx').on('comments').columns(['type', 'ref_id', 'parent_id', 'id']).execute();
      await db.schema.createIndex('comments_item_likes_idx').on('comments').columns(['type', 'ref_id', 'parent_id', 'cnt_likes', 'id']).execute();
      // Replies of a comment, oldest first.
      await db.schema.createIndex('comments_parent_idx').on('comments').columns(['parent_id', 'id']).execute();
      await db.schema.createIndex('comments_user_idx').on('comments').columns(['user_id', 'id']).execute();

      await db.schema.createTable('comment_mentions')
        .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('comment_mentions_pk', ['comment_id', 'user_id'])
        .execute();
      await db.schema.createIndex('comment_mentions_user_idx').on('comment_mentions').column('user_id').execute();

      await db.schema.createTable('likes')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('likes_pk', ['user_id', 'type', 'ref_id'])
        .execute();
      await db.schema.createIndex('likes_item_idx').on('likes').columns(['type', 'ref_id', 'add_date']).execute();

      await db.schema.alterTable('photos').addColumn('cnt_likes', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('photos').addColumn('cnt_comments', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('photos').dropColumn('cnt_comments').execute();
      await db.schema.alterTable('photos').dropColumn('cnt_likes').execute();
      await db.schema.dropTable('likes').ifExists().execute();
      await db.schema.dropTable('comment_mentions').ifExists().execute();
      await db.schema.dropTable('comments').ifExists().execute();
    },
  };
}
