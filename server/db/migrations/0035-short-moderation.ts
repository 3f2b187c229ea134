// 0035: moderators hide a reported short as they hide other content (is_ban with the reason its author reads).
import type { Kysely, Migration } from 'kysely';

export function shortModeration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('shorts').addColumn('is_ban', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('shorts').addColumn('ban_reason', 'text', (c) => c.notNull().defaultTo('')).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('shorts').dropColumn('ban_reason').execute();
      await db.schema.alterTable('shorts').dropColumn('is_ban').execute();
    },
  };
}
