// The auto-increment integer primary key `id` of a new table, in each dialect's own way (shared by the migrations).
import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../database';

/** Adds the auto-increment integer primary key `id` in the dialect's own way. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}
