// 0015: reports and moderation. complains holds one report per grower and item (a second report replaces the first);
// a moderator hides an item (is_ban = 1, with the reason its owner reads) or bans its owner (users.is_ban, ban_reason).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

/** The content tables a moderator can hide items of. */
const MODERATED_TABLES = ['diaries', 'weeks', 'photos', 'comments'] as const;

export function moderation(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('complains'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('is_closed', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.createIndex('complains_reporter_uq').on('complains').unique().columns(['user_id', 'type', 'ref_id']).execute();
      // The queue: open reports grouped by item, latest first.
      await db.schema.createIndex('complains_queue_idx').on('complains').columns(['is_closed', 'type', 'ref_id', 'add_date']).execute();

      for (const table of MODERATED_TABLES) {
        await db.schema.alterTable(table).addColumn('is_ban', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.alterTable(table).addColumn('ban_reason', 'text', (c) => c.notNull().defaultTo('')).execute();
      }
      // The list cache's version reads which diaries are hidden: an index keeps that a look-up.
      await db.schema.createIndex('diaries_ban_idx').on('diaries').columns(['is_ban', 'id']).execute();
      await db.schema.alterTable('users').addColumn('ban_reason', 'text', (c) => c.notNull().defaultTo('')).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('users').dropColumn('ban_reason').execute();
      for (const table of MODERATED_TABLES) {
        await db.schema.alterTable(table).dropColumn('ban_reason').execute();
        await db.schema.alterTable(table).dropColumn('is_ban').execute();
      }
      await db.schema.dropTable('complains').ifExists().execute();
    },
  };
}
