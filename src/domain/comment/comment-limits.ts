// Limits of comments, zod-free so the compose box and the thread read them without the schemas of comment.ts.

/** Characters of a comment's text (issue 15). */
export const MAX_COMMENT_TEXT = 5_000;
/** Top comments per page of a thread, by default and at most. */
export const COMMENT_PAGE_SIZE = 20;
export const MAX_COMMENT_PAGE = 50;
/** Replies per page of one comment's replies, by default and at most. */
export const REPLY_PAGE_SIZE = 10;
export const MAX_REPLY_PAGE = 50;
/** How a thread's top comments are ordered. */
export const COMMENT_SORTS = ['newest', 'oldest', 'likes'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];
/** Latest comments and distinct latest commenters a summary names. */
export const SUMMARY_LATEST = 3;
export const SUMMARY_WHO = 5;
/** Comment writes (add, edit, delete) one grower may make in a minute, whatever else they write. */
export const COMMENT_WRITES_PER_MINUTE = 20;

/** The message of a text over the limit (the server's 400 and the compose box say the same). */
export const commentTooLongMessage = (max = MAX_COMMENT_TEXT) => `A comment can be at most ${max} characters long.`;
