// @vitest-environment node
// Migration 0020 moves the reports of chats and chat messages into complains: a report naming a message of its room
// becomes a report of that message, one without a message (or naming one that is gone) a report of the room.
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { chatModeration } from './0020-chat-moderation';

describe('migration 0020', () => {
  it('moves chat_complains into complains and lets messages be hidden', async () => {
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    for (const statement of [
      'CREATE TABLE complains (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, type TEXT NOT NULL, ref_id INTEGER NOT NULL, reason TEXT NOT NULL, text TEXT NOT NULL DEFAULT \'\', add_date TEXT NOT NULL, is_closed INTEGER NOT NULL DEFAULT 0)',
      'CREATE TABLE chat_messages (id INTEGER PRIMARY KEY AUTOINCREMENT, room_id INTEGER NOT NULL, user_id INTEGER NOT NULL, text TEXT NOT NULL, address TEXT, add_date TEXT NOT NULL)',
      'CREATE TABLE chat_complains (id INTEGER PRIMARY KEY AUTOINCREMENT, room_id INTEGER NOT NULL, user_id INTEGER NOT NULL, message_id INTEGER, reason TEXT NOT NULL, text TEXT NOT NULL DEFAULT \'\', add_date TEXT NOT NULL)',
      "INSERT INTO chat_messages (id, room_id, user_id, text, add_date) VALUES (10, 1, 5, 'Buy seeds', '2026-11-01'), (11, 2, 5, 'Elsewhere', '2026-11-01')",
      "INSERT INTO chat_complains (room_id, user_id, message_id, reason, text, add_date) VALUES (1, 7, 10, 'selling', 'He sells', '2026-11-02'), (1, 8, NULL, 'abuse', '', '2026-11-03'), (1, 9, 11, 'spam', '', '2026-11-04')",
    ]) await sql.raw(statement).execute(db);

    await chatModeration().up(db);

    const moved = await sql<{ user_id: number; type: string; ref_id: number; reason: string; text: string; is_closed: number }>`
      SELECT user_id, type, ref_id, reason, text, is_closed FROM complains ORDER BY user_id`.execute(db);
    expect(moved.rows).toEqual([
      { user_id: 7, type: 'chat_message', ref_id: 10, reason: 'selling', text: 'He sells', is_closed: 0 },
      { user_id: 8, type: 'chat', ref_id: 1, reason: 'abuse', text: '', is_closed: 0 },
      // Message 11 is not in room 1: the report stays one of the room.
      { user_id: 9, type: 'chat', ref_id: 1, reason: 'spam', text: '', is_closed: 0 },
    ]);
    const tables = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE name = 'chat_complains'`.execute(db);
    expect(tables.rows).toEqual([]);
    const message = await sql<{ is_ban: number; ban_reason: string }>`SELECT is_ban, ban_reason FROM chat_messages WHERE id = 10`.execute(db);
    expect(message.rows).toEqual([{ is_ban: 0, ban_reason: '' }]);
    await db.destroy();
  });
});
