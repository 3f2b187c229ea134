// 0023: sign in with another account (OpenID Connect). Each account of a provider linked to a grower (provider id,
// the provider's subject, unique together), the sign-ins under way (only the state's SHA-256 is kept, with the PKCE
// verifier, the nonce, where to return and, for a link, who asked; single use, 10 minutes) and the tickets of new
// accounts choosing their name (the provider's subject and e-mail, single use).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function oauth(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('oauth_identities'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addUniqueConstraint('oauth_identities_provider_subject_uq', ['provider', 'subject'])
        .execute();
      await db.schema.createIndex('oauth_identities_user_idx').on('oauth_identities').column('user_id').execute();

      await withId(db.schema.createTable('oauth_states'), dialect)
        .addColumn('state_hash', 'text', (c) => c.notNull().unique())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('code_verifier', 'text', (c) => c.notNull())
        .addColumn('nonce', 'text', (c) => c.notNull())
        .addColumn('return_path', 'text', (c) => c.notNull())
        .addColumn('link_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('oauth_tickets'), dialect)
        .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('email_verified', 'integer', (c) => c.notNull())
        .addColumn('return_path', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('oauth_tickets').ifExists().execute();
      await db.schema.dropTable('oauth_states').ifExists().execute();
      await db.schema.dropTable('oauth_identities').ifExists().execute();
    },
  };
}
