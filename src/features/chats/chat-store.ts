// Chats read from the API into the device, and the reads the screens show live: the chat list and every room opened
// once open again offline; a room's screen reads only its latest messages from the device, however long it is.
import { db, type ChatMessageRecord, type ChatRoomRecord, type OutboxMutation } from '@/db/database';
import { chatTarget } from '@/domain/api/change-targets';
import type { ChatListPage, ChatMembers, ChatMessage, ChatPage, ChatSearch } from '@/domain/chat/chat';
import { CHAT_LIST_PAGE, CHAT_PAGE_SIZE, type ChatList } from '@/domain/chat/chat-limits';
import { apiRequest, ServerError } from '@/sync/transport/http';
import { storeMembers, toMessageRecord, toRoomRecord } from './mutators';

const tables = () => [db.chatRooms, db.chatMessages];
const roomRange = (roomId: number) => [[roomId, -Infinity], [roomId, Infinity]] as const;

/** Rooms with a change of theirs still waiting keep the device's copy. */
async function waitingRooms(): Promise<Set<number>> {
  const rows = await db.outbox.where('target').startsWith('chat:').filter((row) => row.status !== 'refused' && !row.target.includes('/message:')).toArray();
  return new Set(rows.map((row) => Number(row.target.split(/[:/]/)[1])));
}

/** Whether a room belongs in a tab of the list: every chat, chats among growers, chats with businesses. */
const inList = (list: ChatList) => (room: { is_business: boolean }) => list === 'all' || room.is_business === (list === 'business');

/** GET /api/chats (or /common, /business): the first page of a tab; its rooms gone from the server (left, deleted)
 * leave the device. */
export async function refreshChatList(list: ChatList = 'all'): Promise<void> {
  const page = await apiRequest<ChatListPage>(list === 'all' ? '/api/chats' : `/api/chats/${list}`, { query: { limit: CHAT_LIST_PAGE } });
  await db.transaction('rw', [...tables(), db.outbox], async () => {
    const waiting = await waitingRooms();
    const kept = new Map((await db.chatRooms.toArray()).map((room) => [room.id, room]));
    const ofTab = [...kept.values()].filter(inList(list));
    await db.chatRooms.bulkPut(page.items.filter((room) => !waiting.has(room.id))
      .map((room) => ({ ...toRoomRecord(room), complete: kept.get(room.id)?.complete, member_list: kept.get(room.id)?.member_list })));
    const listed = new Set(page.items.map((room) => room.id));
    const oldest = page.items.at(-1)?.update_date ?? '';
    const gone = ofTab.filter((room) => room.synced_at > 0 && !listed.has(room.id) && !waiting.has(room.id)
      && (page.total <= page.items.length || room.update_date >= oldest));
    for (const room of gone) await forgetRoom(room.id);
  });
}

async function forgetRoom(roomId: number) {
  await db.chatRooms.delete(roomId);
  await db.chatMessages.where('[room_id+order]').between(...roomRange(roomId)).delete();
}

/** Stores a page of a room (and the room); `complete` once the server has nothing older. */
async function storePage(page: ChatPage, older: boolean) {
  await db.transaction('rw', [...tables(), db.outbox], async () => {
    const previous = await db.chatRooms.get(page.room.id);
    const waiting = (await waitingRooms()).has(page.room.id);
    const complete = older ? !page.has_older : (previous?.complete ?? false) || !page.has_older;
    await db.chatRooms.put(waiting && previous ? { ...previous, complete } : { ...toRoomRecord(page.room), complete, member_list: previous?.member_list });
    await db.chatMessages.bulkPut(page.items.map(toMessageRecord));
  });
}

/** Runs a room read; a room the grower may no longer read (403) or that is gone (404) leaves the device. */
async function readRoom(roomId: number, query: Record<string, number>, older = false): Promise<ChatPage | null> {
  try {
    const page = await apiRequest<ChatPage>(`/api/chats/${roomId}`, { query });
    await storePage(page, older);
    return page;
  } catch (error) {
    if (error instanceof ServerError && (error.status === 403 || error.status === 404)) {
      await db.transaction('rw', tables(), () => forgetRoom(roomId));
    }
    throw error;
  }
}

/** The latest messages of a room (a room opened here and not yet sent has nothing to read). */
export async function refreshRoom(roomId: number): Promise<void> {
  if (roomId < 0) return;
  await readRoom(roomId, { last: CHAT_PAGE_SIZE });
}

/** Messages written after the newest the device has (the open room's polling). */
export async function refreshNewer(roomId: number): Promise<void> {
  if (roomId < 0) return;
  const newest = await db.chatMessages.where('[room_id+order]').between(...roomRange(roomId)).filter((m) => m.local === undefined).last();
  await readRoom(roomId, newest ? { first: newest.id, last: 100 } : { last: CHAT_PAGE_SIZE });
}

/** One page older than the oldest message the device has; answers whether the server had any. */
export async function loadOlder(roomId: number): Promise<boolean> {
  const oldest = await db.chatMessages.where('[room_id+order]').between(...roomRange(roomId)).first();
  if (!oldest || oldest.local !== undefined) return false;
  const page = await readRoom(roomId, { older: oldest.id, last: CHAT_PAGE_SIZE }, true);
  return (page?.items.length ?? 0) > 0;
}

/** Most older pages read to reach a message the room is opened at (a moderator's link to a reported message). */
const FIND_PAGES = 20;

/** Reads older pages of a room until `messageId` is on the device (or the room's start); answers how many messages
 * from the newest it is, or null when the room does not hold it. */
export async function findMessage(roomId: number, messageId: number): Promise<number | null> {
  for (let pages = 0; !(await db.chatMessages.get(messageId)) && pages < FIND_PAGES; pages++) {
    const room = await db.chatRooms.get(roomId);
    if (room?.complete || !(await loadOlder(roomId))) break;
  }
  const message = await db.chatMessages.get(messageId);
  if (message?.room_id !== roomId) return null;
  return db.chatMessages.where('[room_id+order]').between([roomId, message.order], [roomId, Infinity]).count();
}

/** A message that arrived live: stored, and the room's last message, unread count and order follow. One the device has
 * already comes again when a moderator hid it or showed it again: it changes in place (and as the room's preview). */
export async function storeLiveMessage(message: ChatMessage, myId: number, openRoom: number | null): Promise<void> {
  await db.transaction('rw', tables(), async () => {
    const known = await db.chatMessages.get(message.id);
    await db.chatMessages.put(toMessageRecord(message));
    if (known) {
      await db.chatRooms.where('id').equals(message.room_id).modify((room) => {
        if (room.last_message?.id === message.id) room.last_message = message;
      });
      return;
    }
    await db.chatRooms.where('id').equals(message.room_id).modify((room) => {
      room.last_message = message;
      room.update_date = message.add_date;
      const read = message.user.id === myId || openRoom === message.room_id;
      if (read) room.last_read_id = Math.max(room.last_read_id, message.id);
      else room.unread += 1;
    });
  });
}

/** The chats of a tab on the device, latest activity first. */
export const readChatList = (list: ChatList = 'all'): Promise<ChatRoomRecord[]> =>
  db.chatRooms.orderBy('update_date').reverse().filter(inList(list)).toArray();

export interface RoomView {
  room: ChatRoomRecord | undefined;
  /** The latest `count` messages, oldest first. */
  messages: ChatMessageRecord[];
  /** Whether the device holds older messages than those. */
  more: boolean;
  /** The waiting or refused sends, by the message's id on this device. */
  sends: Map<number, OutboxMutation>;
}

/** A room's latest `count` messages from the device, with the state of each message still on its way. */
export async function readRoomView(roomId: number, count: number): Promise<RoomView> {
  return db.transaction('r', [db.chatRooms, db.chatMessages, db.outbox], async () => {
    const range = db.chatMessages.where('[room_id+order]').between(...roomRange(roomId));
    const [room, latest, total, writes] = await Promise.all([
      db.chatRooms.get(roomId),
      range.clone().reverse().limit(count).toArray(),
      range.clone().count(),
      db.outbox.where('target').startsWith(`${chatTarget(roomId)}/message:`).toArray(),
    ]);
    const sends = new Map(writes.map((row) => [(row.args as { local: number }).local, row]));
    return { room, messages: latest.reverse(), more: total > count, sends };
  });
}

/** The real id a temporary room id was given. */
export async function readRealId(tempId: number): Promise<number | null> {
  return (await db.idMap.get(tempId))?.real ?? null;
}

/** GET /{id}/users: the members kept with the room, unless a member change of it still waits. */
export async function refreshMembers(roomId: number): Promise<void> {
  if (roomId < 0) return;
  const answer = await apiRequest<ChatMembers>(`/api/chats/${roomId}/users`);
  await db.transaction('rw', [db.chatRooms, db.outbox], async () => {
    const waiting = await db.outbox.where('target').startsWith(`${chatTarget(roomId)}/`)
      .filter((row) => row.status !== 'refused' && (row.mutator === 'chat.member' || row.mutator === 'chat.ban')).count();
    if (waiting === 0) await storeMembers(answer, { args: { id: roomId } });
  });
}

/** Growers to add whose name starts with `search` (online). */
export const searchGrowers = (roomId: number, search: string) => apiRequest<ChatSearch>(`/api/chats/${roomId}/users-search`, { query: { search } });
