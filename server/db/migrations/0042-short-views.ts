// 0042: how many times a short was watched (cnt_views), added from the impression records the app sends (spec §4).
import type { Kysely, Migration } from 'kysely';

export function shortViews(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('shorts').addColumn('cnt_views', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('shorts').dropColumn('cnt_views').execute();
    },
  };
}
