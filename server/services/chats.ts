// Chats: rooms, members with read positions, messages paged by id, bans and reports. Only members read and write
// (moderators also read a reported room); a grower blocked by the other of a direct chat, banned from the room or
// banned site-wide cannot write. A message a moderator hid reads "Removed by a moderator" (no text) for everyone but its
// author and moderators. Reports go into the moderators' queue like every other (server/services/complains.ts).
import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import type {
  ChatComplain, ChatCreate, ChatListPage, ChatMember, ChatMessage, ChatMessageBody, ChatPage, ChatPageQuery, ChatRoom, ChatSearch,
} from '../../src/domain/chat/chat';
import type { ComplainAnswer } from '../../src/domain/complain/complain';
import type { User } from '../../src/domain/user/user';
import { CHAT_SEARCH_LIMIT, MAX_CHAT_MEMBERS, type ChatList } from '../../src/domain/chat/chat-limits';
import type { ChatRoomsTable, Database, UserRow } from '../db/types';
import { badRequest, forbidden, notFound } from '../http/errors';
import { blocksBetween } from './blocks';
import { fileComplain } from './complains';
import { chatRead, messageSent } from './notifications-chat';
import { toUser } from './users';

type Db = Kysely<Database>;
type RoomRow = Selectable<ChatRoomsTable>;

/** Other members shown with a room (avatar and title). */
const MEMBERS_SHOWN = 4;
const MODERATORS: readonly string[] = ['moderator', 'admin'];

/** Who reads: a hidden message keeps its text for its author and moderators only. */
export interface Viewer { id: number; moderator: boolean }
export const viewerOf = (user: { id: number; role: string }): Viewer => ({ id: user.id, moderator: MODERATORS.includes(user.role) });

const now = () => new Date().toISOString();
const directKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);
const newAddress = () => randomBytes(6).toString('base64url');

async function roomRow(db: Db, roomId: number): Promise<RoomRow> {
  const room = await db.selectFrom('chat_rooms').selectAll().where('id', '=', roomId).executeTakeFirst();
  if (!room) throw notFound('This chat does not exist.');
  return room;
}

async function membership(db: Db, roomId: number, userId: number) {
  return db.selectFrom('chat_members').selectAll().where('room_id', '=', roomId).where('user_id', '=', userId).executeTakeFirst();
}

interface Membership { room: RoomRow; lastReadId: number; bans: Bans; viewer: Viewer; member: boolean; self: AuthorRow }

/** Whether anyone reported the room or one of its messages (a moderator may then read it). */
async function isReported(db: Db, roomId: number): Promise<boolean> {
  const row = await db.selectFrom('complains as c')
    .leftJoin('chat_messages as m', (j) => j.onRef('m.id', '=', 'c.ref_id').on('c.type', '=', 'chat_message'))
    .select('c.id')
    .where((eb) => eb.or([eb.and([eb('c.type', '=', 'chat'), eb('c.ref_id', '=', roomId)]), eb.and([eb('c.type', '=', 'chat_message'), eb('m.room_id', '=', roomId)])]))
    .limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The room and the grower's membership (one query), 404 when the room does not exist, 403 unless a member (or, with
 * `moderatorReads`, a moderator reading a reported room). */
async function memberOf(db: Db, roomId: number, userId: number, moderatorReads = false): Promise<Membership> {
  // Plain SQL, as the other queries of a room page: building them was a third of the page's time.
  const row = (await sql<RoomRow & { member_read: number | null; banned_by: number | null; user_ban: number; user_role: string; user_name: string; user_status: string; user_avatar: string | null }>`
    select r.*, cm.last_read_id as member_read, b.by_id as banned_by, u.is_ban as user_ban, u.role as user_role,
      u.name as user_name, u.status as user_status, u.avatar as user_avatar
    from chat_rooms r
    left join chat_members cm on cm.room_id = r.id and cm.user_id = ${userId}
    left join chat_bans b on b.room_id = r.id and b.user_id = ${userId}
    join users u on u.id = ${userId}
    where r.id = ${roomId}`.execute(db)).rows[0];
  if (!row) throw notFound('This chat does not exist.');
  const { member_read, banned_by, user_ban, user_role, user_name, user_status, user_avatar, ...room } = row;
  const viewer = viewerOf({ id: userId, role: user_role });
  const member = member_read !== null;
  if (!member && !(moderatorReads && viewer.moderator && await isReported(db, roomId))) throw forbidden('Only the members of this chat can see it.');
  const self = { id: userId, name: user_name, status: user_status, avatar: user_avatar };
  return { room, lastReadId: member_read ?? 0, bans: { user: user_ban !== 0, room: banned_by !== null }, viewer, member, self };
}

/** Other members of rooms as their avatars and titles show them (of one room, only the first MEMBERS_SHOWN), in the
 * order they joined. */
async function othersOf(db: Db, roomIds: number[], userId: number, onlyShown: boolean): Promise<(AuthorRow & { room_id: number })[]> {
  const { rows } = await sql<AuthorRow & { room_id: number }>`
    select cm.room_id, u.id, u.name, u.status, u.avatar from chat_members cm join users u on u.id = cm.user_id
    where cm.room_id in (${sql.join(roomIds)}) and cm.user_id != ${userId} order by cm.room_id, cm.add_date, cm.user_id
    ${onlyShown ? sql`limit ${MEMBERS_SHOWN}` : sql``}`.execute(db);
  return rows;
}

/** The room, 404 when it does not exist, 403 unless the grower is a member. */
async function memberRoom(db: Db, roomId: number, userId: number): Promise<RoomRow> {
  return (await memberOf(db, roomId, userId)).room;
}

/** Whether the grower is banned site-wide and from the room. */
interface Bans { user: boolean; room: boolean }

async function bansOf(db: Db, roomId: number, userId: number): Promise<Bans> {
  const row = await db.selectFrom('users as u')
    .leftJoin('chat_bans as b', (j) => j.onRef('b.user_id', '=', 'u.id').on('b.room_id', '=', roomId))
    .select(['u.is_ban', 'b.by_id']).where('u.id', '=', userId).executeTakeFirst();
  return { user: !row || row.is_ban !== 0, room: row?.by_id != null };
}

/** Why the grower cannot write in the room, or null. */
async function refusalOf(db: Db, room: RoomRow, userId: number, known?: Bans): Promise<string | null> {
  const bans = known ?? await bansOf(db, room.id, userId);
  if (bans.user) return 'Your account is banned: you cannot send messages.';
  if (bans.room) return 'You were banned from this chat: you can read it but not write.';
  if (room.kind === 'direct' && room.direct_key !== null) {
    const otherId = room.direct_key.split(':').map(Number).find((id) => id !== userId)!;
    const blocks = await blocksBetween(db, userId, otherId);
    if (blocks.blockedMe) return 'This grower blocked you: you cannot write to them.';
    if (blocks.iBlocked) return 'You blocked this grower: unblock them to write.';
  }
  return null;
}

interface MessageRow {
  id: number; room_id: number; text: string; address: string | null; add_date: string; is_ban: number; ban_reason: string; user_id: number;
}

/** What a message shows of its author. */
interface AuthorRow { id: number; name: string; status: string; avatar: string | null }

/** Whether the viewer reads a hidden message's text: its author and moderators do. */
const seesHidden = (viewer: Viewer, authorId: number) => viewer.moderator || viewer.id === authorId;

/** A message as the viewer reads it, its author's user object from `authors`. */
function toMessage(row: MessageRow, viewer: Viewer, authors: Map<number, User>): ChatMessage {
  const message = {
    id: row.id, room_id: row.room_id, text: row.text, address: row.address, add_date: row.add_date, is_ban: row.is_ban !== 0, user: authors.get(row.user_id)!,
  };
  if (!message.is_ban) return message;
  return seesHidden(viewer, row.user_id) ? { ...message, ban_reason: row.ban_reason } : { ...message, text: '', address: null };
}

/** Messages chosen and ordered by `rest` (where, order by, limit), with their authors' user objects: each author read
 * once (not once per message), none of those already `known`. */
async function selectMessages(db: Db, rest: RawBuilder<unknown>, known: AuthorRow[] = []): Promise<{ rows: MessageRow[]; authors: Map<number, User> }> {
  const { rows } = await sql<MessageRow>`
    select m.id, m.room_id, m.text, m.address, m.add_date, m.is_ban, m.ban_reason, m.user_id from chat_messages m ${rest}`.execute(db);
  const authors = new Map(known.map((author) => [author.id, toUser(author)]));
  const missing = [...new Set(rows.map((row) => row.user_id))].filter((id) => !authors.has(id));
  if (missing.length > 0) {
    const found = await sql<AuthorRow>`select id, name, status, avatar from users where id in (${sql.join(missing)})`.execute(db);
    for (const author of found.rows) authors.set(author.id, toUser(author));
  }
  return { rows, authors };
}

/** What a room page already read: the grower's read position and the messages it answers (the last may be among them),
 * and whether the reader is a member (a moderator reading a reported room is not, and cannot write). */
interface Known { lastReadId: number; messages: ChatMessage[]; bans: Bans; member: boolean; shown: (AuthorRow & { room_id: number })[] }

/** Rooms as the list and the room page show them, for one grower. */
async function describeRooms(db: Db, rooms: RoomRow[], viewer: Viewer, known?: Known): Promise<ChatRoom[]> {
  if (rooms.length === 0) return [];
  const userId = viewer.id;
  const ids = rooms.map((r) => r.id);
  const knownLast = new Map((known?.messages ?? []).map((m) => [m.id, m]));
  const lastIds = rooms.flatMap((r) => (r.last_message_id === null || knownLast.has(r.last_message_id) ? [] : [r.last_message_id]));
  const [members, reads, lasts, unread] = await Promise.all([
    // A room page read its members shown before its messages (they are often their authors).
    known ? known.shown : othersOf(db, ids, userId, false),
    known ? [{ room_id: ids[0]!, last_read_id: known.lastReadId }]
      : db.selectFrom('chat_members').select(['room_id', 'last_read_id']).where('room_id', 'in', ids).where('user_id', '=', userId).execute(),
    lastIds.length === 0 ? null : selectMessages(db, sql`where m.id in (${sql.join(lastIds)})`),
    // A room read up to its last message has nothing unread.
    known && rooms[0]!.last_message_id !== null && known.lastReadId >= rooms[0]!.last_message_id ? []
      : db.selectFrom('chat_messages as m')
        .innerJoin('chat_members as cm', (j) => j.onRef('cm.room_id', '=', 'm.room_id').on('cm.user_id', '=', userId))
        .select((eb) => ['m.room_id', eb.fn.countAll<number>().as('cnt')])
        .where('m.room_id', 'in', ids).whereRef('m.id', '>', 'cm.last_read_id').where('m.user_id', '!=', userId)
        .groupBy('m.room_id').execute(),
  ]);
  const readOf = new Map(reads.map((r) => [r.room_id, r.last_read_id]));
  const lastOf = new Map([...(lasts?.rows ?? []).map((m) => [m.room_id, toMessage(m, viewer, lasts!.authors)] as const), ...[...knownLast.values()].filter((m) => rooms.some((r) => r.last_message_id === m.id)).map((m) => [m.room_id, m] as const)]);
  const unreadOf = new Map(unread.map((u) => [u.room_id, Number(u.cnt)]));
  const described: ChatRoom[] = [];
  for (const room of rooms) {
    const others = members.filter((m) => m.room_id === room.id);
    const shown = others.slice(0, MEMBERS_SHOWN).map(toUser);
    described.push({
      id: room.id, kind: room.kind, address: room.address, is_business: room.is_business === 1, owner_id: room.owner_id,
      name: room.kind === 'group' ? room.name : (shown[0]?.name ?? room.name),
      cnt_members: room.cnt_members, members: shown, last_message: lastOf.get(room.id) ?? null,
      unread: unreadOf.get(room.id) ?? 0, last_read_id: readOf.get(room.id) ?? 0,
      add_date: room.add_date, update_date: room.update_date, is_member: known?.member ?? true,
      refusal: known?.member === false ? 'You are reading this chat as a moderator: only its members write here.' : await refusalOf(db, room, userId, known?.bans),
    });
  }
  return described;
}

async function describeRoom(db: Db, room: RoomRow, viewer: Viewer, known?: Known): Promise<ChatRoom> {
  return (await describeRooms(db, [room], viewer, known))[0]!;
}

/** One page of the grower's chats, the latest activity first, with the unread total over all of them. */
export async function listChats(db: Db, viewer: Viewer, list: ChatList, start: number, limit: number): Promise<ChatListPage> {
  const userId = viewer.id;
  let query = db.selectFrom('chat_rooms as r').innerJoin('chat_members as cm', 'cm.room_id', 'r.id').where('cm.user_id', '=', userId);
  if (list !== 'all') query = query.where('r.is_business', '=', list === 'business' ? 1 : 0);
  const [rows, total, unread] = await Promise.all([
    query.selectAll('r').orderBy('r.update_date', 'desc').orderBy('r.id', 'desc').limit(limit).offset(start).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    db.selectFrom('chat_messages as m')
      .innerJoin('chat_members as cm', (j) => j.onRef('cm.room_id', '=', 'm.room_id').on('cm.user_id', '=', userId))
      .select((eb) => eb.fn.countAll<number>().as('cnt'))
      .whereRef('m.id', '>', 'cm.last_read_id').where('m.user_id', '!=', userId).executeTakeFirstOrThrow(),
  ]);
  return { items: await describeRooms(db, rows, viewer), start, limit, total: Number(total.total), unread: Number(unread.cnt) };
}

async function addMember(db: Db, roomId: number, userId: number, date: string) {
  await db.insertInto('chat_members').values({ room_id: roomId, user_id: userId, add_date: date, last_read_id: 0 }).execute();
  await db.updateTable('chat_rooms').set((eb) => ({ cnt_members: eb('cnt_members', '+', 1) })).where('id', '=', roomId).execute();
}

async function requireGrower(db: Db, userId: number) {
  const user = await db.selectFrom('users').select(['id', 'delete_date']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.delete_date !== null) throw notFound('This grower does not exist.');
}

/** The direct chat with a grower (found again, joined again after leaving it), or with a name a new group with them. */
export async function createChat(db: Db, viewer: Viewer, body: ChatCreate): Promise<ChatRoom> {
  const userId = viewer.id;
  if (body.user_id === userId) throw badRequest('You cannot start a chat with yourself.');
  await requireGrower(db, body.user_id);
  const date = now();
  if (body.name !== undefined) {
    const room = await db.insertInto('chat_rooms')
      .values({ kind: 'group', name: body.name, address: newAddress(), direct_key: null, owner_id: userId, last_message_id: null, add_date: date, update_date: date })
      .returningAll().executeTakeFirstOrThrow();
    await addMember(db, room.id, userId, date);
    await addMember(db, room.id, body.user_id, date);
    return describeRoom(db, await roomRow(db, room.id), viewer);
  }
  const key = directKey(userId, body.user_id);
  let room = await db.selectFrom('chat_rooms').selectAll().where('direct_key', '=', key).executeTakeFirst();
  if (!room) {
    room = await db.insertInto('chat_rooms')
      .values({ kind: 'direct', address: newAddress(), direct_key: key, owner_id: userId, last_message_id: null, add_date: date, update_date: date })
      .returningAll().executeTakeFirstOrThrow();
  }
  for (const id of [userId, body.user_id]) if (!(await membership(db, room.id, id))) await addMember(db, room.id, id, date);
  return describeRoom(db, await roomRow(db, room.id), viewer);
}

/** The room behind a public address, for its members. */
export async function chatByAddress(db: Db, userId: number, address: string): Promise<ChatRoom> {
  const room = await db.selectFrom('chat_rooms').select('id').where('address', '=', address).executeTakeFirst();
  if (!room) throw notFound('This chat does not exist.');
  const { room: row, viewer } = await memberOf(db, room.id, userId);
  return describeRoom(db, row, viewer);
}

/** One page of a room's messages, oldest first; reading the latest messages moves a member's read position. */
export async function chatPage(db: Db, userId: number, roomId: number, query: ChatPageQuery): Promise<ChatPage> {
  const { room, lastReadId, bans, viewer, member, self } = await memberOf(db, roomId, userId, true);
  const shown = await othersOf(db, [roomId], userId, true);
  // The grower and the members shown write most of a room's messages: their authors are read only when others wrote.
  const known = [self, ...shown];
  const inRoom = sql`where m.room_id = ${roomId}${query.address !== undefined ? sql` and m.address = ${query.address}` : sql``}`;
  let rows;
  let authors: Map<number, User>;
  let hasOlder: boolean;
  if (query.first !== undefined) {
    ({ rows, authors } = await selectMessages(db, sql`${inRoom} and m.id > ${query.first} order by m.id asc limit ${query.last}`, known));
    const oldest = rows[0]?.id ?? query.first + 1;
    hasOlder = (await db.selectFrom('chat_messages').select('id').where('room_id', '=', roomId).where('id', '<', oldest).limit(1).executeTakeFirst()) !== undefined;
  } else {
    // One more than asked tells whether older ones exist.
    const page = await selectMessages(db, sql`${inRoom}${query.older !== undefined ? sql` and m.id < ${query.older}` : sql``} order by m.id desc limit ${query.last + 1}`, known);
    hasOlder = page.rows.length > query.last;
    rows = page.rows.slice(0, query.last).reverse();
    authors = page.authors;
  }
  // Asked for what is newer than the device's latest (`first`) and nothing is: the grower has read up to it (never past
  // the room's last message).
  const newest = rows.at(-1)?.id ?? (query.first !== undefined && room.last_message_id !== null ? Math.min(query.first, room.last_message_id) : undefined);
  // A write only when the position moves: reading a room again is a read.
  if (member && newest !== undefined && query.older === undefined && newest > lastReadId) {
    await db.updateTable('chat_members').set({ last_read_id: newest })
      .where('room_id', '=', roomId).where('user_id', '=', userId).where('last_read_id', '<', newest).execute();
    await chatRead(db, userId, room, newest);
  }
  const items = rows.map((row) => toMessage(row, viewer, authors));
  const lastRead = member && newest !== undefined && query.older === undefined ? Math.max(lastReadId, newest) : lastReadId;
  return { room: await describeRoom(db, room, viewer, { lastReadId: lastRead, messages: items, bans, member, shown }), items, has_older: hasOlder };
}

/** Stores a message of a member allowed to write; answers it with the ids of the members to tell. */
export async function sendMessage(db: Db, userId: number, roomId: number, body: ChatMessageBody): Promise<{ message: ChatMessage; memberIds: number[] }> {
  const room = await memberRoom(db, roomId, userId);
  const refusal = await refusalOf(db, room, userId);
  if (refusal) throw forbidden(refusal);
  const date = now();
  const { id } = await db.insertInto('chat_messages').values({ room_id: roomId, user_id: userId, text: body.text, address: body.address, add_date: date })
    .returning('id').executeTakeFirstOrThrow();
  await db.updateTable('chat_rooms').set({ last_message_id: id, update_date: date }).where('id', '=', roomId).execute();
  await db.updateTable('chat_members').set({ last_read_id: id }).where('room_id', '=', roomId).where('user_id', '=', userId).execute();
  const [message, members] = await Promise.all([
    selectMessages(db, sql`where m.id = ${id}`),
    db.selectFrom('chat_members').select('user_id').where('room_id', '=', roomId).execute(),
  ]);
  await messageSent(db, room, { id, userId, text: body.text }, members.map((m) => m.user_id));
  return { message: toMessage(message.rows[0]!, { id: userId, moderator: false }, message.authors), memberIds: members.map((m) => m.user_id) };
}

/** A message as its room's members read it now (after a moderator hid it or showed it again), for the live channel:
 * its author and moderator members get the text, the others "removed". Nothing for a message that is gone. */
export async function messageForMembers(db: Db, messageId: number): Promise<{ userIds: number[]; message: ChatMessage }[]> {
  const { rows: [row], authors } = await selectMessages(db, sql`where m.id = ${messageId}`);
  if (!row) return [];
  const members = await db.selectFrom('chat_members as cm').innerJoin('users as u', 'u.id', 'cm.user_id')
    .select(['u.id', 'u.role']).where('cm.room_id', '=', row.room_id).execute();
  const views = new Map<boolean, number[]>();
  for (const member of members) {
    const sees = seesHidden(viewerOf(member), row.user_id);
    views.set(sees, [...(views.get(sees) ?? []), member.id]);
  }
  return [...views].map(([sees, userIds]) => ({ userIds, message: toMessage(row, sees ? { id: row.user_id, moderator: false } : { id: 0, moderator: false }, authors) }));
}

/** The room's members, the owner first. */
export async function listMembers(db: Db, userId: number, roomId: number): Promise<{ items: ChatMember[] }> {
  const room = await memberRoom(db, roomId, userId);
  const rows = await db.selectFrom('chat_members as cm').innerJoin('users as u', 'u.id', 'cm.user_id')
    .leftJoin('chat_bans as b', (j) => j.onRef('b.room_id', '=', 'cm.room_id').onRef('b.user_id', '=', 'cm.user_id'))
    .select(['u.id', 'u.name', 'u.status', 'u.avatar', 'cm.add_date', 'b.by_id'])
    .where('cm.room_id', '=', roomId).orderBy('cm.add_date').orderBy('u.id').execute();
  const items = rows.map((r) => ({ user: toUser(r), is_owner: r.id === room.owner_id, is_ban: r.by_id !== null, add_date: r.add_date }));
  return { items: [...items.filter((m) => m.is_owner), ...items.filter((m) => !m.is_owner)] };
}

/** Growers whose name starts with the search (compared by substr: user names hold LIKE's wildcard `_`), marked when they are members already (to add to a group). */
export async function searchMembers(db: Db, userId: number, roomId: number, search: string): Promise<ChatSearch> {
  await memberRoom(db, roomId, userId);
  const prefix = search.toLowerCase();
  const rows = await db.selectFrom('users as u')
    .leftJoin('chat_members as cm', (j) => j.onRef('cm.user_id', '=', 'u.id').on('cm.room_id', '=', roomId))
    .select(['u.id', 'u.name', 'u.status', 'u.avatar', 'cm.room_id'])
    .where((eb) => eb(eb.fn('substr', [eb.fn('lower', ['u.name']), eb.val(1), eb.val(prefix.length)]), '=', prefix))
    .where('u.delete_date', 'is', null).where('u.id', '!=', userId)
    .orderBy('u.name').limit(CHAT_SEARCH_LIMIT).execute();
  return { items: rows.map((r) => ({ ...toUser(r), is_member: r.room_id !== null })) };
}

async function ownedGroup(db: Db, user: UserRow, roomId: number, what: string): Promise<RoomRow> {
  const room = await memberRoom(db, roomId, user.id);
  if (room.kind !== 'group') throw badRequest('A direct chat has two members: start a group to add others.');
  if (room.owner_id !== user.id) throw forbidden(`Only the chat's owner can ${what}.`);
  return room;
}

/** The owner adds a grower to a group. */
export async function addChatMember(db: Db, user: UserRow, roomId: number, memberId: number): Promise<{ items: ChatMember[] }> {
  const room = await ownedGroup(db, user, roomId, 'add members');
  await requireGrower(db, memberId);
  if (!(await membership(db, roomId, memberId))) {
    if (room.cnt_members >= MAX_CHAT_MEMBERS) throw badRequest(`A group can have at most ${MAX_CHAT_MEMBERS} members.`);
    await addMember(db, roomId, memberId, now());
  }
  return listMembers(db, user.id, roomId);
}

async function dropMember(db: Db, roomId: number, memberId: number) {
  const gone = await db.deleteFrom('chat_members').where('room_id', '=', roomId).where('user_id', '=', memberId).executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) return;
  await db.updateTable('chat_rooms').set((eb) => ({ cnt_members: eb('cnt_members', '-', 1) }))
    .where('id', '=', roomId).where('cnt_members', '>', 0).execute();
  const left = await db.selectFrom('chat_rooms').select('cnt_members').where('id', '=', roomId).executeTakeFirstOrThrow();
  if (left.cnt_members === 0) await db.deleteFrom('chat_rooms').where('id', '=', roomId).execute();
}

/** The owner removes a member of a group; any member removes themselves (leaves). */
export async function removeChatMember(db: Db, user: UserRow, roomId: number, memberId: number): Promise<{ items: ChatMember[] }> {
  if (memberId === user.id) {
    await leaveOrDelete(db, user, roomId);
    return { items: [] };
  }
  const room = await ownedGroup(db, user, roomId, 'remove members');
  if (memberId === room.owner_id) throw badRequest('The owner cannot be removed.');
  await dropMember(db, roomId, memberId);
  return listMembers(db, user.id, roomId);
}

/** The owner renames a group. */
export async function renameChat(db: Db, user: UserRow, roomId: number, name: string): Promise<ChatRoom> {
  await ownedGroup(db, user, roomId, 'rename it');
  await db.updateTable('chat_rooms').set({ name }).where('id', '=', roomId).execute();
  return describeRoom(db, await roomRow(db, roomId), viewerOf(user));
}

/** The owner of a group deletes it for everyone; anyone else (and both growers of a direct chat) leaves it. */
export async function leaveOrDelete(db: Db, user: UserRow, roomId: number): Promise<{ id: number; deleted: boolean }> {
  const room = await memberRoom(db, roomId, user.id);
  if (room.kind === 'group' && room.owner_id === user.id) {
    await db.deleteFrom('chat_rooms').where('id', '=', roomId).execute();
    return { id: roomId, deleted: true };
  }
  await dropMember(db, roomId, user.id);
  return { id: roomId, deleted: false };
}

/** The owner of a group (or a moderator member) bans or unbans a member from writing. */
export async function banChatMember(db: Db, user: UserRow, roomId: number, memberId: number, isBan: boolean): Promise<{ items: ChatMember[] }> {
  const room = await memberRoom(db, roomId, user.id);
  if (room.owner_id !== user.id && !MODERATORS.includes(user.role)) throw forbidden("Only the chat's owner can ban members.");
  if (memberId === user.id) throw badRequest('You cannot ban yourself.');
  if (memberId === room.owner_id) throw badRequest("The chat's owner cannot be banned.");
  if (!(await membership(db, roomId, memberId))) throw notFound('This grower is not a member of the chat.');
  if (isBan) {
    await db.insertInto('chat_bans').values({ room_id: roomId, user_id: memberId, by_id: user.id, add_date: now() })
      .onConflict((oc) => oc.columns(['room_id', 'user_id']).doNothing()).execute();
  } else {
    await db.deleteFrom('chat_bans').where('room_id', '=', roomId).where('user_id', '=', memberId).execute();
  }
  return listMembers(db, user.id, roomId);
}

/** A member reports the room or one of its messages (spec §7 POST /{id}/complains): filed in the moderators' queue like
 * any report (POST /api/complains/chat|chat_message/{id}); a second report of the same item replaces the first. */
export async function complainChat(db: Db, userId: number, roomId: number, body: ChatComplain): Promise<ComplainAnswer> {
  await memberRoom(db, roomId, userId);
  if (body.message_id !== null) {
    const message = await db.selectFrom('chat_messages').select('id').where('id', '=', body.message_id).where('room_id', '=', roomId).executeTakeFirst();
    if (!message) throw notFound('This message does not exist.');
  }
  const report = { reason: body.reason, text: body.text };
  return body.message_id === null ? fileComplain(db, userId, 'chat', roomId, report) : fileComplain(db, userId, 'chat_message', body.message_id, report);
}
