// 0016: grouped notifications. One row per event and grower it concerns; the indexes answer the unread numbers per
// channel, a channel's groups by kind, item and day, a group's members, and the newest first.
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function notifications(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('notifications'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('item_type', 'text', (c) => c.notNull())
        .addColumn('item_id', 'integer', (c) => c.notNull())
        .addColumn('item_title', 'text', (c) => c.notNull().defaultTo(''))
        // A week's number in its diary (the title is the diary's name); 0 otherwise.
        .addColumn('item_number', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('link', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('source_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('group_key', 'text', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      // One notification per event: a like taken back and given again the same day notifies once.
      await db.schema.createIndex('notifications_event_uq').on('notifications').unique()
        .columns(['user_id', 'group_key', 'period', 'actor_id', 'source_id']).execute();
      // Unread numbers per channel; a channel's newest first.
      await db.schema.createIndex('notifications_channel_idx').on('notifications').columns(['user_id', 'channel', 'is_read', 'id']).execute();
      // Everything newest first (the all tab, the flat list).
      await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('notifications').ifExists().execute();
    },
  };
}
