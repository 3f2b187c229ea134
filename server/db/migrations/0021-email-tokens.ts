// 0021: e-mail. When an account confirmed its address (users.email_confirmed_at, null until then), and the tokens of
// the mails that confirm an address, reset a password or unsubscribe from newsletters: only each token's SHA-256 is
// kept, with its kind, the address it was sent to, when it expires and when it was used (single use).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function emailTokens(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('users').addColumn('email_confirmed_at', 'text').execute();
      await withId(db.schema.createTable('email_tokens'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('email_tokens_user_idx').on('email_tokens').columns(['user_id', 'kind']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('email_tokens').ifExists().execute();
      await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
    },
  };
}
