// Comment actions the screens call: applied to the device's copy at once and queued (works offline). A comment made
// here has a temporary id until the server answers; changing or removing it before it left folds into its create.
import { db, type CommentRecord } from '@/db/database';
import type { CommentedType } from '@/domain/api/content-types';
import { dropUnsentCreate, queueWrite, writeLocally } from '@/sync/outbox/queue';
import { newTempId } from '@/sync/outbox/temp-ids';
import { bumpReplyCount, bumpThreadCount, forgetLocalComment } from './comment-records';
import { addComment, deleteComment, editComment, type CommentRef } from './mutators';

const tables = () => [db.comments, db.commentThreads];

const refOf = (comment: CommentRecord): CommentRef => ({ type: comment.type, id: comment.ref_id, comment_id: comment.id, parent_id: comment.parent_id });

/**
 * Writes a comment on an item, or a reply to the top comment `parentId`, as the signed-in grower; `label` names the
 * item on /pending. Returns the comment's (temporary) id.
 */
export async function writeComment(type: CommentedType, refId: number, parentId: number | null, text: string, label: string): Promise<number> {
  return writeLocally(tables(), async () => {
    const session = await db.session.get('current');
    if (session?.key !== 'current') throw new Error('Sign in to comment.');
    const id = newTempId();
    const now = new Date().toISOString();
    await db.comments.add({
      id, type, ref_id: refId, parent_id: parentId, parent: parentId ?? 0, text, add_date: now, update_date: now,
      item_user: session.user, cnt_likes: 0, cnt_childs: 0, is_remove: false, liked: false, mentions: {}, synced_at: 0,
    });
    await bumpThreadCount(type, refId, 1);
    if (parentId !== null) await bumpReplyCount(parentId, 1);
    await queueWrite(addComment, { type, id: refId, comment_id: id, parent_id: parentId, text }, { label, createsId: id });
    return id;
  });
}

/** Changes the text of one's own comment. */
export async function changeComment(comment: CommentRecord, text: string, label: string): Promise<void> {
  await writeLocally(tables(), async () => {
    await db.comments.update(comment.id, { text, update_date: new Date().toISOString() });
    await queueWrite(editComment, { ...refOf(comment), text }, { label, ...(comment.synced_at === 0 && { editOf: comment.id }) });
  });
}

/**
 * Removes one's own comment (or, for a moderator, anyone's). A comment that never left the device is simply
 * forgotten with its queued changes; otherwise it shows as deleted at once (kept in place while it has replies).
 */
export async function removeComment(comment: CommentRecord, label: string): Promise<void> {
  await writeLocally(tables(), async () => {
    if (comment.synced_at === 0 && (await dropUnsentCreate(comment.id))) {
      await forgetLocalComment(comment.id);
      return;
    }
    await db.comments.update(comment.id, { is_remove: true, text: '', mentions: {} });
    await bumpThreadCount(comment.type, comment.ref_id, -1);
    if (comment.parent) await bumpReplyCount(comment.parent, -1);
    await queueWrite(deleteComment, refOf(comment), { label });
  });
}
