// 0033: imports of a data export into an account. Each upload is a job (account_imports: its zip, state and progress,
// claimed by one server at a time), and each diary it made is remembered by its id in the export
// (account_import_diaries), so a job taken over after a crash goes on where it stopped and never makes a diary twice.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function accountImports(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('account_imports'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('file', 'text', (c) => c.notNull())
        .addColumn('bytes', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('diaries_total', 'integer', (c) => c.notNull())
        .addColumn('photos_total', 'integer', (c) => c.notNull())
        .addColumn('photos_skipped', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('error', 'text')
        .addColumn('claimed_at', 'text')
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_imports_user_idx').on('account_imports').columns(['user_id', 'id']).execute();
      await db.schema.createIndex('account_imports_status_idx').on('account_imports').columns(['status', 'id']).execute();
      await db.schema.createTable('account_import_diaries')
        .addColumn('import_id', 'integer', (c) => c.notNull().references('account_imports.id').onDelete('cascade'))
        .addColumn('source_id', 'integer', (c) => c.notNull())
        .addColumn('diary_id', 'integer', (c) => c.notNull().references('diaries.id').onDelete('cascade'))
        .addColumn('photos', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('account_import_diaries_pk', ['import_id', 'source_id'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('account_import_diaries').ifExists().execute();
      await db.schema.dropTable('account_imports').ifExists().execute();
    },
  };
}
