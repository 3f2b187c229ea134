// 0028: a room's members in the order they joined straight from an index (the chat page shows the first few), instead
// of sorting them on every page.
import type { Kysely, Migration } from 'kysely';

export function chatMemberOrder(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('chat_members_room_order_idx').on('chat_members').columns(['room_id', 'add_date', 'user_id']).execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex('chat_members_room_order_idx').execute();
    },
  };
}
