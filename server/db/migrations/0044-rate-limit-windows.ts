// 0044: the attempt counters of the rate limits, in the database so every server node counts against the same limits.
import type { Kysely, Migration } from 'kysely';

export function rateLimitWindows(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createTable('rate_limit_windows')
        // SHA-256 (hex) of the limit's name and its key: keys hold e-mail and network addresses.
        .addColumn('key_hash', 'text', (c) => c.primaryKey())
        .addColumn('hits', 'integer', (c) => c.notNull())
        // The end of the window that began with the key's first counted attempt; swept once past.
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('rate_limit_windows_expires_at').on('rate_limit_windows').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limit_windows').execute();
    },
  };
}
