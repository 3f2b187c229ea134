// What moderators act on, per reportable type: the row that hides it, how the admin queue names and links it, whose
// it is, and who may report it. A grower ('user') is not hidden but banned, nor is a chat room, whose messages are
// hidden one by one (server/services/moderation.ts); only members report a chat or its messages.
import type { Kysely } from 'kysely';
import type { ComplainType } from '../../src/domain/complain/complain-limits';
import type { Database } from '../db/types';
import { forbidden } from '../http/errors';

type Db = Kysely<Database>;

/** How the queue shows an item: a name, where it is (null once gone), where it was said, and its owner. */
export interface ItemDescription { title: string; link: string | null; owner_id: number | null; is_ban: boolean; place?: string }

/** The tables whose rows a moderator hides with is_ban (migrations 0015, 0020, 0035). */
export type HideableTable = 'diaries' | 'weeks' | 'photos' | 'comments' | 'problems' | 'problem_solutions' | 'shorts' | 'chat_messages';

interface ModeratedKind {
  /** The table hiding an item of this type; null for growers, who are banned instead. */
  table: HideableTable | null;
  /** Descriptions of the items that exist, by id. */
  describe(db: Db, ids: number[]): Promise<Map<number, ItemDescription>>;
  /** Throws 403 unless the grower may report the item (chats: members only); anyone signed in otherwise. */
  mayReport?(db: Db, userId: number, id: number): Promise<void>;
}

const EXCERPT = 80;
const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);
const byId = <T extends { id: number }>(rows: T[], describe: (row: T) => ItemDescription) => new Map(rows.map((row) => [row.id, describe(row)]));

/** Chat rooms' names for moderators: a group's own, a direct chat's "Anna & Ben" (its name is its other grower's). */
async function chatTitles(db: Db, roomIds: number[]): Promise<Map<number, string>> {
  if (roomIds.length === 0) return new Map();
  const rooms = await db.selectFrom('chat_rooms').select(['id', 'kind', 'name', 'direct_key']).where('id', 'in', roomIds).execute();
  const directIds = [...new Set(rooms.flatMap((r) => (r.kind === 'direct' && r.direct_key ? r.direct_key.split(':').map(Number) : [])))];
  const names = directIds.length === 0 ? new Map<number, string>()
    : new Map((await db.selectFrom('users').select(['id', 'name']).where('id', 'in', directIds).execute()).map((u) => [u.id, u.name]));
  return new Map(rooms.map((r) => [r.id, r.kind === 'direct' && r.direct_key
    ? r.direct_key.split(':').map((id) => names.get(Number(id)) ?? '').join(' & ') : r.name]));
}

async function requireMember(db: Db, userId: number, roomId: number | undefined) {
  if (roomId === undefined) return;
  const member = await db.selectFrom('chat_members').select('room_id').where('room_id', '=', roomId).where('user_id', '=', userId).executeTakeFirst();
  if (!member) throw forbidden('Only the members of this chat can report it.');
}

const KINDS: Record<ComplainType, ModeratedKind> = {
  diary: {
    table: 'diaries',
    describe: async (db, ids) => byId(
      await db.selectFrom('diaries').select(['id', 'name', 'user_id', 'is_ban', 'is_remove']).where('id', 'in', ids).execute(),
      (d) => ({ title: d.name, link: d.is_remove ? null : `/diaries/${d.id}`, owner_id: d.user_id, is_ban: d.is_ban === 1 }),
    ),
  },
  week: {
    table: 'weeks',
    describe: async (db, ids) => byId(
      await db.selectFrom('weeks').innerJoin('diaries', 'diaries.id', 'weeks.diary_id')
        .select(['weeks.id', 'weeks.diary_id', 'weeks.position', 'weeks.is_ban', 'weeks.is_remove', 'diaries.name', 'diaries.user_id'])
        .where('weeks.id', 'in', ids).execute(),
      (w) => ({
        title: `${w.name} · ${w.position + 1}`, link: w.is_remove ? null : `/diaries/${w.diary_id}/week/${w.id}`,
        owner_id: w.user_id, is_ban: w.is_ban === 1,
      }),
    ),
  },
  photo: {
    table: 'photos',
    describe: async (db, ids) => byId(
      await db.selectFrom('photos').innerJoin('diaries', 'diaries.id', 'photos.diary_id')
        .select(['photos.id', 'photos.week_id', 'photos.diary_id', 'photos.comment', 'photos.user_id', 'photos.is_ban', 'photos.is_remove', 'diaries.name'])
        .where('photos.id', 'in', ids).execute(),
      (p) => ({
        title: p.comment ? excerpt(p.comment) : p.name,
        link: p.is_remove ? null : p.week_id === null ? `/diaries/${p.diary_id}` : `/diaries/${p.diary_id}/week/${p.week_id}`,
        owner_id: p.user_id, is_ban: p.is_ban === 1,
      }),
    ),
  },
  comment: {
    table: 'comments',
    async describe(db, ids) {
      const rows = await db.selectFrom('comments').select(['id', 'type', 'ref_id', 'text', 'user_id', 'is_ban', 'is_remove']).where('id', 'in', ids).execute();
      // A comment is shown where its item is: that item's link, opened at the comment.
      const parents = new Map<string, Map<number, ItemDescription>>();
      for (const type of new Set(rows.map((r) => r.type))) {
        if (!isComplainType(type)) continue;
        parents.set(type, await KINDS[type].describe(db, rows.filter((r) => r.type === type).map((r) => r.ref_id)));
      }
      return byId(rows, (c) => {
        const parentLink = parents.get(c.type)?.get(c.ref_id)?.link ?? null;
        return {
          title: excerpt(c.text), link: c.is_remove || !parentLink ? null : `${parentLink}?comment_id=${c.id}`,
          owner_id: c.user_id, is_ban: c.is_ban === 1,
        };
      });
    },
  },
  question: {
    table: 'problems',
    describe: async (db, ids) => byId(
      await db.selectFrom('problems').select(['id', 'title', 'user_id', 'is_ban', 'is_remove']).where('id', 'in', ids).execute(),
      (q) => ({ title: q.title, link: q.is_remove ? null : `/grow-questions/${q.id}`, owner_id: q.user_id, is_ban: q.is_ban === 1 }),
    ),
  },
  solution: {
    table: 'problem_solutions',
    describe: async (db, ids) => byId(
      await db.selectFrom('problem_solutions').innerJoin('problems', 'problems.id', 'problem_solutions.problem_id')
        .select(['problem_solutions.id', 'problem_solutions.problem_id', 'problem_solutions.text', 'problem_solutions.user_id',
          'problem_solutions.is_ban', 'problem_solutions.is_remove', 'problems.is_remove as question_removed'])
        .where('problem_solutions.id', 'in', ids).execute(),
      (s) => ({
        title: excerpt(s.text), link: s.is_remove || s.question_removed ? null : `/grow-questions/${s.problem_id}`,
        owner_id: s.user_id, is_ban: s.is_ban === 1,
      }),
    ),
  },
  short: {
    table: 'shorts',
    describe: async (db, ids) => byId(
      await db.selectFrom('shorts').select(['id', 'title', 'user_id', 'is_ban', 'is_remove', 'publish_date']).where('id', 'in', ids).execute(),
      (s) => ({ title: s.title, link: s.is_remove || s.publish_date === null ? null : `/shorts/${s.id}`, owner_id: s.user_id, is_ban: s.is_ban === 1 }),
    ),
  },
  chat_message: {
    table: 'chat_messages',
    async describe(db, ids) {
      const rows = await db.selectFrom('chat_messages').select(['id', 'room_id', 'text', 'user_id', 'is_ban']).where('id', 'in', ids).execute();
      const titles = await chatTitles(db, [...new Set(rows.map((m) => m.room_id))]);
      return byId(rows, (m) => ({
        title: excerpt(m.text), place: titles.get(m.room_id) ?? '', link: `/chats/${m.room_id}?message=${m.id}`,
        owner_id: m.user_id, is_ban: m.is_ban === 1,
      }));
    },
    async mayReport(db, userId, id) {
      const message = await db.selectFrom('chat_messages').select('room_id').where('id', '=', id).executeTakeFirst();
      await requireMember(db, userId, message?.room_id);
    },
  },
  chat: {
    table: null,
    async describe(db, ids) {
      const [rows, titles] = await Promise.all([
        db.selectFrom('chat_rooms').select(['id', 'owner_id']).where('id', 'in', ids).execute(),
        chatTitles(db, ids),
      ]);
      return byId(rows, (r) => ({ title: titles.get(r.id) ?? '', link: `/chats/${r.id}`, owner_id: r.owner_id, is_ban: false }));
    },
    mayReport: (db, userId, id) => requireMember(db, userId, id),
  },
  user: {
    table: null,
    describe: async (db, ids) => byId(
      await db.selectFrom('users').select(['id', 'name', 'is_ban', 'delete_date']).where('id', 'in', ids).execute(),
      (u) => ({ title: u.name, link: u.delete_date ? null : `/grower/${u.id}`, owner_id: u.id, is_ban: u.is_ban === 1 }),
    ),
  },
};

function isComplainType(type: string): type is ComplainType {
  return Object.hasOwn(KINDS, type);
}

/** Descriptions of items of one type that exist, by id. */
export function describeItems(db: Db, type: ComplainType, ids: number[]): Promise<Map<number, ItemDescription>> {
  return ids.length === 0 ? Promise.resolve(new Map()) : KINDS[type].describe(db, ids);
}

/** 403 unless the grower may report the item (chats: members only). */
export async function checkReporter(db: Db, type: ComplainType, userId: number, id: number): Promise<void> {
  await KINDS[type].mayReport?.(db, userId, id);
}

/** The table that hides items of `type`, or null for growers and chats. */
export function hideableTable(type: ComplainType): HideableTable | null {
  return KINDS[type].table;
}
