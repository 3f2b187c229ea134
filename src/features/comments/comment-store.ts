// Comment threads read from the API into the device, and the live reads the thread shows: a thread opened once opens
// again offline. A comment whose change still waits keeps the device's copy through every refresh.
import { db, type CommentRecord, type CommentThreadRecord } from '@/db/database';
import { commentIdOfTarget, commentThreadPrefix } from '@/domain/api/change-targets';
import type { CommentedType } from '@/domain/api/content-types';
import type { Comment, CommentFocus, CommentsPage, CommentSummary, RepliesPage } from '@/domain/comment/comment';
import { COMMENT_PAGE_SIZE, REPLY_PAGE_SIZE, type CommentSort } from '@/domain/comment/comment-limits';
import { storeLikeStates } from '@/features/likes/like-store';
import { apiRequest, ServerError } from '@/sync/transport/http';
import { listKey, summaryKey, toRecord } from './comment-records';

export type ThreadList = Extract<CommentThreadRecord, { kind: 'list' }>;

const storeTables = () => [db.comments, db.commentThreads, db.likes, db.outbox];

/**
 * The writes waiting about a thread: the comments they change (the device's copy is newer than the server's), and
 * the comment count they will add when sent. A refused change waits for nothing: the server's copy is shown again
 * beside it, its words kept on the change.
 */
async function waitingAbout(type: CommentedType, refId: number) {
  const rows = (await db.outbox.where('target').startsWith(commentThreadPrefix(type, refId)).toArray()).filter((row) => row.status !== 'refused');
  const ids = new Set(rows.map((row) => commentIdOfTarget(row.target)).filter((id) => id !== null));
  const countDelta = rows.filter((row) => row.mutator === 'comment.add').length - rows.filter((row) => row.mutator === 'comment.delete').length;
  return { ids, countDelta };
}

/** Stores comments (and the replies they carry) and their like states, except those with a change waiting. */
async function storeComments(comments: Comment[], waiting: Set<number>): Promise<void> {
  const all = comments.flatMap((comment) => [comment, ...(comment.replies ?? [])]).filter((comment) => !waiting.has(comment.id));
  const now = Date.now();
  await db.comments.bulkPut(all.map((comment) => toRecord(comment, now)));
  await storeLikeStates(all.map((comment) => ({ type: 'comment', id: comment.id, liked: comment.liked, cnt_likes: comment.cnt_likes })));
}

/** The stored list after a page: appended after what was loaded, put before it, or starting the list again. */
function mergePage(previous: ThreadList | undefined, start: number, ids: number[]): { offset: number; ids: number[] } {
  if (previous && start === previous.offset + previous.ids.length) return { offset: previous.offset, ids: [...previous.ids, ...ids] };
  if (previous && start + ids.length === previous.offset) return { offset: start, ids: [...ids, ...previous.ids] };
  // The first page loaded again: pages loaded after it stay.
  if (previous && start === previous.offset) return { offset: start, ids: [...ids, ...previous.ids.slice(ids.length)] };
  return { offset: start, ids };
}

/**
 * GET /api/comments/{type}/{id}: a page of top comments into the device. With `focus`, the page holding that
 * comment (its replies up to it included); a comment not in this thread is ignored. Answers where the comment is.
 */
export async function loadThreadPage(type: CommentedType, refId: number, sort: CommentSort, start: number, limit = COMMENT_PAGE_SIZE, focus?: number): Promise<CommentFocus | null> {
  const ask = (withFocus: boolean) => apiRequest<CommentsPage>(`/api/comments/${type}/${refId}`, {
    query: { start, limit, sort, ...(withFocus && focus !== undefined && { comment_id: focus, preload_comment: 1 }) },
  });
  const page = await ask(focus !== undefined).catch((error: unknown) => {
    if (focus !== undefined && error instanceof ServerError && error.status === 404) return ask(false);
    throw error;
  });
  await db.transaction('rw', storeTables(), async () => {
    const waiting = await waitingAbout(type, refId);
    await storeComments(page.items, waiting.ids);
    const key = listKey(type, refId, sort);
    const stored = await db.commentThreads.get(key);
    const merged = mergePage(stored?.kind === 'list' ? stored : undefined, page.start, page.items.map((c) => c.id));
    await db.commentThreads.put({
      kind: 'list', key, ids: [...new Set(merged.ids)], offset: merged.offset, total: page.total,
      cnt_comments: Math.max(0, page.cnt_comments + waiting.countDelta), synced_at: Date.now(),
    });
  });
  return page.focus;
}

/** The page before what is loaded (a thread opened at a linked comment starts further on). */
export async function loadEarlier(type: CommentedType, refId: number, sort: CommentSort, list: ThreadList): Promise<void> {
  const start = Math.max(0, list.offset - COMMENT_PAGE_SIZE);
  await loadThreadPage(type, refId, sort, start, list.offset - start);
}

/**
 * GET .../{cid}/replies: a page of a top comment's replies into the device. A first page holding all of them also
 * drops the stored replies the server no longer shows this grower (deleted, hidden, or by a grower they blocked).
 */
export async function loadReplies(type: CommentedType, refId: number, parentId: number, start: number): Promise<void> {
  const page = await apiRequest<RepliesPage>(`/api/comments/${type}/${refId}/${parentId}/replies`, { query: { start, limit: REPLY_PAGE_SIZE } });
  await db.transaction('rw', storeTables(), async () => {
    const waiting = (await waitingAbout(type, refId)).ids;
    if (start === 0 && page.total <= page.items.length) {
      const shown = new Set(page.items.map((c) => c.id));
      await db.comments.where('parent').equals(parentId).filter((c) => c.synced_at > 0 && !shown.has(c.id) && !waiting.has(c.id)).delete();
    }
    await storeComments(page.items, waiting);
  });
}

/** GET /api/comments/summary/{type}/{id}: who commented lately, and how many comments the item has. */
export async function refreshSummary(type: CommentedType, refId: number): Promise<void> {
  const summary = await apiRequest<CommentSummary>(`/api/comments/summary/${type}/${refId}`);
  await db.transaction('rw', [db.commentThreads, db.outbox], async () => {
    const { countDelta } = await waitingAbout(type, refId);
    await db.commentThreads.put({ kind: 'summary', key: summaryKey(type, refId), who: summary.who, cnt_comments: Math.max(0, summary.count + countDelta), synced_at: Date.now() });
  });
}

/**
 * A thread as stored: its list, and its shown top comments in order (those not yet on the server first when newest
 * first); only the first `upTo` listed ones, so a long thread's first screen does not wait for all of them.
 */
export async function readThread(type: CommentedType, refId: number, sort: CommentSort, upTo = Infinity): Promise<{ list: ThreadList | null; roots: CommentRecord[] }> {
  // One read transaction: the list, then its rows.
  const [list, listed, local] = await db.transaction('r', db.commentThreads, db.comments, async () => {
    const stored = await db.commentThreads.get(listKey(type, refId, sort));
    const found = stored?.kind === 'list' ? stored : null;
    return [found, ...await Promise.all([
      db.comments.bulkGet((found?.ids ?? []).slice(0, upTo)),
      // Not yet on the server: temporary (negative) ids, a key range of their own.
      db.comments.where('id').below(0).filter((c) => c.type === type && c.ref_id === refId && c.parent === 0).toArray(),
    ])] as const;
  });
  const shown = (c: CommentRecord | undefined): c is CommentRecord => c !== undefined && !(c.is_remove && c.cnt_childs === 0);
  const mine = local.sort((a, b) => a.add_date.localeCompare(b.add_date));
  const roots = sort === 'newest' ? [...mine.reverse(), ...listed] : [...listed, ...mine];
  return { list, roots: roots.filter(shown) };
}

/** Top comments read from the device for a thread's first screen, before the rest. */
export const FIRST_ROWS = 30;
/** A primed read is taken by the screen within this long, or read again. */
const PRIMED_FOR_MS = 5_000;
type ThreadRead = Awaited<ReturnType<typeof readThread>>;
const primed = new Map<string, { at: number; read: ThreadRead }>();

/**
 * Reads a thread's first screen from the device ahead of its screen (a route loader calls it while the screen's
 * code and the item load), so the thread shows its comments on its first render.
 */
export async function primeThread(type: CommentedType, refId: number, sort: CommentSort): Promise<void> {
  const read = await readThread(type, refId, sort, FIRST_ROWS);
  primed.set(listKey(type, refId, sort), { at: Date.now(), read });
}

/** The primed first screen of a thread, once, if it is fresh. */
export function takePrimedThread(type: CommentedType, refId: number, sort: CommentSort): ThreadRead | undefined {
  const key = listKey(type, refId, sort);
  const entry = primed.get(key);
  primed.delete(key);
  return entry && Date.now() - entry.at < PRIMED_FOR_MS ? entry.read : undefined;
}

/** Stored replies of the given top comments, oldest first (those not yet on the server last), by top comment. */
export async function readReplies(parentIds: number[]): Promise<Map<number, CommentRecord[]>> {
  const rows = await db.comments.where('parent').anyOf(parentIds).toArray();
  const byParent = new Map<number, CommentRecord[]>();
  const order = (c: CommentRecord) => [c.synced_at === 0 ? 1 : 0, c.synced_at === 0 ? 0 : c.id, c.add_date] as const;
  rows.sort((a, b) => {
    const [x, y] = [order(a), order(b)];
    return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]);
  });
  for (const row of rows) if (!row.is_remove) byParent.set(row.parent, [...(byParent.get(row.parent) ?? []), row]);
  return byParent;
}

/** The comment count and latest commenters of an item as stored (the summary, else a stored list's count). */
export async function readSummary(type: CommentedType, refId: number) {
  const rows = await db.commentThreads.where('key').startsWith(`${type}:${refId}:`).toArray();
  const summary = await db.commentThreads.get(summaryKey(type, refId));
  const list = rows.find((row): row is ThreadList => row.kind === 'list');
  return {
    count: summary?.cnt_comments ?? list?.cnt_comments,
    who: summary?.kind === 'summary' ? summary.who : [],
  };
}

/** The writes waiting or refused about a thread's comments, by comment id (their state and message, for the rows). */
export async function readThreadWrites(type: CommentedType, refId: number) {
  const rows = await db.outbox.where('target').startsWith(commentThreadPrefix(type, refId)).toArray();
  const byComment = new Map<number, typeof rows>();
  for (const row of rows) {
    const id = commentIdOfTarget(row.target);
    if (id !== null) byComment.set(id, [...(byComment.get(id) ?? []), row]);
  }
  return byComment;
}
