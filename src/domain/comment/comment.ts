// Comment calls of spec §7 (Content: Comments) and the comment entity of spec §3: text, add_date, item_user,
// cnt_likes, cnt_childs, replies; the list query of spec §3 (start, limit, sort, preload_comment, comment_id).
import { z } from 'zod';
import { idParamSchema } from '../api/api';
import { COMMENTED_TYPES } from '../api/content-types';
import { userSchema } from '../user/user';
import { COMMENT_PAGE_SIZE, COMMENT_SORTS, commentTooLongMessage, MAX_COMMENT_PAGE, MAX_COMMENT_TEXT, MAX_REPLY_PAGE, REPLY_PAGE_SIZE } from './comment-limits';

const commentText = z.string().trim()
  .min(1, 'Write something first.')
  .max(MAX_COMMENT_TEXT, commentTooLongMessage());

/** POST /api/comments/{type}/{id}: a comment, or a reply when parent_id names a top comment of the same thread. */
export const commentInputSchema = z.object({
  text: commentText,
  parent_id: z.number().int().positive().max(2 ** 31 - 1).nullable().default(null),
});
export type CommentInput = z.infer<typeof commentInputSchema>;

/** PATCH /api/comments/{type}/{id}/{cid}: the new text. */
export const commentEditSchema = z.object({ text: commentText });
export type CommentEdit = z.infer<typeof commentEditSchema>;

/** {type}/{id} of a thread. */
export const threadParamsSchema = z.object({ type: z.enum(COMMENTED_TYPES), id: idParamSchema.shape.id });
/** {type}/{id}/{cid} of one comment of a thread. */
export const commentParamsSchema = threadParamsSchema.extend({ cid: idParamSchema.shape.id });

/** A flag in a query string: 1, true or yes. */
const queryFlag = z.enum(['0', '1', 'true', 'false', 'yes', 'no']).transform((v) => ['1', 'true', 'yes'].includes(v)).default(false);

/** GET /api/comments/{type}/{id}: a page of top comments; with comment_id and preload_comment the page holding it. */
export const commentsQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_COMMENT_PAGE).default(COMMENT_PAGE_SIZE),
  sort: z.enum(COMMENT_SORTS).default('newest'),
  comment_id: idParamSchema.shape.id.optional(),
  preload_comment: queryFlag,
});
export type CommentsQuery = z.infer<typeof commentsQuerySchema>;

/** GET .../by-link?comment_id: where a linked comment is. */
export const byLinkQuerySchema = commentsQuerySchema.pick({ limit: true, sort: true }).extend({ comment_id: idParamSchema.shape.id });

/** GET .../{cid}/replies: oldest first. */
export const repliesQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_REPLY_PAGE).default(REPLY_PAGE_SIZE),
});

interface CommentShape {
  id: number;
  type: (typeof COMMENTED_TYPES)[number];
  ref_id: number;
  parent_id: number | null;
  text: string;
  add_date: string;
  update_date: string;
  item_user: z.infer<typeof userSchema>;
  cnt_likes: number;
  cnt_childs: number;
  is_remove: boolean;
  liked: boolean;
  mentions: Record<string, number>;
  /** Why a moderator hid it: only its author still sees it, with this reason. */
  ban_reason?: string;
  replies?: CommentShape[];
}

/**
 * A comment as answered. A removed one that has replies keeps its place with an empty text and `is_remove`.
 * `liked`: whether the signed-in grower likes it. `mentions`: the growers its @names resolved to, by lower-case name.
 * `replies`: its first replies (oldest first) when the answer includes them.
 */
export const commentSchema: z.ZodType<CommentShape> = z.lazy(() => z.object({
  id: z.number().int(),
  type: z.enum(COMMENTED_TYPES),
  ref_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  text: z.string(),
  add_date: z.string(),
  update_date: z.string(),
  item_user: userSchema,
  cnt_likes: z.number().int(),
  cnt_childs: z.number().int(),
  is_remove: z.boolean(),
  liked: z.boolean(),
  mentions: z.record(z.string(), z.number().int()),
  ban_reason: z.string().optional(),
  replies: z.array(commentSchema).optional(),
}));
export type Comment = CommentShape;

/** Where a linked comment sits: its top comment (with the replies up to it) and the start of the page holding that top comment. */
export const commentFocusSchema = z.object({ comment_id: z.number().int(), root_id: z.number().int(), start: z.number().int() });
export type CommentFocus = z.infer<typeof commentFocusSchema>;

/** A page of a thread: top comments, the count of top comments (total) and of all comments (cnt_comments). */
export const commentsPageSchema = z.object({
  items: z.array(commentSchema),
  start: z.number().int(),
  limit: z.number().int(),
  sort: z.enum(COMMENT_SORTS),
  total: z.number().int(),
  cnt_comments: z.number().int(),
  focus: commentFocusSchema.nullable(),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;

/** GET .../{cid}/replies. */
export const repliesPageSchema = z.object({ items: z.array(commentSchema), start: z.number().int(), limit: z.number().int(), total: z.number().int() });
export type RepliesPage = z.infer<typeof repliesPageSchema>;

/** GET .../by-link: the linked comment and its place. */
export const commentByLinkSchema = z.object({ comment: commentSchema, root: commentSchema, focus: commentFocusSchema });
export type CommentByLink = z.infer<typeof commentByLinkSchema>;

/** GET /api/comments/summary/{type}/{id}: how many, the latest few, and who wrote lately. */
export const commentSummarySchema = z.object({ count: z.number().int(), latest: z.array(commentSchema), who: z.array(userSchema) });
export type CommentSummary = z.infer<typeof commentSummarySchema>;
