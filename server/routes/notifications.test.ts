// @vitest-environment node
// Grouped notifications over a real database: the events that make them (comments, replies, mentions, likes, follows,
// answers, the helpful mark, new weeks of followed diaries), never one's own action nor a blocked grower's, once per
// event and per replay; grouping by kind, item and day; read and delete per item, group, channel and all; who may
// read and change them; paging and bad input. Chat messages (grouped per room and day, read with the room) and the
// grower's switches per way (in app off: never stored, counted or sent live).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatListPage } from '../../src/domain/chat/chat';
import type { NotificationGroupsPage, NotificationNumbers, NotificationsPage } from '../../src/domain/notification/notification';
import type { AccountSettings } from '../../src/domain/user/settings';
import { DEFAULT_SETTINGS } from '../../src/domain/user/settings-defaults';
import type { DeliveredEvent } from '../live/channel';
import { createGrow, requester, setRole } from '../services/comments-test-support';
import { createTestUser, newTestKey, startTestServer, type TestServer } from '../test-support';

let server: TestServer;
let http: ReturnType<typeof requester>;
let bea: { id: number; token: string };
let anna: { id: number; token: string };
let carl: { id: number; token: string };
let dora: { id: number; token: string };
let admin: { id: number; token: string };

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  http = requester(server);
  bea = await createTestUser(server.db, 'Bea');
  anna = await createTestUser(server.db, 'Anna');
  carl = await createTestUser(server.db, 'Carl');
  dora = await createTestUser(server.db, 'Dora');
  admin = await createTestUser(server.db, 'Root');
  await setRole(server, admin.id, 'admin');
});
afterAll(() => server.close());

const base = (id: number) => `/api/users/${id}/notifications-g`;
async function ok(res: { statusCode: number; body: string; json: () => unknown }) {
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json();
}
const numbers = async (u = bea) => (await ok(await http.get(`${base(u.id)}/numbers`, u.token))) as NotificationNumbers;
const groups = async (query = '', u = bea) => (await ok(await http.get(`${base(u.id)}/groups${query}`, u.token))) as NotificationGroupsPage;
const flat = async (query = '', u = bea) => (await ok(await http.get(`${base(u.id)}${query}`, u.token))) as NotificationsPage;
const post = (url: string, u: { token: string }, body?: unknown, key?: string) => http.send('POST', url, u.token, body, key);
const clear = () => server.db.deleteFrom('notifications').execute();

describe('events that make notifications', () => {
  it('likes of one item by two growers make one group "Anna and 1 other", one like counted once', async () => {
    await clear();
    const grow = await createGrow(server, bea.id, 'Northern Lights');
    await ok(await post(`/api/likes/week/${grow.weekId}`, anna));
    await ok(await post(`/api/likes/week/${grow.weekId}`, carl));
    // Taken back and given again the same day: still one.
    await ok(await http.send('DELETE', `/api/likes/week/${grow.weekId}`, anna.token));
    await ok(await post(`/api/likes/week/${grow.weekId}`, anna));
    // One's own like notifies nobody.
    await ok(await post(`/api/likes/week/${grow.weekId}`, bea));
    const page = await groups();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      kind: 'like', channel: 'likes', item_type: 'week', item_id: grow.weekId, item_title: 'Northern Lights', item_number: 1,
      link: `/diaries/${grow.diaryId}/week/${grow.weekId}`, cnt_actors: 2, cnt: 2, cnt_unread: 2,
    });
    expect(page.items[0]!.actors.map((a) => a.name)).toEqual(['Carl', 'Anna']);
    expect(await numbers()).toMatchObject({ all: 2, likes: 2, comments: 0 });
  });

  it('a comment tells the owner, a reply the grower answered, a mention the grower named; each once', async () => {
    await clear();
    const grow = await createGrow(server, bea.id, 'Blue Dream');
    const first = (await ok(await post(`/api/comments/diary/${grow.diaryId}`, anna, { text: 'Lovely colours' }))) as { id: number };
    const key = newTestKey();
    await ok(await post(`/api/comments/diary/${grow.diaryId}`, carl, { text: 'Agreed @anna and @dora', parent_id: first.id }, key));
    // The replay applies nothing.
    await ok(await post(`/api/comments/diary/${grow.diaryId}`, carl, { text: 'Agreed @anna and @dora', parent_id: first.id }, key));
    const byUser = async (u: typeof bea) => (await flat('', u)).items.map((n) => [n.kind, n.actor?.name, n.text]);
    expect(await byUser(bea)).toEqual([['comment', 'Carl', 'Agreed @anna and @dora'], ['comment', 'Anna', 'Lovely colours']]);
    expect(await byUser(anna)).toEqual([['reply', 'Carl', 'Agreed @anna and @dora']]);
    expect(await byUser(dora)).toEqual([['mention', 'Carl', 'Agreed @anna and @dora']]);
    expect(await byUser(carl)).toEqual([]);
    const [latest] = (await flat('', bea)).items;
    expect(latest!.link).toMatch(new RegExp(`^/diaries/${grow.diaryId}\\?comment_id=\\d+$`));
  });

  it('follows, answers, the helpful mark and a new week of a followed diary', async () => {
    await clear();
    await ok(await post(`/api/follows/user/${bea.id}`, anna));
    const grow = await createGrow(server, bea.id, 'Gelato');
    await ok(await post(`/api/follows/diary/${grow.diaryId}`, carl));
    const question = (await ok(await post('/api/problems', bea, { title: 'Yellow leaves on week 3?', text: 'Lower leaves turn yellow.', category: 'nutrients', symptoms: [], tags: [] }))) as { id: number };
    const answer = (await ok(await post(`/api/problems/${question.id}/solution`, dora, { text: 'Nitrogen is low.' }))) as { id: number };
    await ok(await http.send('PATCH', `/api/problems/${question.id}`, bea.token, { solution_id: answer.id }));
    await ok(await post(`/api/diaries/${grow.diaryId}/weeks`, bea, { faza: 0, days: 14, text: 'Week two' }));
    expect((await flat('', bea)).items.map((n) => [n.kind, n.actor?.name])).toEqual([['solution', 'Dora'], ['follow', 'Carl'], ['follow', 'Anna']]);
    expect((await flat('', dora)).items.map((n) => n.kind)).toEqual(['helpful']);
    const [weekNote] = (await flat('', carl)).items;
    expect(weekNote).toMatchObject({ kind: 'week', channel: 'follows', item_title: 'Gelato', item_number: 2, actor: { name: 'Bea' } });
    expect(await numbers()).toMatchObject({ all: 3, follows: 2, comments: 1 });
  });

  it('never from a grower the recipient blocked', async () => {
    await clear();
    const grow = await createGrow(server, bea.id);
    await ok(await server.app.inject({ method: 'PUT', url: `/api/users/${bea.id}/settings/banned/user/${carl.id}`, headers: { authorization: `Bearer ${bea.token}`, 'x-rniq': newTestKey() } }));
    await ok(await post(`/api/likes/diary/${grow.diaryId}`, carl));
    await ok(await post(`/api/follows/user/${bea.id}`, carl));
    expect((await numbers()).all).toBe(0);
    await server.db.deleteFrom('user_blocks').execute();
  });
});

describe('many recipients', () => {
  it('a new week tells each of 620 followers once, in batches, except one who blocked the grower and one who muted it', async () => {
    await clear();
    const grow = await createGrow(server, bea.id, 'Crowded');
    const date = new Date().toISOString();
    const muted = JSON.stringify({ notifications: { ...DEFAULT_SETTINGS.notifications, diary_updates: { inapp: false, email: false, push: false } } });
    const followers = await server.db.insertInto('users')
      .values(Array.from({ length: 620 }, (_, i) => ({
        name: `Fan${i}`, email: `fan${i}@example.test`, password_hash: null, status: 'newbie', avatar: null, add_date: date, settings: i === 7 ? muted : '{}',
      })))
      .returning('id').execute();
    await server.db.insertInto('follows').values(followers.map((f, position) => ({ user_id: f.id, type: 'diary' as const, content_id: grow.diaryId, list: 'common' as const, position, add_date: date }))).execute();
    await server.db.insertInto('user_blocks').values({ user_id: followers[600]!.id, blocked_id: bea.id, add_date: date }).execute();
    await ok(await post(`/api/diaries/${grow.diaryId}/weeks`, bea, { faza: 0, days: 7, text: 'Week two' }));
    const told = await server.db.selectFrom('notifications').select('user_id').where('kind', '=', 'week').execute();
    expect(told).toHaveLength(618);
    expect(new Set(told.map((n) => n.user_id)).size).toBe(618);
    expect(told.some((n) => n.user_id === followers[7]!.id || n.user_id === followers[600]!.id)).toBe(false);
    await server.db.deleteFrom('user_blocks').execute();
    await server.db.deleteFrom('follows').where('content_id', '=', grow.diaryId).execute();
  });
});

describe('reading, grouping and deleting', () => {
  let grow: Awaited<ReturnType<typeof createGrow>>;
  beforeAll(async () => {
    await clear();
    grow = await createGrow(server, bea.id, 'Amnesia');
    await ok(await post(`/api/likes/diary/${grow.diaryId}`, anna));
    await ok(await post(`/api/likes/photo/${grow.photoId}`, anna));
    await ok(await post(`/api/likes/photo/${grow.photoId}`, carl));
    await ok(await post(`/api/comments/week/${grow.weekId}`, dora, { text: 'Nice' }));
    await ok(await post(`/api/follows/user/${bea.id}`, dora));
  });

  it('pages groups per channel and lists a group\'s members', async () => {
    expect((await groups()).total).toBe(4);
    const likes = await groups('?channel=likes&limit=1');
    expect(likes).toMatchObject({ total: 2, limit: 1, start: 0 });
    expect(likes.items[0]).toMatchObject({ item_type: 'photo', cnt_actors: 2 });
    const second = await groups('?channel=likes&limit=1&start=1');
    expect(second.items[0]).toMatchObject({ item_type: 'diary', cnt_actors: 1 });
    const { group, group_period } = likes.items[0]!;
    const members = await flat(`?group=${encodeURIComponent(group)}&group_period=${group_period}`);
    expect(members.items.map((n) => n.actor?.name)).toEqual(['Carl', 'Anna']);
    const legacy = (await ok(await http.get(`/api/users/${bea.id}/notifications/${members.items[0]!.id}/users`, bea.token))) as { items: { name: string }[]; total: number };
    expect(legacy).toMatchObject({ total: 2, items: [{ name: 'Carl' }, { name: 'Anna' }] });
    const uniqs = (await ok(await http.get(`${base(bea.id)}/uniqs`, bea.token))) as { total: number; items: { name: string }[] };
    expect(uniqs.items.map((u) => u.name)).toEqual(['Dora', 'Carl', 'Anna']);
  });

  it('reads per item, group, channel and all; the answer is the new numbers', async () => {
    expect(await numbers()).toMatchObject({ all: 5, likes: 3, comments: 1, follows: 1 });
    const [photoGroup, diaryGroup] = (await groups('?channel=likes')).items;
    const one = (await flat('?channel=comments')).items[0]!.id;
    expect(await ok(await post(`${base(bea.id)}/read`, bea, { notifications: [one], groups: [{ group: photoGroup!.group, group_period: photoGroup!.group_period }] })))
      .toMatchObject({ all: 2, likes: 1, comments: 0 });
    expect(await ok(await post(`${base(bea.id)}/groups/read`, bea, { channel: 'likes', groups: [{ group: diaryGroup!.group, group_period: diaryGroup!.group_period }] })))
      .toMatchObject({ all: 1, likes: 0 });
    expect(await ok(await post(`${base(bea.id)}/follows/read`, bea))).toMatchObject({ all: 0 });
    await server.db.updateTable('notifications').set({ is_read: 0 }).execute();
    expect(await ok(await post(`${base(bea.id)}/read/all`, bea, { channel: 'likes' }))).toMatchObject({ all: 2, likes: 0 });
    expect(await ok(await post(`${base(bea.id)}/read/all`, bea, {}))).toMatchObject({ all: 0 });
    // The legacy list marks what it showed read on a visit.
    await server.db.updateTable('notifications').set({ is_read: 0 }).execute();
    const legacy = (await ok(await http.get(`/api/users/${bea.id}/notifications?limit=2&is_visit=1`, bea.token))) as NotificationsPage;
    expect(legacy.items.every((n) => !n.is_read)).toBe(true);
    expect((await numbers()).all).toBe(3);
  });

  it('deletes one, a group, a channel and all, idempotently', async () => {
    const all = await flat();
    const key = newTestKey();
    expect(await ok(await http.send('DELETE', `${base(bea.id)}/${all.items[0]!.id}`, bea.token, undefined, key))).toBeDefined();
    expect((await flat()).total).toBe(4);
    const replay = await http.send('DELETE', `${base(bea.id)}/${all.items[0]!.id}`, bea.token, undefined, key);
    expect(replay.headers['idempotent-replay']).toBe('true');
    const photoGroup = (await groups('?channel=likes')).items.find((g) => g.item_type === 'photo')!;
    await ok(await http.send('DELETE', `${base(bea.id)}/groups/${encodeURIComponent(photoGroup.group)}?group_period=${photoGroup.group_period}`, bea.token));
    expect((await flat()).total).toBe(2);
    await ok(await http.send('DELETE', `${base(bea.id)}?channel=likes`, bea.token));
    expect((await flat()).total).toBe(1);
    expect(await ok(await http.send('DELETE', base(bea.id), bea.token))).toMatchObject({ all: 0 });
    expect((await flat()).total).toBe(0);
  });
});

describe('who may and bad input', () => {
  it('401 for guests, 403 for another grower or an admin, on reads and writes', async () => {
    expect((await http.get(`${base(bea.id)}/numbers`)).statusCode).toBe(401);
    expect((await http.send('POST', `${base(bea.id)}/read/all`, undefined, {})).statusCode).toBe(401);
    for (const other of [anna, admin]) {
      expect((await http.get(`${base(bea.id)}/numbers`, other.token)).statusCode).toBe(403);
      expect((await http.get(`${base(bea.id)}/groups`, other.token)).statusCode).toBe(403);
      expect((await http.get(`/api/users/${bea.id}/notifications`, other.token)).statusCode).toBe(403);
      expect((await post(`${base(bea.id)}/read/all`, other, {})).statusCode).toBe(403);
      expect((await http.send('DELETE', base(bea.id), other.token)).statusCode).toBe(403);
    }
  });

  it('another grower\'s notification named in my path changes nothing of theirs', async () => {
    await clear();
    const grow = await createGrow(server, anna.id);
    await ok(await post(`/api/likes/diary/${grow.diaryId}`, carl));
    const theirs = (await flat('', anna)).items[0]!.id;
    await ok(await post(`${base(bea.id)}/read`, bea, { notifications: [theirs] }));
    await ok(await http.send('DELETE', `${base(bea.id)}/${theirs}`, bea.token));
    expect(await numbers(anna)).toMatchObject({ all: 1 });
    expect((await http.get(`/api/users/${bea.id}/notifications/${theirs}/users`, bea.token)).statusCode).toBe(404);
  });

  it('400 for bad channels, groups, periods, ids and paging', async () => {
    const bad = [
      `${base(bea.id)}/groups?channel=spam`, `${base(bea.id)}/groups?limit=0`, `${base(bea.id)}/groups?limit=101`,
      `${base(bea.id)}?start=-1`, `${base(bea.id)}?group=nope`, `${base(bea.id)}?group_period=2026-01-01`,
      `${base(bea.id)}?group=like:diary:1&group_period=yesterday`, `/api/users/${bea.id}/notifications?is_visit=2`,
    ];
    for (const url of bad) expect((await http.get(url, bea.token)).statusCode, url).toBe(400);
    expect((await post(`${base(bea.id)}/read`, bea, { notifications: [0] })).statusCode).toBe(400);
    expect((await post(`${base(bea.id)}/read`, bea, { notifications: Array.from({ length: 201 }, (_, i) => i + 1) })).statusCode).toBe(400);
    expect((await post(`${base(bea.id)}/groups/read`, bea, { groups: [] })).statusCode).toBe(400);
    expect((await post(`${base(bea.id)}/spam/read`, bea)).statusCode).toBe(400);
    expect((await http.send('DELETE', `${base(bea.id)}/groups/like:diary:1`, bea.token)).statusCode).toBe(400);
    const res = await http.get(`${base(bea.id)}/groups?channel=spam`, bea.token);
    expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  });
});

/** Collects the live events of a grower from now on; `stop` ends it. */
function liveEvents(userId: number) {
  const events: string[] = [];
  const stop = server.app.live.subscribe(userId, null, (event: DeliveredEvent) => { if (event.type !== 'ready') events.push(event.type); });
  return { events, stop };
}
const chatCall = (method: 'POST' | 'PATCH' | 'DELETE', url: string, u: { token: string }, body?: unknown, key?: string) => http.send(method, url, u.token, body, key);
const say = async (roomId: number, u: { token: string }, text: string, key?: string) => ok(await chatCall('POST', `/api/chats/${roomId}/messages`, u, { text }, key));
const unreadChats = async (u = bea) => ((await ok(await http.get('/api/chats', u.token))) as ChatListPage).unread;
async function switches(u: typeof bea, changes: Partial<AccountSettings['notifications']>) {
  await ok(await http.send('PATCH', `/api/users/${u.id}/settings/notifications`, u.token, { value: { ...DEFAULT_SETTINGS.notifications, ...changes } }));
}

describe('chat messages', () => {
  let room: number;
  let direct: number;
  beforeAll(async () => {
    await clear();
    room = ((await ok(await chatCall('POST', '/api/chats', anna, { user_id: bea.id, name: 'Growers of Berlin' }))) as { id: number }).id;
    for (const u of [carl, dora]) await ok(await chatCall('POST', `/api/chats/${room}/users`, anna, { user_id: u.id }));
    direct = ((await ok(await chatCall('POST', '/api/chats', anna, { user_id: bea.id }))) as { id: number }).id;
  });

  it('tell every other member once, grouped per room and day: "Anna and 1 other wrote in Growers of Berlin", "Anna wrote you 2 messages"', async () => {
    const live = liveEvents(bea.id);
    const key = newTestKey();
    await say(room, anna, 'Who runs a 480 W board?', key);
    // A replayed send stores and notifies once.
    await say(room, anna, 'Who runs a 480 W board?', key);
    await say(room, anna, 'In a 120 tent');
    await say(room, carl, 'Me, at 45 cm');
    await say(direct, anna, 'Hi Bea');
    await say(direct, anna, 'Seen my new diary?');
    live.stop();
    const page = await groups('?channel=messages');
    expect(page.items.map((g) => ({ ...g, actors: g.actors.map((a) => a.name) }))).toMatchObject([
      { kind: 'message', channel: 'messages', item_type: 'direct', item_id: direct, link: `/chats/${direct}`, actors: ['Anna'], cnt_actors: 1, cnt: 2, cnt_unread: 2, text: 'Seen my new diary?' },
      { kind: 'message', item_type: 'chat', item_id: room, item_title: 'Growers of Berlin', link: `/chats/${room}`, actors: ['Carl', 'Anna'], cnt_actors: 2, cnt: 3, cnt_unread: 3 },
    ]);
    expect(await numbers()).toMatchObject({ all: 5, messages: 5 });
    // The badge agrees with the chats' unread count.
    expect(await unreadChats()).toBe(5);
    expect(live.events.filter((t) => t === 'notification')).toHaveLength(5);
    // Never to the writer: Anna hears of Carl's message only; Dora of the three in the group.
    expect((await flat('', anna)).items.map((n) => [n.kind, n.actor?.name, n.text])).toEqual([['message', 'Carl', 'Me, at 45 cm']]);
    expect((await numbers(dora)).messages).toBe(3);
  });

  it('reading the room (its read position moving) reads its message notifications, and tells the grower\'s other devices', async () => {
    const live = liveEvents(bea.id);
    await ok(await http.get(`/api/chats/${room}`, bea.token));
    expect(await numbers()).toMatchObject({ all: 2, messages: 2 });
    expect(await unreadChats()).toBe(2);
    expect(live.events).toEqual(['notification.read']);
    // Reading it again moves nothing and tells nothing.
    await ok(await http.get(`/api/chats/${room}`, bea.token));
    expect(live.events).toEqual(['notification.read']);
    live.stop();
    // Older pages do not move the position.
    await say(direct, anna, 'Hello?');
    const first = (await flat('?channel=messages')).items.find((n) => n.item_id === direct)!;
    await ok(await http.get(`/api/chats/${direct}?older=${first.id + 1000000}`, bea.token));
    expect((await numbers()).messages).toBe(3);
    // Writing in a room reads it too.
    await say(direct, bea, 'Yes, looks great');
    expect(await numbers()).toMatchObject({ all: 0, messages: 0 });
    expect(await unreadChats()).toBe(0);
  });

  it('a room read from the newest message the device already has (`first`, nothing newer) is read up to it, never past the last', async () => {
    const last = (await say(direct, anna, 'Arrived live')) as { id: number };
    expect((await numbers()).messages).toBe(1);
    // The device got the message live and asks only for newer ones: none, yet the grower has read it.
    await ok(await http.get(`/api/chats/${direct}?first=${last.id}`, bea.token));
    expect((await numbers()).messages).toBe(0);
    expect(await unreadChats()).toBe(0);
    // A position claimed past the room's last message stops at it: the next message is unread.
    await ok(await http.get(`/api/chats/${direct}?first=${last.id + 1000}`, bea.token));
    await say(direct, anna, 'And one more');
    expect(await unreadChats()).toBe(1);
    expect((await numbers()).messages).toBe(1);
    await ok(await http.get(`/api/chats/${direct}`, bea.token));
  });

  it('never from a grower the member blocked, nor from one banned from the room or the site', async () => {
    await clear();
    await ok(await server.app.inject({ method: 'PUT', url: `/api/users/${dora.id}/settings/banned/user/${carl.id}`, headers: { authorization: `Bearer ${dora.token}`, 'x-rniq': newTestKey() } }));
    await say(room, carl, 'Dora blocked me');
    expect((await numbers(dora)).messages).toBe(0);
    expect((await numbers(bea)).messages).toBe(1);
    await server.db.deleteFrom('user_blocks').execute();
    await ok(await chatCall('POST', `/api/chats/${room}/bans`, anna, { user_id: carl.id }));
    expect((await chatCall('POST', `/api/chats/${room}/messages`, carl, { text: 'Banned now' })).statusCode).toBe(403);
    await server.db.updateTable('users').set({ is_ban: 1 }).where('id', '=', dora.id).execute();
    expect((await chatCall('POST', `/api/chats/${room}/messages`, dora, { text: 'Banned site-wide' })).statusCode).toBe(403);
    await server.db.updateTable('users').set({ is_ban: 0 }).where('id', '=', dora.id).execute();
    expect((await numbers(bea)).messages).toBe(1);
    expect((await numbers(anna)).messages).toBe(1);
  });
});

describe('the in-app switch', () => {
  afterAll(() => switches(bea, {}));

  it('off: nothing is stored, counted, grouped or sent live for the kind; the other kinds still are', async () => {
    await clear();
    await switches(bea, { likes: { inapp: false, email: false, push: true }, messages: { inapp: false, email: false, push: false } });
    const live = liveEvents(bea.id);
    const grow = await createGrow(server, bea.id, 'Muted likes');
    await ok(await post(`/api/likes/diary/${grow.diaryId}`, anna));
    const direct = ((await ok(await chatCall('POST', '/api/chats', anna, { user_id: bea.id }))) as { id: number }).id;
    await say(direct, anna, 'Muted message');
    await ok(await post(`/api/comments/diary/${grow.diaryId}`, anna, { text: 'Still told' }));
    live.stop();
    expect(await numbers()).toMatchObject({ all: 1, likes: 0, messages: 0, comments: 1 });
    expect((await groups()).items.map((g) => g.kind)).toEqual(['comment']);
    expect((await flat()).items.map((n) => n.kind)).toEqual(['comment']);
    expect((await ok(await http.get(`${base(bea.id)}/uniqs`, bea.token)) as { total: number }).total).toBe(1);
    // The message itself still arrives live (chat.message); its notification does not.
    expect(live.events).toEqual(['chat.message', 'notification']);
    // The chat itself still counts the message as unread: muting hides the notification, not the message.
    const chats = (await ok(await http.get('/api/chats', bea.token))) as ChatListPage;
    expect(chats.items.find((c) => c.id === direct)!.unread).toBe(1);
  });

  it('on with push off: shown in app as before', async () => {
    await clear();
    await switches(bea, { likes: { inapp: true, email: false, push: false } });
    const grow = await createGrow(server, bea.id, 'Shown likes');
    await ok(await post(`/api/likes/diary/${grow.diaryId}`, carl));
    expect(await numbers()).toMatchObject({ all: 1, likes: 1 });
  });
});

