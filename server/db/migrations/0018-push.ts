// 0018: web push subscriptions, one per device (its push service endpoint is unique), with the keys that encrypt its
// payloads (RFC 8291), its grower and the session that subscribed it (signing out there ends its pushes), when it was
// made and when a push last reached it.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function pushSubscriptions(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('push_subscriptions'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('session_id', 'integer', (c) => c.notNull().references('sessions.id').onDelete('cascade'))
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('last_success', 'text')
        .execute();
      await db.schema.createIndex('push_subscriptions_user_idx').on('push_subscriptions').column('user_id').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('push_subscriptions').ifExists().execute();
    },
  };
}
