// Notifications about chat messages: a message tells every other member of its room, grouped per room and day ("Anna
// and 2 others wrote in Growers of Berlin", "Anna wrote you 3 messages"), and reading a room (the reader's position
// moving, or writing in it) reads its message notifications up to there, so the badge agrees with the chat's unread.
import type { Kysely, Transaction } from 'kysely';
import { groupKey } from '../../src/domain/notification/notification-kinds';
import type { Database } from '../db/types';
import { notificationsRead, notifyAll } from './notify';

type Db = Kysely<Database> | Transaction<Database>;
/** What a message notification needs of its room. */
export interface ChatRoomRef { id: number; kind: 'direct' | 'group'; name: string }

/** A group chat's notifications name the room; a direct chat's are "wrote you". */
const itemTypeOf = (room: ChatRoomRef) => (room.kind === 'group' ? 'chat' : 'direct');

/** Marks the grower's message notifications of the room read up to the message `upToId` (in the caller's transaction). */
export async function chatRead(db: Db, userId: number, room: ChatRoomRef, upToId: number): Promise<void> {
  const read = await db.updateTable('notifications').set({ is_read: 1 })
    .where('user_id', '=', userId).where('group_key', '=', groupKey('message', itemTypeOf(room), room.id))
    .where('is_read', '=', 0).where('source_id', '<=', upToId).executeTakeFirst();
  if (Number(read.numUpdatedRows) > 0) notificationsRead(db, userId);
}

/** A message was stored: the other members hear of it (not those who blocked its writer); the writer read the room. */
export async function messageSent(db: Db, room: ChatRoomRef, message: { id: number; userId: number; text: string }, memberIds: number[]): Promise<void> {
  const item = { type: itemTypeOf(room), id: room.id, title: room.kind === 'group' ? room.name : '', link: `/chats/${room.id}` };
  await notifyAll(db, memberIds, { actorId: message.userId, kind: 'message', item, sourceId: message.id, text: message.text });
  await chatRead(db, message.userId, room, message.id);
}
