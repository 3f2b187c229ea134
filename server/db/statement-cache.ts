// Prepared statements kept by their SQL, reading rows as arrays: Kysely's SQLite driver prepares every query anew, and
// preparing a joined query cost several times running it (a chat page's membership query: about 80 µs to prepare,
// 19 µs to run); and better-sqlite3 builds each row object key by key in C++, twice as slow as reading the row as an
// array and building the object here (a chat page's 21 messages: about 50 against 100 µs). Kysely runs one query at a
// time on its single connection, so a kept statement is never in use twice at once.
import type { Database as SqliteDatabase, Statement } from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

/** Distinct SQL texts kept; the least recently used goes first (a list's `in (?, ?, …)` makes one text per length). */
export const STATEMENTS_KEPT = 500;

/** A statement that changes the schema: every kept statement is dropped then, as their columns may have changed. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\b/i;

/** A row as an object with the statement's column names, the last of equal names winning as in better-sqlite3. */
function rowOf(names: readonly string[], values: unknown[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let c = 0; c < names.length; c++) row[names[c]!] = values[c];
  return row;
}

/** A kept statement as Kysely's driver uses it; a reader answers rows read as arrays. */
function keep(statement: Statement): SqliteStatement {
  if (!statement.reader) return statement;
  statement.raw(true);
  const names = statement.columns().map((column) => column.name);
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map((values) => rowOf(names, values)),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield rowOf(names, values);
    },
  };
}

/** The database as Kysely's SqliteDialect uses it (close, prepare), with prepare answering kept statements. */
export function withStatementCache(sqlite: SqliteDatabase, kept = STATEMENTS_KEPT): { close(): void; prepare(sql: string): SqliteStatement } {
  const statements = new Map<string, SqliteStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      if (SCHEMA_CHANGE.test(sql)) {
        statements.clear();
        return sqlite.prepare(sql);
      }
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last: a Map keeps insertion order.
        statements.delete(sql);
      } else {
        statement = keep(sqlite.prepare(sql));
        if (statements.size >= kept) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
