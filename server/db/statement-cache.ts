// Prepared statements kept by their SQL: Kysely's SQLite driver prepares every query anew, and preparing a joined query
// cost several times running it (a chat page's membership query: about 80 µs to prepare, 19 µs to run). Kysely runs one
// query at a time on its single connection, so a kept statement is never in use twice at once.
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';

/** Distinct SQL texts kept; the least recently used goes first (a list's `in (?, ?, …)` makes one text per length). */
export const STATEMENTS_KEPT = 500;

/** The database as Kysely's SqliteDialect uses it (close, prepare), with prepare answering kept statements. */
export function withStatementCache(sqlite: SqliteDatabase, kept = STATEMENTS_KEPT): { close(): void; prepare(sql: string): Statement } {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last: a Map keeps insertion order.
        statements.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (statements.size >= kept) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
