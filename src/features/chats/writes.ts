// Chat actions the screens call: each changes the device at once and queues its write (works offline).
import { db, type ChatRoomRecord } from '@/db/database';
import type { User } from '@/domain/user/user';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { discardMutation, retryMutation } from '@/sync/outbox/queue-edits';
import { newTempId } from '@/sync/outbox/temp-ids';
import { banChatMember, changeChatMember, createChat, leaveChat, renameChat, sendChatMessage } from './mutators';

/** Messages still on the device sort after every server id, in the order written. */
const WAITING_ORDER = 2 ** 50;
const tables = () => [db.chatRooms, db.chatMessages];

async function signedIn(): Promise<User> {
  const session = await db.session.get('current');
  if (session?.key !== 'current') throw new Error('Sign in to write messages.');
  return session.user;
}

/**
 * The chat with a grower: the direct one the device knows, else one opened here (sent when online; the server finds
 * a direct chat of the two again). With a name, a new group with them. Answers the room's id.
 */
export async function openChat(other: User, name?: string): Promise<number> {
  return writeLocally(tables(), async () => {
    const me = await signedIn();
    if (name === undefined) {
      const known = await db.chatRooms.filter((room) => room.kind === 'direct' && room.members.some((m) => m.id === other.id)).first();
      if (known) return known.id;
    }
    const id = newTempId();
    const date = new Date().toISOString();
    const room: ChatRoomRecord = {
      id, kind: name === undefined ? 'direct' : 'group', name: name ?? other.name, address: '', is_business: false, owner_id: me.id,
      cnt_members: 2, members: [other], last_message: null, unread: 0, last_read_id: 0, add_date: date, update_date: date,
      refusal: null, is_member: true, synced_at: 0, complete: true,
    };
    await db.chatRooms.add(room);
    await queueWrite(createChat, { user_id: other.id, room_id: id, ...(name !== undefined && { name }) }, { label: room.name, createsId: id });
    return id;
  });
}

/** Writes a message: shown at once as waiting, sent in order with the others when online. */
export async function writeMessage(room: ChatRoomRecord, text: string, address: string | null = null): Promise<void> {
  await writeLocally(tables(), async () => {
    const me = await signedIn();
    const local = newTempId();
    const message = { id: local, local, room_id: room.id, user: me, text, address, add_date: new Date().toISOString(), is_ban: false, order: WAITING_ORDER - local };
    await db.chatMessages.add(message);
    await db.chatRooms.update(room.id, { last_message: message, update_date: message.add_date });
    await queueWrite(sendChatMessage, { id: room.id, local, text, address }, { label: room.name });
  });
}

/** Sends a refused message again. */
export const retryMessage = (seq: number) => retryMutation(seq);

/** Drops a refused or waiting message: it leaves the room on this device. */
export async function discardMessage(seq: number, local: number): Promise<void> {
  await discardMutation(seq);
  await db.chatMessages.delete(local);
}

export async function renameRoom(room: ChatRoomRecord, name: string): Promise<void> {
  await writeLocally(tables(), async () => {
    await db.chatRooms.update(room.id, { name });
    await queueWrite(renameChat, { id: room.id, name }, { label: name });
  });
}

/** The owner adds (or removes) a grower. */
export async function setMember(room: ChatRoomRecord, user: User, add: boolean): Promise<void> {
  await writeLocally(tables(), async () => {
    const others = (room.member_list ?? []).filter((m) => m.user.id !== user.id);
    const member_list = add ? [...others, { user, is_owner: false, is_ban: false, add_date: new Date().toISOString() }] : others;
    await db.chatRooms.update(room.id, { member_list, cnt_members: member_list.length });
    await queueWrite(changeChatMember, { id: room.id, user_id: user.id, add }, { label: `${room.name} · ${user.name}` });
  });
}

export async function setBanned(room: ChatRoomRecord, user: User, isBan: boolean): Promise<void> {
  await writeLocally(tables(), async () => {
    const member_list = room.member_list?.map((m) => (m.user.id === user.id ? { ...m, is_ban: isBan } : m));
    await db.chatRooms.update(room.id, { member_list });
    await queueWrite(banChatMember, { id: room.id, user_id: user.id, is_ban: isBan }, { label: `${room.name} · ${user.name}` });
  });
}

/** Leaves a chat (the owner of a group deletes it): it leaves the device at once. */
export async function leaveRoom(room: ChatRoomRecord): Promise<void> {
  await writeLocally(tables(), async () => {
    await db.chatRooms.delete(room.id);
    await db.chatMessages.where('[room_id+order]').between([room.id, -Infinity], [room.id, Infinity]).delete();
    await queueWrite(leaveChat, { id: room.id }, { label: room.name });
  });
}
