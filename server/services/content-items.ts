// The content kinds growers comment on and like (and later report and moderate), by the type named in API paths:
// each kind's table, owner and counters, and whether an item is there for a viewer to see. A kind added to
// CONTENT_TYPES (src/domain/api/content-types.ts) does not compile until it has its entry here.
import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { ContentType } from '../../src/domain/api/content-types';
import type { Database } from '../db/types';
import { notFound } from '../http/errors';

type Db = Kysely<Database>;

/** An item found visible: who owns it (its author; a week's is its diary's), and its counters as they are now. */
export interface ContentItem { owner_id: number; cnt_likes: number; cnt_comments: number }

/** The counter columns of an item's row. */
export type CounterColumn = 'cnt_comments' | 'cnt_likes' | 'cnt_childs';

export interface ContentKind {
  /** The table holding the items (each has an integer id). */
  table: keyof Database;
  /** The column counting the item's likes, and the one counting its comments (null: it has no thread of its own). */
  counters: { likes: CounterColumn; comments: CounterColumn | null };
  /** The item when it exists and `viewerId` may see it (0 for a guest), else undefined. */
  find(db: Db, id: number, viewerId: number): Promise<ContentItem | undefined>;
}

/**
 * Rows a viewer may see: not removed, and not hidden by a moderator unless the viewer owns them (the owner reads why).
 * A diary hidden by its grower (is_hidden) is unlisted, still open by its address.
 */
const shown = (viewerId: number, table: 'diaries' | 'weeks' | 'photos' | 'comments', owner: 'diaries.user_id' | 'photos.user_id' | 'comments.user_id') =>
  (eb: ExpressionBuilder<Database, typeof table>) => eb.and([
    eb(sql.ref(`${table}.is_remove`), '=', 0),
    eb.or([eb(sql.ref(`${table}.is_ban`), '=', 0), eb(sql.ref(owner), '=', viewerId)]),
  ]);

const liveDiary = (db: Db, viewerId: number) => db.selectFrom('diaries').where(shown(viewerId, 'diaries', 'diaries.user_id'));

/** Grow questions a viewer may see: not removed, not hidden unless the viewer asked it. */
const liveQuestion = (db: Db, viewerId: number) => db.selectFrom('problems').where('problems.is_remove', '=', 0)
  .where((eb) => eb.or([eb('problems.is_ban', '=', 0), eb('problems.user_id', '=', viewerId)]));

const CONTENT_KINDS: Record<ContentType, ContentKind> = {
  diary: {
    table: 'diaries',
    counters: { likes: 'cnt_likes', comments: 'cnt_comments' },
    find: (db, id, viewerId) => liveDiary(db, viewerId).select(['diaries.user_id as owner_id', 'diaries.cnt_likes', 'diaries.cnt_comments'])
      .where('diaries.id', '=', id).executeTakeFirst(),
  },
  week: {
    table: 'weeks',
    counters: { likes: 'cnt_likes', comments: 'cnt_comments' },
    find: (db, id, viewerId) => liveDiary(db, viewerId).innerJoin('weeks', 'weeks.diary_id', 'diaries.id')
      .select(['diaries.user_id as owner_id', 'weeks.cnt_likes', 'weeks.cnt_comments'])
      .where('weeks.id', '=', id).where(shown(viewerId, 'weeks', 'diaries.user_id')).executeTakeFirst(),
  },
  photo: {
    table: 'photos',
    counters: { likes: 'cnt_likes', comments: 'cnt_comments' },
    find: (db, id, viewerId) => liveDiary(db, viewerId).innerJoin('photos', 'photos.diary_id', 'diaries.id')
      .select(['photos.user_id as owner_id', 'photos.cnt_likes', 'photos.cnt_comments'])
      .where('photos.id', '=', id).where(shown(viewerId, 'photos', 'photos.user_id')).executeTakeFirst(),
  },
  comment: {
    table: 'comments',
    counters: { likes: 'cnt_likes', comments: null },
    // A comment's thread is its replies.
    find: (db, id, viewerId) => db.selectFrom('comments').select(['user_id as owner_id', 'cnt_likes', 'cnt_childs as cnt_comments']).where('id', '=', id)
      .where(shown(viewerId, 'comments', 'comments.user_id')).executeTakeFirst(),
  },
  question: {
    table: 'problems',
    counters: { likes: 'cnt_likes', comments: 'cnt_comments' },
    find: (db, id, viewerId) => liveQuestion(db, viewerId).select(['problems.user_id as owner_id', 'problems.cnt_likes', 'problems.cnt_comments'])
      .where('problems.id', '=', id).executeTakeFirst(),
  },
  solution: {
    table: 'problem_solutions',
    counters: { likes: 'cnt_likes', comments: 'cnt_comments' },
    find: (db, id, viewerId) => liveQuestion(db, viewerId).innerJoin('problem_solutions as s', 's.problem_id', 'problems.id')
      .select(['s.user_id as owner_id', 's.cnt_likes', 's.cnt_comments']).where('s.id', '=', id).where('s.is_remove', '=', 0)
      .where((eb) => eb.or([eb('s.is_ban', '=', 0), eb('s.user_id', '=', viewerId)])).executeTakeFirst(),
  },
  article: {
    table: 'articles',
    counters: { likes: 'cnt_likes', comments: 'cnt_comments' },
    find: (db, id) => db.selectFrom('articles').select(['user_id as owner_id', 'cnt_likes', 'cnt_comments'])
      .where('id', '=', id).where('is_remove', '=', 0).executeTakeFirst(),
  },
  // A short is seen once its clip arrived and while moderators do not hide it (a draft or a hidden one by its author only).
  short: {
    table: 'shorts',
    counters: { likes: 'cnt_likes', comments: 'cnt_comments' },
    find: (db, id, viewerId) => db.selectFrom('shorts').select(['user_id as owner_id', 'cnt_likes', 'cnt_comments'])
      .where('id', '=', id).where('is_remove', '=', 0)
      .where((eb) => eb.or([eb.and([eb('publish_date', 'is not', null), eb('is_ban', '=', 0)]), eb('user_id', '=', viewerId)])).executeTakeFirst(),
  },
  // A giveaway: the site's, owned by no grower (comments on it notify nobody but those replied to and mentioned).
  giveaway: {
    table: 'giveaways',
    counters: { likes: 'cnt_likes', comments: 'cnt_comments' },
    find: (db, id) => db.selectFrom('giveaways').select([sql.lit(0).as('owner_id'), 'cnt_likes', 'cnt_comments']).where('id', '=', id).executeTakeFirst(),
  },
};

/** The registry entry of a content kind. */
export function contentKind(type: ContentType): ContentKind {
  return CONTENT_KINDS[type];
}

/** The visible item, or 404 with `message`. */
export async function requireItem(db: Db, type: ContentType, id: number, viewerId: number, message: string): Promise<ContentItem> {
  const item = await contentKind(type).find(db, id, viewerId);
  if (!item) throw notFound(message);
  return item;
}

/** Adds `delta` to a counter of an item (in the caller's transaction); a counter never goes below zero. */
export async function bumpCounter(db: Db, type: ContentType, id: number, column: CounterColumn, delta: number): Promise<void> {
  const { table } = contentKind(type);
  const col = sql.ref(column);
  await sql`update ${sql.table(table)} set ${col} = case when ${col} + ${delta} < 0 then 0 else ${col} + ${delta} end
    where id = ${id}`.execute(db);
}

/** The current value of an item's counter (0 when the item is gone). */
export async function readCounter(db: Db, type: ContentType, id: number, column: CounterColumn): Promise<number> {
  const { table } = contentKind(type);
  const row = await sql<{ value: number }>`select ${sql.ref(column)} as value from ${sql.table(table)} where id = ${id}`.execute(db);
  return Number(row.rows[0]?.value ?? 0);
}
