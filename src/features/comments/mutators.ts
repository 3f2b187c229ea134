// The comment writes the outbox sends: POST, PATCH and DELETE /api/comments/{type}/{id}[/{cid}]; answers become the
// device's copy unless a newer change of the same comment still waits.
import { db } from '@/db/database';
import { commentTarget } from '@/domain/api/change-targets';
import type { CommentedType } from '@/domain/api/content-types';
import type { Comment } from '@/domain/comment/comment';
import { defineMutator, type ReplayContext } from '@/sync/outbox/mutator';
import { forgetLocalComment, listNewTopComment, toRecord } from './comment-records';

/** Which comment a write is about: its thread (type and item id), its id, and its top comment for a reply. */
export interface CommentRef { type: CommentedType; id: number; comment_id: number; parent_id: number | null }
export type CommentTextArgs = CommentRef & { text: string };

const threadPath = ({ type, id }: CommentRef) => `/api/comments/${type}/${id}`;
const commentPath = (ref: CommentRef) => `${threadPath(ref)}/${ref.comment_id}`;
const targetOf = ({ type, id, comment_id, parent_id }: CommentRef) => commentTarget(type, id, comment_id, parent_id);
const answerTables = () => [db.comments, db.commentThreads];

/** The server's copy of an edited comment, unless the grower changed it again meanwhile (the device's copy is newer). */
async function storeComment(answer: Comment, { laterWrites }: ReplayContext<unknown>): Promise<void> {
  if ((await laterWrites()).length) return;
  await db.comments.put(toRecord(answer));
}

export const addComment = defineMutator<'comment.add', CommentTextArgs, Comment>({
  name: 'comment.add',
  request: ({ text, parent_id, ...ref }) => ({ method: 'POST', path: threadPath({ ...ref, parent_id }), body: { text, parent_id } }),
  target: targetOf,
  replaces: false,
  creates: { kind: 'comment', tables: answerTables, forget: forgetLocalComment },
  answer: {
    tables: answerTables,
    // The comment moves to its real id (its replies made here follow), keeping the device's text while an edit waits.
    store: async (answer, { row, args, laterWrites }) => {
      const temp = row.creates!.temp_id;
      const local = await db.comments.get(temp);
      await db.comments.delete(temp);
      const later = await laterWrites(targetOf({ ...args, comment_id: answer.id }));
      const kept = later.length && local ? { text: local.text, is_remove: local.is_remove } : {};
      await db.comments.put({ ...toRecord(answer), ...kept });
      await db.comments.where('parent').equals(temp).modify({ parent: answer.id, parent_id: answer.id });
      if (answer.parent_id === null) await listNewTopComment(answer.type, answer.ref_id, answer.id);
    },
  },
  pending: { kind: 'addComment', editLink: () => null, content: ({ text }) => [text] },
});

export const editComment = defineMutator<'comment.edit', CommentTextArgs, Comment>({
  name: 'comment.edit',
  request: ({ text, ...ref }) => ({ method: 'PATCH', path: commentPath(ref), body: { text } }),
  target: targetOf,
  replaces: true,
  intoCreate: (create, { text }) => ({ ...(create as CommentTextArgs), text }),
  answer: { tables: answerTables, store: storeComment },
  pending: { kind: 'editComment', editLink: () => null, content: ({ text }) => [text] },
});

export const deleteComment = defineMutator<'comment.delete', CommentRef>({
  name: 'comment.delete',
  request: (ref) => ({ method: 'DELETE', path: commentPath(ref) }),
  target: targetOf,
  replaces: false,
  answer: 'ignored',
  pending: { kind: 'deleteComment', editLink: () => null, content: () => [] },
});

/** Every comment write, for the mutator registry. */
export const commentMutators = [addComment, editComment, deleteComment];
