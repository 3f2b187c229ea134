// 0014: grower profiles and settings. Profile fields on users (bio, location, website, socials as a JSON object of
// handles), the account's settings as one JSON object (notifications, measures, interface, newsletters), an admin's
// ban (is_ban) and a deleted account's marker (delete_date: the row stays so kept diaries name a "deleted grower"),
// and user_blocks: the growers a grower blocked (their comments hidden from the blocker, their replies refused).
import type { Kysely, Migration } from 'kysely';

export function profilesSettings(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('bio', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('users').addColumn('location', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('users').addColumn('website', 'text', (c) => c.notNull().defaultTo('')).execute();
      await db.schema.alterTable('users').addColumn('socials', 'text', (c) => c.notNull().defaultTo('{}')).execute();
      await db.schema.alterTable('users').addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}')).execute();
      await db.schema.alterTable('users').addColumn('is_ban', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('users').addColumn('delete_date', 'text').execute();

      await db.schema.createTable('user_blocks')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('blocked_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('user_blocks_pk', ['user_id', 'blocked_id'])
        .execute();
      // "Who blocked this grower": replies are refused by the growers who blocked their author.
      await db.schema.createIndex('user_blocks_blocked_idx').on('user_blocks').columns(['blocked_id', 'user_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('user_blocks').ifExists().execute();
      for (const column of ['delete_date', 'is_ban', 'settings', 'socials', 'website', 'location', 'bio']) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
    },
  };
}
