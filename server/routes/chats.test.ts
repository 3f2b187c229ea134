// @vitest-environment node
// Chats: direct chats found again, groups and their owner's powers, the member-only authorization matrix, paging by
// id with read positions, refusals for blocked and banned writers, idempotent sending, both prefixes, live publishing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatListSchema, chatMembersSchema, chatMessageSchema, chatPageSchema, chatRoomSchema, chatSearchSchema } from '../../src/domain/chat/chat';
import { MAX_CHAT_MESSAGE } from '../../src/domain/chat/chat-limits';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAuthLimiters } from '../auth/attempt-limiter';
import { createSession } from '../auth/sessions';
import { installRequestUser } from '../auth/request-user';
import { installErrorHandler } from '../http/errors';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';
import { chatRoutes, type ChatPublisher } from './chats';
import { createWriteLimiter } from './diary-writes';

let server: TestServer;
/** The chat routes alone with a recording publisher: what the live channel would send. */
let withLive: FastifyInstance;
const published: { userIds: number[]; event: { type: string; data: unknown } }[] = [];

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Grower = { id: number; token: string };
const call = (method: Method, url: string, token?: string, body?: unknown, key = newTestKey(), app = server.app) => app.inject({
  method, url, ...(body !== undefined && { payload: body as object }),
  headers: { ...(token && { authorization: `Bearer ${token}` }), ...(method !== 'GET' && { 'x-rniq': key }) },
});
async function ok(method: Method, url: string, token: string, body?: unknown) {
  const res = await call(method, url, token, body);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
  return res.json() as unknown;
}
const direct = async (me: Grower, other: Grower) => chatRoomSchema.parse(await ok('POST', '/api/chats', me.token, { user_id: other.id }));
const group = async (me: Grower, other: Grower, name = 'Growers') => chatRoomSchema.parse(await ok('POST', '/api/chats', me.token, { user_id: other.id, name }));
const say = async (me: Grower, room: number, text: string) => chatMessageSchema.parse(await ok('POST', `/api/chats/${room}/messages`, me.token, { text }));
const page = async (me: Grower, room: number, query = '') => chatPageSchema.parse(await ok('GET', `/api/chats/${room}?${query}`, me.token));
const list = async (me: Grower, path = '/api/chats') => chatListSchema.parse(await ok('GET', path, me.token));

let n = 0;
const grower = () => createTestUser(server.db, `Chatter${++n}`);

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  withLive = Fastify();
  installErrorHandler(withLive);
  installRequestUser(withLive, server.db);
  const live: ChatPublisher = { publish: (userIds, event) => { published.push({ userIds, event }); } };
  await withLive.register(chatRoutes, { db: server.db, limiters: createAuthLimiters(server.db), writeLimiter: createWriteLimiter(server.db), live });
});
afterAll(async () => {
  await withLive.close();
  await server.close();
});

describe('direct chats', () => {
  it('finds the direct chat of two growers again from either side, and under /api/messages', async () => {
    const [a, b] = [await grower(), await grower()];
    const room = await direct(a, b);
    expect(room).toMatchObject({ kind: 'direct', name: `Chatter${n}`, cnt_members: 2, unread: 0, refusal: null, last_message: null });
    expect((await direct(b, a)).id).toBe(room.id);
    expect(chatRoomSchema.parse(await ok('POST', '/api/messages', a.token, { user_id: b.id })).id).toBe(room.id);
    expect(chatRoomSchema.parse(await ok('GET', `/api/messages/address/${room.address}`, b.token)).id).toBe(room.id);
    expect((await list(a)).items.map((r) => r.id)).toEqual([room.id]);
  });

  it('stores a replayed message once, counts unread for the other, and reading clears it', async () => {
    const [a, b] = [await grower(), await grower()];
    const room = await direct(a, b);
    const key = newTestKey();
    const first = await call('POST', `/api/chats/${room.id}/messages`, a.token, { text: ' Hello ', address: '/diaries/1' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const again = await call('POST', `/api/chats/${room.id}/messages`, a.token, { text: ' Hello ', address: '/diaries/1' }, key);
    expect(again.json()).toEqual(first.json());
    expect(chatMessageSchema.parse(first.json())).toMatchObject({ text: 'Hello', address: '/diaries/1', user: { id: a.id } });
    await say(a, room.id, 'Second');
    const unread = await list(b);
    expect(unread.unread).toBe(2);
    expect(unread.items[0]).toMatchObject({ unread: 2, last_message: { text: 'Second' } });
    expect((await list(a)).unread).toBe(0);
    const read = await page(b, room.id);
    expect(read.items.map((m) => m.text)).toEqual(['Hello', 'Second']);
    expect(read.has_older).toBe(false);
    expect((await list(b)).unread).toBe(0);
    expect((await page(b, room.id, 'address=/diaries/1')).items.map((m) => m.text)).toEqual(['Hello']);
  });

  it('refuses a writer the other grower blocked, and one who blocked the other, with the reason', async () => {
    const [a, b] = [await grower(), await grower()];
    const room = await direct(a, b);
    await server.db.insertInto('user_blocks').values({ user_id: b.id, blocked_id: a.id, add_date: new Date().toISOString() }).execute();
    const refused = await call('POST', `/api/chats/${room.id}/messages`, a.token, { text: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'forbidden', message: 'This grower blocked you: you cannot write to them.' });
    expect((await page(a, room.id)).room.refusal).toBe('This grower blocked you: you cannot write to them.');
    expect((await call('POST', `/api/chats/${room.id}/messages`, b.token, { text: 'Hi' })).json().message).toBe('You blocked this grower: unblock them to write.');
    expect((await page(b, room.id)).items).toEqual([]);
  });

  it('refuses a grower banned site-wide', async () => {
    const [a, b] = [await grower(), await grower()];
    const room = await direct(a, b);
    await server.db.updateTable('users').set({ is_ban: 1 }).where('id', '=', a.id).execute();
    const refused = await call('POST', `/api/chats/${room.id}/messages`, a.token, { text: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Your account is banned: you cannot send messages.');
  });
});

describe('authorization', () => {
  it('lets only members read and write a room; guests get 401', async () => {
    const [a, b, stranger, admin] = [await grower(), await grower(), await grower(), await grower()];
    await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    const room = await group(a, b);
    await say(a, room.id, 'Members only');
    for (const outsider of [stranger, admin]) {
      for (const [method, url, body] of [
        ['GET', `/api/chats/${room.id}`], ['GET', `/api/chats/${room.id}/users`], ['GET', `/api/chats/${room.id}/users-search?search=c`],
        ['GET', `/api/chats/address/${room.address}`], ['POST', `/api/chats/${room.id}/messages`, { text: 'Let me in' }],
        ['POST', `/api/chats/${room.id}/users`, { user_id: outsider.id }], ['PATCH', `/api/chats/${room.id}`, { name: 'Mine' }],
        ['DELETE', `/api/chats/${room.id}`], ['POST', `/api/chats/${room.id}/complains`, { reason: 'spam' }],
      ] as [Method, string, unknown?][]) {
        expect((await call(method, url, outsider.token, body)).statusCode, `${method} ${url}`).toBe(403);
      }
    }
    for (const url of ['/api/chats', '/api/chats/common', `/api/chats/${room.id}`, `/api/chats/${room.id}/users`]) {
      expect((await call('GET', url)).statusCode, url).toBe(401);
    }
    expect((await call('POST', `/api/chats/${room.id}/messages`, undefined, { text: 'x' })).statusCode).toBe(401);
    expect((await call('GET', '/api/chats/999999', a.token)).statusCode).toBe(404);
    expect((await page(b, room.id)).items.map((m) => m.text)).toEqual(['Members only']);
  });

  it('answers 400 for bad input and paging out of bounds', async () => {
    const [a, b] = [await grower(), await grower()];
    const room = await direct(a, b);
    const bad: [Method, string, unknown?][] = [
      ['POST', '/api/chats', { user_id: a.id }], ['POST', '/api/chats', { user_id: 'x' }], ['POST', '/api/chats', { user_id: b.id, name: ' ' }],
      ['POST', `/api/chats/${room.id}/messages`, { text: '   ' }], ['POST', `/api/chats/${room.id}/messages`, { text: 'x'.repeat(MAX_CHAT_MESSAGE + 1) }],
      ['POST', `/api/chats/${room.id}/messages`, { text: 'x', address: 'https://elsewhere.test' }],
      ['GET', `/api/chats/${room.id}?last=0`], ['GET', `/api/chats/${room.id}?last=101`], ['GET', `/api/chats/${room.id}?older=-1`],
      ['GET', `/api/chats/${room.id}?first=1&older=5`], ['GET', '/api/chats?limit=21'], ['GET', '/api/chats?start=-1'], ['GET', '/api/chats/abc'],
      ['POST', `/api/chats/${room.id}/users`, { user_id: b.id }], ['POST', `/api/chats/${room.id}/complains`, { reason: 'other' }],
    ];
    for (const [method, url, body] of bad) {
      const res = await call(method, url, a.token, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(Object.keys(res.json() as object).sort()).toEqual(['error', 'message']);
    }
    expect((await call('POST', '/api/chats', a.token, { user_id: 999999 })).statusCode).toBe(404);
    expect((await call('POST', `/api/chats/${room.id}/messages`, a.token, { text: 'x'.repeat(MAX_CHAT_MESSAGE) })).statusCode).toBe(200);
  });
});

describe('paging', () => {
  it('pages by latest, older and first, oldest first on each page', async () => {
    const [a, b] = [await grower(), await grower()];
    const room = await direct(a, b);
    const ids: number[] = [];
    for (let i = 1; i <= 7; i++) ids.push((await say(i % 2 ? a : b, room.id, `m${i}`)).id);
    const latest = await page(a, room.id, 'last=3');
    expect(latest.items.map((m) => m.text)).toEqual(['m5', 'm6', 'm7']);
    expect(latest.has_older).toBe(true);
    const older = await page(a, room.id, `older=${ids[4]}&last=3`);
    expect(older.items.map((m) => m.text)).toEqual(['m2', 'm3', 'm4']);
    expect(older.has_older).toBe(true);
    const oldest = await page(a, room.id, `older=${ids[1]}&last=3`);
    expect(oldest.items.map((m) => m.text)).toEqual(['m1']);
    expect(oldest.has_older).toBe(false);
    expect((await page(a, room.id, `first=${ids[4]}`)).items.map((m) => m.text)).toEqual(['m6', 'm7']);
    expect((await page(a, room.id, `first=${ids[6]}`)).items).toEqual([]);
  });
});

describe('groups', () => {
  it('names every author of a page: the reader, the members shown with the room and those beyond them', async () => {
    // Named apart from the other tests' growers, whom the member search below looks for.
    const writers = await Promise.all(Array.from({ length: 7 }, (_, i) => createTestUser(server.db, `Writer${i + 1}`)));
    const [owner, others] = [writers[0]!, writers.slice(1)];
    const room = await group(owner, others[0]!, 'Big room');
    for (const member of others.slice(1)) await ok('POST', `/api/chats/${room.id}/users`, owner.token, { user_id: member.id });
    for (const writer of writers) await say(writer, room.id, `Written by ${writer.id}`);
    const names = new Map((await server.db.selectFrom('users').select(['id', 'name']).where('id', 'in', writers.map((w) => w.id)).execute()).map((u) => [u.id, u.name]));
    const read = await page(owner, room.id);
    expect(read.room.members.map((m) => m.id)).toEqual(others.slice(0, 4).map((m) => m.id));
    expect(read.items.map((m) => [m.user.id, m.user.name, m.text])).toEqual(writers.map((w) => [w.id, names.get(w.id), `Written by ${w.id}`]));
  });

  it('the owner adds, removes, renames and bans; a member leaves; the owner deletes', async () => {
    const [owner, b, c, d] = [await grower(), await grower(), await grower(), await grower()];
    const room = await group(owner, b, 'Autoflowers');
    expect(room).toMatchObject({ kind: 'group', name: 'Autoflowers', owner_id: owner.id, cnt_members: 2 });
    expect((await direct(owner, b)).id).not.toBe(room.id);
    const search = chatSearchSchema.parse(await ok('GET', `/api/chats/${room.id}/users-search?search=chatter`, owner.token));
    expect(search.items.find((u) => u.id === b.id)?.is_member).toBe(true);
    expect(search.items.find((u) => u.id === c.id)?.is_member).toBe(false);
    const added = chatMembersSchema.parse(await ok('POST', `/api/chats/${room.id}/users`, owner.token, { user_id: c.id }));
    expect(added.items.map((m) => [m.user.id, m.is_owner])).toEqual([[owner.id, true], [b.id, false], [c.id, false]]);
    expect((await call('POST', `/api/chats/${room.id}/users`, b.token, { user_id: d.id })).statusCode).toBe(403);
    expect((await call('PATCH', `/api/chats/${room.id}`, b.token, { name: 'Mine' })).statusCode).toBe(403);
    expect(chatRoomSchema.parse(await ok('PATCH', `/api/chats/${room.id}`, owner.token, { name: 'Autos' })).name).toBe('Autos');

    await say(c, room.id, 'Hi all');
    const banned = chatMembersSchema.parse(await ok('POST', `/api/chats/${room.id}/bans`, owner.token, { user_id: c.id }));
    expect(banned.items.find((m) => m.user.id === c.id)?.is_ban).toBe(true);
    const refused = await call('POST', `/api/chats/${room.id}/messages`, c.token, { text: 'Still here?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('You were banned from this chat: you can read it but not write.');
    expect((await page(c, room.id)).items.map((m) => m.text)).toEqual(['Hi all']);
    expect((await call('POST', `/api/chats/${room.id}/bans`, b.token, { user_id: c.id, is_ban: false })).statusCode).toBe(403);
    await ok('POST', `/api/chats/${room.id}/bans`, owner.token, { user_id: c.id, is_ban: false });
    await say(c, room.id, 'Back');

    const removed = chatMembersSchema.parse(await ok('DELETE', `/api/chats/${room.id}/users`, owner.token, { user_id: c.id }));
    expect(removed.items.map((m) => m.user.id)).toEqual([owner.id, b.id]);
    expect((await call('GET', `/api/chats/${room.id}`, c.token)).statusCode).toBe(403);
    expect((await ok('DELETE', `/api/chats/${room.id}`, b.token))).toEqual({ id: room.id, deleted: false });
    expect((await list(b)).items.map((r) => r.id)).not.toContain(room.id);
    expect((await page(owner, room.id)).room.cnt_members).toBe(1);
    expect(await ok('DELETE', `/api/chats/${room.id}`, owner.token)).toEqual({ id: room.id, deleted: true });
    expect((await call('GET', `/api/chats/${room.id}`, owner.token)).statusCode).toBe(404);
  });

  it('reports a room or a message once per grower, into the moderators\' queue (more in chat-reports.test.ts)', async () => {
    const [a, b] = [await grower(), await grower()];
    const room = await group(a, b);
    const message = await say(a, room.id, 'Buy my seeds');
    expect((await call('POST', `/api/chats/${room.id}/complains`, a.token, { reason: 'spam', message_id: message.id })).statusCode).toBe(400);
    await ok('POST', `/api/chats/${room.id}/complains`, b.token, { reason: 'spam', message_id: message.id });
    await ok('POST', `/api/chats/${room.id}/complains`, b.token, { reason: 'selling', message_id: message.id });
    await ok('POST', `/api/chats/${room.id}/complains`, b.token, { reason: 'abuse' });
    const rows = await server.db.selectFrom('complains').select(['user_id', 'type', 'ref_id', 'reason'])
      .where('user_id', '=', b.id).orderBy('id').execute();
    expect(rows).toEqual([
      { user_id: b.id, type: 'chat_message', ref_id: message.id, reason: 'selling' },
      { user_id: b.id, type: 'chat', ref_id: room.id, reason: 'abuse' },
    ]);
  });

  it('lists business chats apart from chats among growers', async () => {
    const [a, b, brand] = [await grower(), await grower(), await grower()];
    const common = await direct(a, b);
    const business = await direct(a, brand);
    await server.db.updateTable('chat_rooms').set({ is_business: 1 }).where('id', '=', business.id).execute();
    expect((await list(a, '/api/chats/common')).items.map((r) => r.id)).toEqual([common.id]);
    expect((await list(a, '/api/messages/business')).items.map((r) => r.id)).toEqual([business.id]);
    expect((await list(a)).total).toBe(2);
  });
});

describe('live', () => {
  it('publishes a stored message to every member once, a replay not again', async () => {
    const [a, b] = [await grower(), await grower()];
    const room = chatRoomSchema.parse((await call('POST', '/api/chats', a.token, { user_id: b.id }, newTestKey(), withLive)).json());
    published.length = 0;
    const key = newTestKey();
    for (let i = 0; i < 2; i++) expect((await call('POST', `/api/chats/${room.id}/messages`, a.token, { text: 'Live' }, key, withLive)).statusCode).toBe(200);
    expect((await call('POST', `/api/chats/${room.id}/messages`, a.token, { text: '' }, newTestKey(), withLive)).statusCode).toBe(400);
    expect(published).toHaveLength(1);
    expect(published[0]!.userIds.sort((x, y) => x - y)).toEqual([a.id, b.id]);
    expect(published[0]!.event).toMatchObject({ type: 'chat.message', data: { room_id: room.id, text: 'Live', user: { id: a.id } } });
  });
});

describe('live over the app\'s channel', () => {
  it('delivers a message to the other member\'s live stream as chat.message', async () => {
    const [a, b] = [await grower(), await grower()];
    const room = await direct(a, b);
    const events: { type: string; data: unknown }[] = [];
    const stop = server.app.live.subscribe(b.id, null, (event) => events.push(event));
    try {
      await say(a, room.id, 'Are you there?');
      expect(events.filter((e) => e.type === 'chat.message').map((e) => e.data)).toEqual([expect.objectContaining({ room_id: room.id, text: 'Are you there?' })]);
    } finally {
      stop();
    }
  });
});

describe('demo chats', () => {
  it('gives the demo account direct, group and business chats with history and some unread, and one chat report', async () => {
    const seeded = await startTestServer();
    try {
      const demo = await seeded.db.selectFrom('users').select('id').where('name', '=', 'demo').executeTakeFirstOrThrow();
      const token = await createSession(seeded.db, demo.id);
      const res = await seeded.app.inject({ method: 'GET', url: '/api/chats', headers: { authorization: `Bearer ${token}` } });
      const chats = chatListSchema.parse(res.json());
      expect(chats.items.map((r) => r.kind).sort()).toEqual(['direct', 'direct', 'direct', 'direct', 'group', 'group']);
      expect(chats.items.filter((r) => r.is_business)).toHaveLength(1);
      expect(chats.unread).toBeGreaterThan(0);
      expect(chats.items.every((r) => r.last_message !== null)).toBe(true);
      const room = chatPageSchema.parse((await seeded.app.inject({ method: 'GET', url: `/api/chats/${chats.items[0]!.id}`, headers: { authorization: `Bearer ${token}` } })).json());
      expect(room.items.length).toBeGreaterThan(2);
      // A member's report of a group message waits in the moderators' queue.
      const reports = await seeded.db.selectFrom('complains').innerJoin('chat_messages as m', 'm.id', 'complains.ref_id')
        .innerJoin('chat_members as cm', (j) => j.onRef('cm.room_id', '=', 'm.room_id').onRef('cm.user_id', '=', 'complains.user_id'))
        .select(['complains.user_id', 'm.user_id as author']).where('complains.type', '=', 'chat_message').execute();
      expect(reports).toHaveLength(1);
      expect(reports[0]!.user_id).not.toBe(reports[0]!.author);
    } finally {
      await seeded.close();
    }
  });
});
