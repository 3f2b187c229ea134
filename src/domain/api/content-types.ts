// The kinds of content growers comment on, like (and later report): one list, extended as new kinds arrive. Zod-free.

/**
 * Every kind of content with comments or likes, as named in API paths (`/api/comments/{type}/{id}`,
 * `/api/likes/{type}/{id}`). Add a kind here and its entry in server/services/content-items.ts.
 */
export const CONTENT_TYPES = ['diary', 'week', 'photo', 'comment', 'question', 'solution', 'article', 'short', 'giveaway'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

/** Kinds that carry a comment thread: every content kind but a comment itself (a reply names its parent instead). */
export type CommentedType = Exclude<ContentType, 'comment'>;
export const COMMENTED_TYPES = CONTENT_TYPES.filter((type): type is CommentedType => type !== 'comment');

/** Whether a path segment names a content kind. */
export function isContentType(value: unknown): value is ContentType {
  return (CONTENT_TYPES as readonly unknown[]).includes(value);
}
