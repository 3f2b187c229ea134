// 0017: chats. chat_rooms (direct ones found again by direct_key "a:b", a < b; groups named, with an owner; a public
// address), chat_members with each grower's read position, chat_messages paged by (room_id, id), chat_bans (a banned
// member reads but cannot write) and chat_complains (one report per grower and room).
import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../database';
import { withId } from './with-id';

export function chats(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('chat_rooms'), dialect)
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('address', 'text', (c) => c.notNull().unique())
        .addColumn('direct_key', 'text', (c) => c.unique())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('is_business', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('cnt_members', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_message_id', 'integer')
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addColumn('update_date', 'text', (c) => c.notNull())
        .execute();

      await db.schema.createTable('chat_members')
        .addColumn('room_id', 'integer', (c) => c.notNull().references('chat_rooms.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('last_read_id', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_members_pk', ['room_id', 'user_id'])
        .execute();
      // A grower's rooms, the list.
      await db.schema.createIndex('chat_members_user_idx').on('chat_members').columns(['user_id', 'room_id']).execute();

      await withId(db.schema.createTable('chat_messages'), dialect)
        .addColumn('room_id', 'integer', (c) => c.notNull().references('chat_rooms.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('address', 'text')
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      // Pages of a room by id (latest, older than, newer than) and unread counts after a read position.
      await db.schema.createIndex('chat_messages_room_idx').on('chat_messages').columns(['room_id', 'id']).execute();

      await db.schema.createTable('chat_bans')
        .addColumn('room_id', 'integer', (c) => c.notNull().references('chat_rooms.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('by_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('chat_bans_pk', ['room_id', 'user_id'])
        .execute();

      await withId(db.schema.createTable('chat_complains'), dialect)
        .addColumn('room_id', 'integer', (c) => c.notNull().references('chat_rooms.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('message_id', 'integer')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('add_date', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('chat_complains_uq').on('chat_complains').unique().columns(['user_id', 'room_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['chat_complains', 'chat_bans', 'chat_messages', 'chat_members', 'chat_rooms']) {
        await db.schema.dropTable(table).ifExists().execute();
      }
    },
  };
}
