// 0020: chat reports join the moderators' queue. Reports of a chat message (type 'chat_message') or a room ('chat')
// move from chat_complains into complains, the one table every report lives in, and chat_complains goes; a moderator
// hides a message like other content (chat_messages.is_ban with the reason its author reads).
import { sql, type Kysely, type Migration } from 'kysely';

export function chatModeration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('chat_messages').addColumn('is_ban', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      await db.schema.alterTable('chat_messages').addColumn('ban_reason', 'text', (c) => c.notNull().defaultTo('')).execute();
      // One report per grower and room, naming a message or not: each becomes a report of that message or room.
      await sql`INSERT INTO complains (user_id, type, ref_id, reason, text, add_date, is_closed)
        SELECT cc.user_id, CASE WHEN m.id IS NULL THEN 'chat' ELSE 'chat_message' END, COALESCE(m.id, cc.room_id), cc.reason, cc.text, cc.add_date, 0
        FROM chat_complains cc LEFT JOIN chat_messages m ON m.id = cc.message_id AND m.room_id = cc.room_id`.execute(db);
      await db.schema.dropTable('chat_complains').execute();
    },
    async down(db: Kysely<unknown>) {
      await sql`DELETE FROM complains WHERE type IN ('chat', 'chat_message')`.execute(db);
      await db.schema.alterTable('chat_messages').dropColumn('ban_reason').execute();
      await db.schema.alterTable('chat_messages').dropColumn('is_ban').execute();
    },
  };
}
