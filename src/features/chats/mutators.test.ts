// Chats on the device: a chat opened offline and the messages written in it go out in order, each once, with the
// room's real id; a refused message keeps its words with the reason; a room of thousands reads only its latest
// messages; a message that arrived live is stored once and counted unread unless the room is open.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/db/database';
import type { ChatMessage, ChatRoom } from '@/domain/chat/chat';
import { replayOutbox } from '@/sync/outbox/replay';
import { readChatList, readRoomView, storeLiveMessage } from './chat-store';
import { toRoomRecord } from './mutators';
import { discardMessage, openChat, retryMessage, writeMessage } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const me = { id: 7, name: 'grower', link: '/grower/7', status: 'grower', avatar: null, avatar_small: null, avatar_little: null };
const other = { ...me, id: 8, name: 'other', link: '/grower/8' };

const room = (id: number): ChatRoom => ({
  id, kind: 'direct', name: 'other', address: 'abc', is_business: false, owner_id: 7, cnt_members: 2, members: [other],
  last_message: null, unread: 0, last_read_id: 0, add_date: '2026-11-24T10:00:00.000Z', update_date: '2026-11-24T10:00:00.000Z', refusal: null, is_member: true,
});
const message = (id: number, roomId: number, text: string, user = me): ChatMessage =>
  ({ id, room_id: roomId, user, text, address: null, add_date: `2026-11-24T10:00:${String(id % 60).padStart(2, '0')}.000Z`, is_ban: false });

interface Sent { method: string; path: string; key: string | null; body: unknown }

/** The chat API as far as these tests go: room 40, message ids from 500, a refusal when asked. */
function fakeServer(refusal?: string) {
  const sent: Sent[] = [];
  let nextId = 500;
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const { pathname } = new URL(url);
    const body = init.body ? JSON.parse(String(init.body)) as { text: string } : null;
    sent.push({ method: init.method ?? 'GET', path: pathname, key: new Headers(init.headers).get('X-Rniq'), body });
    if (pathname === '/api/chats') return new Response(JSON.stringify(room(40)), { status: 200 });
    if (refusal) return new Response(JSON.stringify({ error: 'forbidden', message: refusal }), { status: 403 });
    const roomId = Number(pathname.split('/')[3]);
    return new Response(JSON.stringify(message(nextId++, roomId, body!.text)), { status: 200 });
  }));
  return sent;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  await db.session.put({ key: 'current', token: 'token', user: me, signed_in_at: 0 });
});
afterEach(() => vi.unstubAllGlobals());

describe('a chat opened offline', () => {
  it('sends the chat, then its messages in order, each once, under the real room id', async () => {
    const temp = await openChat(other);
    expect(temp).toBeLessThan(0);
    expect(await openChat(other)).toBe(temp);
    const local = (await db.chatRooms.get(temp))!;
    for (const text of ['one', 'two', 'three']) await writeMessage(local, text);
    const waiting = await readRoomView(temp, 50);
    expect(waiting.messages.map((m) => [m.text, m.local !== undefined])).toEqual([['one', true], ['two', true], ['three', true]]);

    const sent = fakeServer();
    await replayOutbox();
    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/chats', body: { user_id: 8 } },
      { method: 'POST', path: '/api/chats/40/messages', body: { text: 'one', address: null } },
      { method: 'POST', path: '/api/chats/40/messages', body: { text: 'two', address: null } },
      { method: 'POST', path: '/api/chats/40/messages', body: { text: 'three', address: null } },
    ]);
    expect(new Set(sent.map((s) => s.key)).size).toBe(4);
    expect(await db.chatRooms.get(temp)).toBeUndefined();
    const view = await readRoomView(40, 50);
    expect(view.messages.map((m) => [m.id, m.text, m.local])).toEqual([[500, 'one', undefined], [501, 'two', undefined], [502, 'three', undefined]]);
    expect(view.room?.last_message?.text).toBe('three');
    await replayOutbox();
    expect(sent).toHaveLength(4);
    expect(await openChat(other)).toBe(40);
  });
});

describe('a refused message', () => {
  it('keeps its words with the reason, and is sent on retry or dropped on discard', async () => {
    await db.chatRooms.put(toRoomRecord(room(40)));
    await writeMessage((await db.chatRooms.get(40))!, 'Still here?');
    fakeServer('You were banned from this chat: you can read it but not write.');
    await replayOutbox();
    const refused = await readRoomView(40, 50);
    const [local] = refused.messages;
    expect(local).toMatchObject({ text: 'Still here?' });
    expect(refused.sends.get(local!.local!)).toMatchObject({ status: 'refused', error: 'You were banned from this chat: you can read it but not write.' });

    const seq = refused.sends.get(local!.local!)!.seq!;
    await retryMessage(seq);
    const sent = fakeServer();
    await replayOutbox();
    expect(sent.map((s) => s.body)).toEqual([{ text: 'Still here?', address: null }]);
    expect((await readRoomView(40, 50)).messages.map((m) => m.id)).toEqual([500]);

    await writeMessage((await db.chatRooms.get(40))!, 'Never mind');
    fakeServer('No.');
    await replayOutbox();
    const again = await readRoomView(40, 50);
    const last = again.messages.at(-1)!;
    await discardMessage(again.sends.get(last.local!)!.seq!, last.id);
    expect((await readRoomView(40, 50)).messages.map((m) => m.text)).toEqual(['Still here?']);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('reading a room', () => {
  it('reads the latest messages of a long room, oldest first, and says more are kept', async () => {
    await db.chatRooms.put(toRoomRecord(room(40)));
    await db.chatMessages.bulkPut(Array.from({ length: 2000 }, (_, i) => ({ ...message(i + 1, 40, `m${i + 1}`), order: i + 1 })));
    const view = await readRoomView(40, 50);
    expect(view.messages).toHaveLength(50);
    expect(view.messages[0]!.text).toBe('m1951');
    expect(view.messages.at(-1)!.text).toBe('m2000');
    expect(view.more).toBe(true);
  });

  it('stores a live message once, unread unless its room is open or it is one\'s own', async () => {
    await db.chatRooms.put(toRoomRecord(room(40)));
    await storeLiveMessage(message(600, 40, 'hello', other), me.id, null);
    await storeLiveMessage(message(600, 40, 'hello', other), me.id, null);
    expect((await db.chatRooms.get(40))).toMatchObject({ unread: 1, last_message: { text: 'hello' } });
    await storeLiveMessage(message(601, 40, 'seen', other), me.id, 40);
    expect((await db.chatRooms.get(40))).toMatchObject({ unread: 1, last_read_id: 601 });
    expect((await readRoomView(40, 50)).messages.map((m) => m.id)).toEqual([600, 601]);
  });

  it('changes a stored message in place when a moderator hid it, its room\'s preview too, without counting it unread again', async () => {
    await db.chatRooms.put(toRoomRecord(room(40)));
    await storeLiveMessage(message(600, 40, 'rude', other), me.id, null);
    await storeLiveMessage({ ...message(600, 40, '', other), is_ban: true }, me.id, null);
    expect(await db.chatRooms.get(40)).toMatchObject({ unread: 1, last_message: { id: 600, text: '', is_ban: true } });
    expect((await readRoomView(40, 50)).messages).toEqual([expect.objectContaining({ id: 600, text: '', is_ban: true })]);
  });
});

describe('the chat list\'s tabs', () => {
  it('reads every chat, the chats among growers or the business chats from the device', async () => {
    await db.chatRooms.bulkPut([
      toRoomRecord({ ...room(40), update_date: '2026-11-24T10:00:00.000Z' }),
      toRoomRecord({ ...room(41), is_business: true, update_date: '2026-11-24T11:00:00.000Z' }),
      toRoomRecord({ ...room(42), update_date: '2026-11-24T12:00:00.000Z' }),
    ]);
    expect((await readChatList()).map((r) => r.id)).toEqual([42, 41, 40]);
    expect((await readChatList('common')).map((r) => r.id)).toEqual([42, 40]);
    expect((await readChatList('business')).map((r) => r.id)).toEqual([41]);
  });
});
