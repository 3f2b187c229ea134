// The chat writes the outbox sends: opening a chat (POST /api/chats, under a temporary room id until answered), a
// message (POST /api/chats/{id}/messages, in the order written, each once), and a group's rename, members and bans.
import { db, type ChatMessageRecord } from '@/db/database';
import { chatMessageTarget, chatTarget } from '@/domain/api/change-targets';
import type { ChatMember, ChatMessage, ChatRoom } from '@/domain/chat/chat';
import { defineMutator } from '@/sync/outbox/mutator';

export interface ChatCreateArgs { user_id: number; name?: string; room_id: number }
/** A message: `id` the room (a temporary one follows the room's real id), `local` the message's id on this device. */
export interface ChatSendArgs { id: number; local: number; text: string; address: string | null }
export interface ChatRenameArgs { id: number; name: string }
export interface ChatMemberArgs { id: number; user_id: number; add: boolean }
export interface ChatBanArgs { id: number; user_id: number; is_ban: boolean }
export interface ChatLeaveArgs { id: number }

const rooms = () => [db.chatRooms, db.chatMessages];
export const toRoomRecord = (room: ChatRoom) => ({ ...room, synced_at: Date.now() });
export const toMessageRecord = (message: ChatMessage): ChatMessageRecord => ({ ...message, order: message.id });

/** Forgets a chat opened here that never reached the server, with what was written in it. */
async function forgetRoom(tempId: number) {
  await db.chatRooms.delete(tempId);
  await db.chatMessages.where('[room_id+order]').between([tempId, -Infinity], [tempId, Infinity]).delete();
}

export const createChat = defineMutator<'chat.create', ChatCreateArgs, ChatRoom>({
  name: 'chat.create',
  request: ({ user_id, name }) => ({ method: 'POST', path: '/api/chats', body: { user_id, ...(name !== undefined && { name }) } }),
  target: ({ room_id }) => chatTarget(room_id),
  replaces: false,
  creates: { kind: 'chat', tables: rooms, forget: forgetRoom },
  answer: {
    tables: rooms,
    // The room moves to its real id (a direct chat may exist already), its messages written meanwhile with it.
    store: async (answer, { row }) => {
      const temp = row.creates!.temp_id;
      await db.chatRooms.delete(temp);
      await db.chatRooms.put(toRoomRecord(answer));
      await db.chatMessages.where('[room_id+order]').between([temp, -Infinity], [temp, Infinity]).modify({ room_id: answer.id });
    },
  },
  pending: { kind: 'openChat', editLink: () => null, content: ({ name }) => (name ? [name] : []) },
});

export const sendChatMessage = defineMutator<'chat.send', ChatSendArgs, ChatMessage>({
  name: 'chat.send',
  request: ({ id, text, address }) => ({ method: 'POST', path: `/api/chats/${id}/messages`, body: { text, address } }),
  target: ({ id, local }) => chatMessageTarget(id, local),
  replaces: false,
  answer: {
    tables: rooms,
    store: async (answer, { args }) => {
      await db.chatMessages.delete(args.local);
      await db.chatMessages.put(toMessageRecord(answer));
      await db.chatRooms.where('id').equals(answer.room_id)
        .modify((room) => { room.last_message = answer; room.update_date = answer.add_date; room.last_read_id = Math.max(room.last_read_id, answer.id); });
    },
  },
  pending: { kind: 'sendMessage', editLink: () => null, content: ({ text }) => [text] },
});

/** A renamed room: the server's copy, with what the device knows beside it. */
const storeRoom = async (answer: ChatRoom) => { await db.chatRooms.update(answer.id, { ...answer, synced_at: Date.now() }); };
/** Member changes answer the member list, kept with the room. */
export const storeMembers = async (answer: { items: ChatMember[] }, { args }: { args: { id: number } }) => {
  await db.chatRooms.update(args.id, { member_list: answer.items, cnt_members: answer.items.length });
};

export const renameChat = defineMutator<'chat.rename', ChatRenameArgs, ChatRoom>({
  name: 'chat.rename',
  request: ({ id, name }) => ({ method: 'PATCH', path: `/api/chats/${id}`, body: { name } }),
  target: ({ id }) => chatTarget(id),
  replaces: true,
  answer: { tables: rooms, store: storeRoom },
  pending: { kind: 'renameChat', editLink: () => null, content: ({ name }) => [name] },
});

export const changeChatMember = defineMutator<'chat.member', ChatMemberArgs, { items: ChatMember[] }>({
  name: 'chat.member',
  request: ({ id, user_id, add }) => ({ method: add ? 'POST' : 'DELETE', path: `/api/chats/${id}/users`, body: { user_id } }),
  target: ({ id, user_id }) => `${chatTarget(id)}/member:${user_id}`,
  replaces: false,
  answer: { tables: rooms, store: storeMembers },
  pending: { kind: 'chatMember', editLink: () => null, content: () => [] },
});

export const banChatMember = defineMutator<'chat.ban', ChatBanArgs, { items: ChatMember[] }>({
  name: 'chat.ban',
  request: ({ id, user_id, is_ban }) => ({ method: 'POST', path: `/api/chats/${id}/bans`, body: { user_id, is_ban } }),
  target: ({ id, user_id }) => `${chatTarget(id)}/ban:${user_id}`,
  replaces: true,
  answer: { tables: rooms, store: storeMembers },
  pending: { kind: 'chatBan', editLink: () => null, content: () => [] },
});

export const leaveChat = defineMutator<'chat.leave', ChatLeaveArgs, { id: number; deleted: boolean }>({
  name: 'chat.leave',
  request: ({ id }) => ({ method: 'DELETE', path: `/api/chats/${id}` }),
  target: ({ id }) => `${chatTarget(id)}/leave`,
  replaces: false,
  answer: 'ignored',
  pending: { kind: 'leaveChat', editLink: () => null, content: () => [] },
});

export const chatMutators = [createChat, sendChatMessage, renameChat, changeChatMember, banChatMember, leaveChat];
