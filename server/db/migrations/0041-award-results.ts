// 0041: when an award's winners were told (notified_date): a closed award is announced once, by whichever server or
// request settles it first. Awards that closed before this existed count as announced.
import { sql, type Kysely, type Migration } from 'kysely';

export function awardResults(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('awards').addColumn('notified_date', 'text').execute();
      const now = new Date().toISOString();
      await sql`update awards set notified_date = end_date where end_date <= ${now}`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('awards').dropColumn('notified_date').execute();
    },
  };
}
