// Comments as the device stores them, and the thread counts the device's own changes move (shared by the writes and
// the answers of the comment mutators).
import { db, type CommentRecord } from '@/db/database';
import type { CommentedType } from '@/domain/api/content-types';
import type { Comment } from '@/domain/comment/comment';
import { COMMENT_SORTS } from '@/domain/comment/comment-limits';

/** A comment as stored: `parent` 0 for a top comment; `synced_at` 0 while the server does not have it. */
export function toRecord({ replies: _replies, ...comment }: Comment, syncedAt = Date.now()): CommentRecord {
  return { ...comment, parent: comment.parent_id ?? 0, synced_at: syncedAt };
}

export const listKey = (type: CommentedType, refId: number, sort: string) => `${type}:${refId}:${sort}`;
export const summaryKey = (type: CommentedType, refId: number) => `summary:${type}:${refId}`;

/** The keys of every stored list and the summary of an item's thread. */
const threadKeys = (type: CommentedType, refId: number) => [...COMMENT_SORTS.map((sort) => listKey(type, refId, sort)), summaryKey(type, refId)];

/** Adds `delta` to the comment count of an item's stored lists and summary (never below zero). */
export async function bumpThreadCount(type: CommentedType, refId: number, delta: number): Promise<void> {
  await db.commentThreads.where('key').anyOf(threadKeys(type, refId)).modify((row) => {
    row.cnt_comments = Math.max(0, row.cnt_comments + delta);
  });
}

/** Adds `delta` to a stored comment's reply count (never below zero). */
export async function bumpReplyCount(commentId: number, delta: number): Promise<void> {
  await db.comments.where('id').equals(commentId).modify((row) => {
    row.cnt_childs = Math.max(0, row.cnt_childs + delta);
  });
}

/**
 * A top comment the server now has joins the stored lists of its thread: first in the newest list, last among those
 * loaded in the others (its place there is known once they are loaded again).
 */
export async function listNewTopComment(type: CommentedType, refId: number, commentId: number): Promise<void> {
  for (const sort of COMMENT_SORTS) {
    await db.commentThreads.where('key').equals(listKey(type, refId, sort)).modify((row) => {
      if (row.kind !== 'list' || row.ids.includes(commentId)) return;
      row.ids = sort === 'newest' ? [commentId, ...row.ids] : [...row.ids, commentId];
      row.total += 1;
    });
  }
}

/** Forgets a comment made on this device that never reached the server, with the replies made to it here. */
export async function forgetLocalComment(tempId: number): Promise<void> {
  const row = await db.comments.get(tempId);
  if (!row) return;
  const replies = await db.comments.where('parent').equals(tempId).primaryKeys();
  await db.comments.bulkDelete([tempId, ...replies]);
  await bumpThreadCount(row.type, row.ref_id, -1 - replies.length);
  if (row.parent) await bumpReplyCount(row.parent, -1);
}
