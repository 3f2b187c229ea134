// 0032: shorts (spec §2 /shorts, §7 /api/shorts and /api/videos): a grower's short vertical video with a title, a
// description and a poster frame taken on the device. The clip arrives by the resumable video upload (tus): until it
// has, the short is a draft (publish_date null) that only its author sees. upload_id and (user_id, key) make a resent
// upload answer the finished one.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function shorts(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('shorts'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('poster_file', 'text')
        .addColumn('file', 'text')
        .addColumn('mime', 'text')
        .addColumn('bytes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('upload_id', 'text', (c) => c.unique())
        .addColumn('key', 'text')
        .addColumn('cnt_likes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_comments', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_remove', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .addColumn('publish_date', 'text')
        .execute();
      await db.schema.createIndex('shorts_user_key_idx').on('shorts').columns(['user_id', 'key']).unique().execute();
      // The feed, newest first, and a grower's shorts on their profile.
      await db.schema.createIndex('shorts_feed_idx').on('shorts').columns(['is_remove', 'publish_date', 'id']).execute();
      await db.schema.createIndex('shorts_user_feed_idx').on('shorts').columns(['user_id', 'is_remove', 'publish_date', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('shorts').ifExists().execute();
    },
  };
}
