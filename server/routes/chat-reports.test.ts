// @vitest-environment node
// Chat reports in the moderators' queue: only members report a chat or its messages (403 otherwise, 401 for guests),
// once per grower and item and once per X-Rniq; the queue names the message and its chat and links to it; a moderator
// reads the reported room, hides a message (others read it removed in the room, the list and live, its author and
// moderators keep the text), shows it again, dismisses the reports or bans the author.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { chatListSchema, chatMessageSchema, chatPageSchema, chatRoomSchema, type ChatMessage } from '../../src/domain/chat/chat';
import { complainQueueSchema } from '../../src/domain/complain/complain';
import type { DeliveredEvent } from '../live/channel';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
type Grower = { id: number; token: string };
let moderator: Grower;

const headers = (token?: string, write = false) => ({ ...(token && { authorization: `Bearer ${token}` }), ...(write && { 'x-rniq': newTestKey() }) });
const get = (url: string, token?: string) => server.app.inject({ method: 'GET', url, headers: headers(token) });
const post = (url: string, token: string | undefined, body: unknown, key?: string) =>
  server.app.inject({ method: 'POST', url, payload: body as object, headers: { ...headers(token, true), ...(key && { 'x-rniq': key }) } });
async function ok(res: Promise<{ statusCode: number; body: string; json: () => unknown }>) {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}
const group = async (owner: Grower, other: Grower, name: string) => chatRoomSchema.parse(await ok(post('/api/chats', owner.token, { user_id: other.id, name })));
const say = async (me: Grower, room: number, text: string) => chatMessageSchema.parse(await ok(post(`/api/chats/${room}/messages`, me.token, { text })));
const page = async (me: Grower, room: number) => chatPageSchema.parse(await ok(get(`/api/chats/${room}`, me.token)));
const roomInList = async (me: Grower, room: number) => chatListSchema.parse(await ok(get('/api/chats', me.token))).items.find((r) => r.id === room)!;
async function queueItem(type: string, id: number) {
  const queue = complainQueueSchema.parse(await ok(get('/api/admin/complains', moderator.token)));
  return queue.items.find((item) => item.type === type && item.id === id);
}

let n = 0;
const grower = () => createTestUser(server.db, `Reporter${++n}`);

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  moderator = await createTestUser(server.db, 'Mod');
  await server.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', moderator.id).execute();
});
afterAll(() => server.close());

describe('reporting a chat message', () => {
  it('lets members report, refuses outsiders (403) and guests (401), and files each report once', async () => {
    const [owner, member, outsider] = [await grower(), await grower(), await grower()];
    const room = await group(owner, member, 'Seed swap');
    const message = await say(owner, room.id, 'Buy my clones, cash only');

    expect((await post(`/api/complains/chat_message/${message.id}`, undefined, { reason: 'selling' })).statusCode).toBe(401);
    expect((await post(`/api/complains/chat_message/${message.id}`, outsider.token, { reason: 'selling' })).statusCode).toBe(403);
    expect((await post(`/api/chats/${room.id}/complains`, outsider.token, { reason: 'selling', message_id: message.id })).statusCode).toBe(403);
    expect((await post(`/api/complains/chat/${room.id}`, outsider.token, { reason: 'spam' })).statusCode).toBe(403);
    expect((await post(`/api/complains/chat_message/${message.id}`, owner.token, { reason: 'selling' })).statusCode).toBe(400);
    expect((await post('/api/complains/chat_message/999999', member.token, { reason: 'selling' })).statusCode).toBe(404);
    const elsewhere = await group(outsider, owner, 'Elsewhere');
    const other = await say(outsider, elsewhere.id, 'Hi');
    // A message of another room, named through this room: not found here.
    expect((await post(`/api/chats/${room.id}/complains`, member.token, { reason: 'spam', message_id: other.id })).statusCode).toBe(404);

    const key = newTestKey();
    const first = await ok(post(`/api/chats/${room.id}/complains`, member.token, { reason: 'selling', message_id: message.id }, key));
    expect(first).toEqual({ type: 'chat_message', id: message.id, reported: true });
    expect(await ok(post(`/api/chats/${room.id}/complains`, member.token, { reason: 'selling', message_id: message.id }, key))).toEqual(first);
    await ok(post(`/api/complains/chat_message/${message.id}`, member.token, { reason: 'other', text: 'He sells clones here' }));
    // A moderator who is a member reports too; one who is not is refused like anyone.
    expect((await post(`/api/complains/chat_message/${message.id}`, moderator.token, { reason: 'spam' })).statusCode).toBe(403);

    const rows = await server.db.selectFrom('complains').select(['user_id', 'reason']).where('type', '=', 'chat_message').where('ref_id', '=', message.id).execute();
    expect(rows).toEqual([{ user_id: member.id, reason: 'other' }]);
    const item = await queueItem('chat_message', message.id);
    expect(item).toMatchObject({
      title: 'Buy my clones, cash only', place: 'Seed swap', link: `/chats/${room.id}?message=${message.id}`,
      cnt_reports: 1, reasons: { other: 1 }, is_ban: false,
    });
    expect(item?.owner?.id).toBe(owner.id);
    expect(item?.texts.map((t) => [t.text, t.reporter.id])).toEqual([['He sells clones here', member.id]]);
  });

  it('reports a group as a whole, named by its name; a direct chat is named by its two growers', async () => {
    const [owner, member] = [await grower(), await grower()];
    const room = await group(owner, member, 'Night shift');
    expect(await ok(post(`/api/chats/${room.id}/complains`, member.token, { reason: 'abuse' }))).toEqual({ type: 'chat', id: room.id, reported: true });
    expect(await queueItem('chat', room.id)).toMatchObject({ title: 'Night shift', place: null, link: `/chats/${room.id}`, cnt_reports: 1 });
    // A chat is not hidden: its messages are.
    expect((await post(`/api/admin/complains/chat/${room.id}`, moderator.token, { action: 'hide' })).statusCode).toBe(400);

    const direct = chatRoomSchema.parse(await ok(post('/api/chats', owner.token, { user_id: member.id })));
    const message = await say(owner, direct.id, 'You again');
    await ok(post(`/api/complains/chat_message/${message.id}`, member.token, { reason: 'abuse' }));
    expect((await queueItem('chat_message', message.id))?.place).toBe(`Reporter${n - 1} & Reporter${n}`);
  });
});

describe('moderating a chat message', () => {
  it('hides it from everyone but its author and moderators in the room, the list and live, then shows it again', async () => {
    const [author, reader] = [await grower(), await grower()];
    const room = await group(author, reader, 'Late night');
    await say(reader, room.id, 'Evening');
    const message = await say(author, room.id, 'Rude words');
    // Only members and, once the room is reported, moderators read it.
    expect((await get(`/api/chats/${room.id}`, moderator.token)).statusCode).toBe(403);
    expect((await get(`/api/chats/${room.id}`)).statusCode).toBe(401);
    await ok(post(`/api/complains/chat_message/${message.id}`, reader.token, { reason: 'abuse' }));
    const seen = await page(moderator, room.id);
    expect(seen.items.at(-1)).toMatchObject({ id: message.id, text: 'Rude words' });
    expect(seen.room).toMatchObject({ is_member: false, refusal: expect.stringMatching(/moderator/) });
    expect((await page(reader, room.id)).room.is_member).toBe(true);
    expect((await post(`/api/chats/${room.id}/messages`, moderator.token, { text: 'Hello' })).statusCode).toBe(403);
    expect((await roomInList(author, room.id)).last_message?.text).toBe('Rude words');

    const live: Record<number, ChatMessage[]> = { [author.id]: [], [reader.id]: [] };
    const stops = [author, reader].map((g) => server.app.live.subscribe(g.id, null, (event: DeliveredEvent) => {
      if (event.type === 'chat.message') live[g.id]!.push(event.data as ChatMessage);
    }));
    // A grower is not a moderator.
    expect((await post(`/api/admin/complains/chat_message/${message.id}`, reader.token, { action: 'hide' })).statusCode).toBe(403);
    expect(await ok(post(`/api/admin/complains/chat_message/${message.id}`, moderator.token, { action: 'hide', reason: 'Insults' })))
      .toEqual({ type: 'chat_message', id: message.id, is_ban: true, owner_banned: false });

    const forReader = (await page(reader, room.id)).items.find((m) => m.id === message.id);
    expect(forReader).toMatchObject({ is_ban: true, text: '', address: null });
    expect(forReader).not.toHaveProperty('ban_reason');
    expect((await roomInList(reader, room.id)).last_message).toMatchObject({ id: message.id, is_ban: true, text: '' });
    expect((await page(author, room.id)).items.find((m) => m.id === message.id)).toMatchObject({ is_ban: true, text: 'Rude words', ban_reason: 'Insults' });
    expect((await page(moderator, room.id)).items.find((m) => m.id === message.id)).toMatchObject({ is_ban: true, text: 'Rude words' });
    // On PostgreSQL live events come through LISTEN/NOTIFY, after the answer.
    await vi.waitFor(() => {
      expect(live[reader.id]).toEqual([expect.objectContaining({ id: message.id, is_ban: true, text: '' })]);
      expect(live[author.id]).toEqual([expect.objectContaining({ id: message.id, is_ban: true, text: 'Rude words', ban_reason: 'Insults' })]);
    });
    expect(await queueItem('chat_message', message.id)).toBeUndefined();

    await ok(post(`/api/admin/complains/chat_message/${message.id}`, moderator.token, { action: 'restore' }));
    expect((await page(reader, room.id)).items.find((m) => m.id === message.id)).toMatchObject({ is_ban: false, text: 'Rude words' });
    await vi.waitFor(() => expect(live[reader.id]!.at(-1)).toMatchObject({ id: message.id, is_ban: false, text: 'Rude words' }));
    for (const stop of stops) stop();
  });

  it('dismisses the reports, or bans the author site-wide: they can no longer write', async () => {
    const [author, reader] = [await grower(), await grower()];
    const room = await group(reader, author, 'Club');
    const first = await say(author, room.id, 'Spam one');
    await ok(post(`/api/complains/chat_message/${first.id}`, reader.token, { reason: 'spam' }));
    await ok(post(`/api/admin/complains/chat_message/${first.id}`, moderator.token, { action: 'dismiss' }));
    expect(await queueItem('chat_message', first.id)).toBeUndefined();
    expect((await page(reader, room.id)).items.at(-1)).toMatchObject({ is_ban: false, text: 'Spam one' });

    const second = await say(author, room.id, 'Spam two');
    await ok(post(`/api/complains/chat_message/${second.id}`, reader.token, { reason: 'spam' }));
    expect(await ok(post(`/api/admin/complains/chat_message/${second.id}`, moderator.token, { action: 'ban_user', reason: 'Spammer' })))
      .toMatchObject({ owner_banned: true });
    const banned = await server.db.selectFrom('users').select('is_ban').where('id', '=', author.id).executeTakeFirstOrThrow();
    expect(banned.is_ban).toBe(1);
  });
});
