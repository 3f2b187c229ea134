// 0025: the static pages (GET /api/{page}: faq, about, terms, terms-paid, policy, start), one row per page and language
// with its sections as JSON text, and the messages of the contact and partnership forms (POST /api/contacts). A
// message's `sender` (`user:ID` or `guest:ID`) with its X-Rniq key is unique, so a guest's replayed send stores once
// (a signed-in grower's sends go through idempotency_keys like every write).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function staticPagesContacts(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('static_pages')
        .addColumn('page', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('sections', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('static_pages_pk', ['page', 'lang'])
        .execute();

      await withId(db.schema.createTable('contacts'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('sender', 'text', (c) => c.notNull())
        .addColumn('request_key', 'text')
        .addColumn('body_hash', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('website', 'text', (c) => c.notNull())
        .addColumn('interest', 'text')
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('lang', 'text', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('contacts_sender_key_uq').on('contacts').columns(['sender', 'request_key']).unique().execute();
      await db.schema.createIndex('contacts_date_idx').on('contacts').column('add_date').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('contacts').ifExists().execute();
      await db.schema.dropTable('static_pages').ifExists().execute();
    },
  };
}
