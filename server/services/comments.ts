// Comment threads (spec §7 Comments): top comments of an item page by page in three orders, replies of a comment,
// a linked comment's place, a summary per item, and the grower's own writes. Counters (the item's cnt_comments, a
// comment's cnt_childs) change in the write's transaction. Growers a viewer blocked are left out of what they see,
// and cannot reply to the viewer's comments.
import { sql, type Kysely } from 'kysely';
import type { CommentedType } from '../../src/domain/api/content-types';
import type { Comment, CommentByLink, CommentEdit, CommentFocus, CommentInput, CommentsPage, CommentSummary, RepliesPage } from '../../src/domain/comment/comment';
import { REPLY_PAGE_SIZE, SUMMARY_LATEST, SUMMARY_WHO, type CommentSort } from '../../src/domain/comment/comment-limits';
import { mentionedNames } from '../../src/domain/comment/comment-text';
import type { Database, UserRole } from '../db/types';
import { forbidden, notFound } from '../http/errors';
import { blockedIdsOf, isBlockedBy } from './blocks';
import { bumpCounter, contentKind, requireItem } from './content-items';
import { commentWritten } from './notifications-events';
import { toUser } from './users';

type Db = Kysely<Database>;

/** Who reads or writes: the grower's id (0 for a guest) and role. */
export interface Viewer { id: number; role: UserRole | null }

const ITEM_MISSING = 'There is nothing to comment on here.';
const COMMENT_MISSING = 'This comment does not exist or was deleted.';

/**
 * A thread's comments as rows joined with their authors, as `viewerId` sees them: comments a moderator hid only to
 * their author, growers the viewer blocked (`blocked`) not at all.
 */
function threadRows(db: Db, type: CommentedType, refId: number, viewerId: number, blocked: number[]) {
  let query = db.selectFrom('comments as c').innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.type', 'c.ref_id', 'c.parent_id', 'c.text', 'c.add_date', 'c.update_date', 'c.cnt_likes', 'c.cnt_childs',
      'c.is_remove', 'c.is_ban', 'c.ban_reason', 'c.user_id', 'u.name', 'u.status', 'u.avatar'])
    .where('c.type', '=', type).where('c.ref_id', '=', refId)
    .where((eb) => eb.or([eb('c.is_ban', '=', 0), eb('c.user_id', '=', viewerId)]));
  if (blocked.length > 0) query = query.where('c.user_id', 'not in', blocked);
  return query;
}
type ThreadQuery = ReturnType<typeof threadRows>;
type CommentRow = Awaited<ReturnType<ThreadQuery['execute']>>[number];

/** Top comments that are shown: live ones, and removed ones that still have replies (they keep their place). */
const shownRoots = (query: ThreadQuery) => query.where('c.parent_id', 'is', null)
  .where((eb) => eb.or([eb('c.is_remove', '=', 0), eb('c.cnt_childs', '>', 0)]));
/** Replies that are shown: live ones. */
const shownReplies = (query: ThreadQuery, parentId: number) => query.where('c.parent_id', '=', parentId).where('c.is_remove', '=', 0);

function ordered(query: ThreadQuery, sort: CommentSort): ThreadQuery {
  if (sort === 'oldest') return query.orderBy('c.id', 'asc');
  if (sort === 'likes') return query.orderBy('c.cnt_likes', 'desc').orderBy('c.id', 'desc');
  return query.orderBy('c.id', 'desc');
}

/** The column counting an item's comments (every commented kind has one). */
function threadCounter(type: CommentedType) {
  const column = contentKind(type).counters.comments;
  if (!column) throw new Error(`A ${type} has no comment counter`);
  return column;
}

/** Rows as the API shows them: authors, the viewer's likes, resolved mentions; a removed comment's text is gone. */
async function toComments(db: Db, rows: CommentRow[], viewer: Viewer): Promise<Comment[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [liked, mentions] = await Promise.all([
    viewer.id > 0
      ? db.selectFrom('likes').select('ref_id').where('user_id', '=', viewer.id).where('type', '=', 'comment').where('ref_id', 'in', ids).execute()
      : [],
    // Only a text with an @ can mention anyone.
    rows.some((r) => r.text.includes('@'))
      ? db.selectFrom('comment_mentions').select(['comment_id', 'user_id', 'name']).where('comment_id', 'in', ids).execute()
      : [],
  ]);
  const likedIds = new Set(liked.map((l) => l.ref_id));
  const mentionsOf = new Map<number, Record<string, number>>();
  for (const m of mentions) mentionsOf.set(m.comment_id, { ...mentionsOf.get(m.comment_id), [m.name]: m.user_id });
  return rows.map((row) => ({
    id: row.id,
    type: row.type as CommentedType,
    ref_id: row.ref_id,
    parent_id: row.parent_id,
    text: row.is_remove ? '' : row.text,
    add_date: row.add_date,
    update_date: row.update_date,
    item_user: toUser({ id: row.user_id, name: row.name, status: row.status, avatar: row.avatar }),
    cnt_likes: row.cnt_likes,
    cnt_childs: row.cnt_childs,
    is_remove: row.is_remove === 1,
    liked: likedIds.has(row.id),
    mentions: row.is_remove ? {} : mentionsOf.get(row.id) ?? {},
    ...(row.is_ban === 1 && { ban_reason: row.ban_reason }),
  }));
}

/** One comment of the thread (removed ones too), or 404. */
async function findInThread(db: Db, type: CommentedType, refId: number, commentId: number, viewerId: number) {
  const row = await threadRows(db, type, refId, viewerId, []).where('c.id', '=', commentId).executeTakeFirst();
  if (!row) throw notFound(COMMENT_MISSING);
  return row;
}

async function countOf(query: ThreadQuery): Promise<number> {
  const row = await query.clearSelect().select(sql<number>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Shown top comments before `root` in `sort` order: its index in the thread. */
function rootsBefore(query: ThreadQuery, root: CommentRow, sort: CommentSort): ThreadQuery {
  if (sort === 'oldest') return query.where('c.id', '<', root.id);
  if (sort === 'newest') return query.where('c.id', '>', root.id);
  return query.where((eb) => eb.or([
    eb('c.cnt_likes', '>', root.cnt_likes),
    eb.and([eb('c.cnt_likes', '=', root.cnt_likes), eb('c.id', '>', root.id)]),
  ]));
}

/** The page of replies of `parentId` that reaches `untilId` (oldest first), at least one page. */
async function repliesUpTo(db: Db, type: CommentedType, refId: number, parentId: number, untilId: number, blocked: number[], viewer: Viewer) {
  const rows = await shownReplies(threadRows(db, type, refId, viewer.id, blocked), parentId).orderBy('c.id', 'asc').execute();
  const reach = rows.findIndex((r) => r.id === untilId) + 1;
  return toComments(db, rows.slice(0, Math.max(REPLY_PAGE_SIZE, reach)), viewer);
}

/** Where a comment of the thread sits in `sort` order with pages of `limit`, and its top comment with the replies up to it. */
async function locate(db: Db, type: CommentedType, refId: number, commentId: number, sort: CommentSort, limit: number, blocked: number[], viewer: Viewer) {
  const target = await findInThread(db, type, refId, commentId, viewer.id);
  if (target.is_remove && target.cnt_childs === 0) throw notFound(COMMENT_MISSING);
  const root = target.parent_id === null ? target : await findInThread(db, type, refId, target.parent_id, viewer.id);
  const index = await countOf(rootsBefore(shownRoots(threadRows(db, type, refId, viewer.id, blocked)), root, sort));
  const focus: CommentFocus = { comment_id: target.id, root_id: root.id, start: Math.floor(index / limit) * limit };
  const [[rootComment], [comment]] = await Promise.all([toComments(db, [root], viewer), toComments(db, [target], viewer)]);
  const replies = await repliesUpTo(db, type, refId, root.id, target.id, blocked, viewer);
  return { focus, root: { ...rootComment!, replies }, comment: comment! };
}

/** GET /api/comments/{type}/{id}: a page of top comments; with `preload` a linked comment's page, its replies included. */
export async function listThread(
  db: Db, type: CommentedType, refId: number, viewer: Viewer,
  query: { start: number; limit: number; sort: CommentSort; comment_id?: number; preload_comment: boolean },
): Promise<CommentsPage> {
  const [item, blocked] = await Promise.all([requireItem(db, type, refId, viewer.id, ITEM_MISSING), blockedIdsOf(db, viewer.id)]);
  const { limit, sort } = query;
  const found = query.comment_id !== undefined && query.preload_comment
    ? await locate(db, type, refId, query.comment_id, sort, limit, blocked, viewer)
    : null;
  const start = found ? found.focus.start : query.start;
  const roots = shownRoots(threadRows(db, type, refId, viewer.id, blocked));
  // The count of top comments rides along with the page; a page past the end asks it apart.
  const rows = await ordered(roots, sort).select(sql<number>`count(*) over ()`.as('total')).limit(limit).offset(start).execute();
  const total = rows.length > 0 ? Number(rows[0]!.total) : start > 0 ? await countOf(roots) : 0;
  const items = (await toComments(db, rows, viewer)).map((c) => (found && c.id === found.root.id ? found.root : c));
  return { items, start, limit, sort, total, cnt_comments: item.cnt_comments, focus: found?.focus ?? null };
}

/**
 * What a guest's page of a thread depends on that a comment write always changes: the item's comment count (404 when
 * the item is not there to see). Edits, likes and moderation change it not, so a kept page shows them within the
 * list cache's age limit.
 */
export async function threadVersion(db: Db, type: CommentedType, refId: number): Promise<string> {
  const item = await requireItem(db, type, refId, 0, ITEM_MISSING);
  return String(item.cnt_comments);
}

/** GET .../by-link?comment_id: the linked comment, its top comment with the replies up to it, and its page. */
export async function findByLink(db: Db, type: CommentedType, refId: number, viewer: Viewer, commentId: number, sort: CommentSort, limit: number): Promise<CommentByLink> {
  const [, blocked] = await Promise.all([requireItem(db, type, refId, viewer.id, ITEM_MISSING), blockedIdsOf(db, viewer.id)]);
  return locate(db, type, refId, commentId, sort, limit, blocked, viewer);
}

/** GET .../{cid}/replies: a page of one comment's replies, oldest first. */
export async function listReplies(db: Db, type: CommentedType, refId: number, parentId: number, viewer: Viewer, start: number, limit: number): Promise<RepliesPage> {
  const [, blocked] = await Promise.all([requireItem(db, type, refId, viewer.id, ITEM_MISSING), blockedIdsOf(db, viewer.id)]);
  const parent = await findInThread(db, type, refId, parentId, viewer.id);
  if (parent.parent_id !== null || (parent.is_remove && parent.cnt_childs === 0)) throw notFound(COMMENT_MISSING);
  const replies = shownReplies(threadRows(db, type, refId, viewer.id, blocked), parentId);
  const [rows, total] = await Promise.all([replies.orderBy('c.id', 'asc').limit(limit).offset(start).execute(), countOf(replies)]);
  return { items: await toComments(db, rows, viewer), start, limit, total };
}

/** GET /api/comments/summary/{type}/{id}: the item's comment count, its latest comments and who wrote lately. */
export async function summarize(db: Db, type: CommentedType, refId: number, viewer: Viewer): Promise<CommentSummary> {
  const [item, blocked] = await Promise.all([requireItem(db, type, refId, viewer.id, ITEM_MISSING), blockedIdsOf(db, viewer.id)]);
  const live = threadRows(db, type, refId, viewer.id, blocked).where('c.is_remove', '=', 0);
  const [latest, who] = await Promise.all([
    live.orderBy('c.id', 'desc').limit(SUMMARY_LATEST).execute(),
    live.clearSelect().select(['u.id', 'u.name', 'u.status', 'u.avatar', sql<number>`max(c.id)`.as('last')])
      .groupBy(['u.id', 'u.name', 'u.status', 'u.avatar']).orderBy('last', 'desc').limit(SUMMARY_WHO).execute(),
  ]);
  return { count: item.cnt_comments, latest: await toComments(db, latest, viewer), who: who.map(toUser) };
}

/** Stores the growers a text names with @ (names resolved case-insensitively; deleted accounts are nobody). */
async function storeMentions(db: Db, commentId: number, text: string): Promise<void> {
  await db.deleteFrom('comment_mentions').where('comment_id', '=', commentId).execute();
  const names = mentionedNames(text);
  if (names.length === 0) return;
  const users = await db.selectFrom('users').select(['id', sql<string>`lower(name)`.as('lower')])
    .where(sql`lower(name)`, 'in', names).where('delete_date', 'is', null).execute();
  if (users.length === 0) return;
  await db.insertInto('comment_mentions').values(users.map((u) => ({ comment_id: commentId, user_id: u.id, name: u.lower }))).execute();
}

async function answerOne(db: Db, type: CommentedType, refId: number, commentId: number, viewer: Viewer): Promise<Comment> {
  const [comment] = await toComments(db, [await findInThread(db, type, refId, commentId, viewer.id)], viewer);
  return comment!;
}

/**
 * POST /api/comments/{type}/{id} (in the write's transaction): a comment, or a reply. A reply to a reply joins its
 * top comment (one level of replies); a reply to a grower who blocked the writer is refused (403).
 */
export async function addComment(db: Db, userId: number, type: CommentedType, refId: number, input: CommentInput): Promise<Comment> {
  const item = await requireItem(db, type, refId, userId, ITEM_MISSING);
  let parentId: number | null = null;
  let repliedTo: number[] = [];
  if (input.parent_id !== null) {
    const answered = await findInThread(db, type, refId, input.parent_id, userId);
    if (answered.is_remove) throw notFound('The comment you answer was deleted.');
    const parent = answered.parent_id === null ? answered : await findInThread(db, type, refId, answered.parent_id, userId);
    if (parent.is_remove && parent.cnt_childs === 0) throw notFound('The comment you answer was deleted.');
    for (const author of new Set([answered.user_id, parent.user_id])) {
      if (author !== userId && await isBlockedBy(db, author, userId)) throw forbidden('This grower does not take replies from you.');
    }
    parentId = parent.id;
    repliedTo = [answered.user_id, parent.user_id];
  }
  const now = new Date().toISOString();
  const { id } = await db.insertInto('comments')
    .values({ type, ref_id: refId, user_id: userId, parent_id: parentId, text: input.text, add_date: now, update_date: now })
    .returning('id').executeTakeFirstOrThrow();
  await storeMentions(db, id, input.text);
  await commentWritten(db, { id, userId, type, refId, text: input.text, ownerId: item.owner_id, repliedTo });
  await bumpCounter(db, type, refId, threadCounter(type), 1);
  if (parentId !== null) await bumpCounter(db, 'comment', parentId, 'cnt_childs', 1);
  return answerOne(db, type, refId, id, { id: userId, role: null });
}

/** A live comment of the thread the viewer wrote: 404 when missing or deleted, 403 when another grower's. */
async function ownComment(db: Db, type: CommentedType, refId: number, commentId: number, viewer: Viewer, verb: 'edit' | 'delete') {
  await requireItem(db, type, refId, viewer.id, ITEM_MISSING);
  const row = await findInThread(db, type, refId, commentId, viewer.id);
  if (row.is_remove) throw notFound(COMMENT_MISSING);
  const moderates = verb === 'delete' && (viewer.role === 'admin' || viewer.role === 'moderator');
  if (row.user_id !== viewer.id && !moderates) throw forbidden(`You can only ${verb} your own comments.`);
  return row;
}

/** PATCH /api/comments/{type}/{id}/{cid}: the author changes the text (mentions follow). */
export async function editComment(db: Db, viewer: Viewer, type: CommentedType, refId: number, commentId: number, edit: CommentEdit): Promise<Comment> {
  await ownComment(db, type, refId, commentId, viewer, 'edit');
  await db.updateTable('comments').set({ text: edit.text, update_date: new Date().toISOString() }).where('id', '=', commentId).execute();
  await storeMentions(db, commentId, edit.text);
  return answerOne(db, type, refId, commentId, viewer);
}

/**
 * DELETE /api/comments/{type}/{id}/{cid}: the author (or a moderator) removes a comment. Its text and mentions are
 * erased; a top comment with replies keeps its place as deleted. Counters go down once, never below zero.
 */
export async function deleteComment(db: Db, viewer: Viewer, type: CommentedType, refId: number, commentId: number): Promise<void> {
  const row = await ownComment(db, type, refId, commentId, viewer, 'delete');
  await db.updateTable('comments').set({ is_remove: 1, text: '', update_date: new Date().toISOString() }).where('id', '=', commentId).execute();
  await db.deleteFrom('comment_mentions').where('comment_id', '=', commentId).execute();
  await bumpCounter(db, type, refId, threadCounter(type), -1);
  if (row.parent_id !== null) await bumpCounter(db, 'comment', row.parent_id, 'cnt_childs', -1);
}
