// 0031: machine translations (spec §7 translate): one row per item and target language, holding the translated
// fields as JSON and the hash of the source they were made from, so a translation is reused until the text changes.
import type { Kysely, Migration } from 'kysely';

export function translations(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('translations')
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('ref_id', 'integer', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('source_hash', 'text', (c) => c.notNull())
        .addColumn('source_lang', 'text')
        .addColumn('fields', 'text', (c) => c.notNull())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('translations_pk', ['type', 'ref_id', 'lang'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('translations').ifExists().execute();
    },
  };
}
