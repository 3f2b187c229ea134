// 0022: search on PostgreSQL through trigram indexes (pg_trgm, a trusted extension any database owner may create):
// a GIN index (gin_trgm_ops) on the lower-cased name of diaries, products, brands and growers and on week texts, so
// that the substring matches of server/db/full-text.ts (every word anywhere, "ush" in "Kush", as SQLite's FTS5
// trigram index finds them) are index scans rather than reads of every row, and ranked by trigram similarity.
// SQLite keeps its FTS5 index of migration 0009.
import { sql, type Kysely, type Migration } from 'kysely';
import type { DialectName } from '../database';

/** The indexed texts: index name, table, lower-cased column. */
const TRIGRAM_INDEXES = [
  ['diaries_name_trgm', 'diaries', 'name'],
  ['weeks_text_trgm', 'weeks', 'text'],
  ['products_name_trgm', 'products', 'name'],
  ['brands_name_trgm', 'brands', 'name'],
  ['users_name_trgm', 'users', 'name'],
] as const;

export function pgTrigramSearch(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      await sql`create extension if not exists pg_trgm`.execute(db);
      for (const [index, table, column] of TRIGRAM_INDEXES) {
        await sql`create index if not exists ${sql.raw(index)} on ${sql.table(table)} using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      if (dialect !== 'postgres') return;
      for (const [index] of TRIGRAM_INDEXES) await sql`drop index if exists ${sql.raw(index)}`.execute(db);
    },
  };
}
