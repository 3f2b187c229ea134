// Comments (spec §7 Content: Comments; spec §3 comment and comment list query), answers in src/domain/comment/comment.ts.
// {type}: diary, week, photo (src/domain/api/content-types.ts, every kind but a comment); {id}: the item.
//   GET    /api/comments/{type}/{id}?start&limit=1..50 (20)&sort=newest|oldest|likes&comment_id&preload_comment=1
//          200 CommentsPage {items, start, limit, sort, total (top comments), cnt_comments (all), focus}: public. Top
//          comments with cnt_childs; a deleted one with replies keeps its place (is_remove, empty text). With
//          comment_id and preload_comment the page holding that comment's top comment is answered instead of `start`,
//          that top comment carrying `replies` up to the linked one, and focus = {comment_id, root_id, start}.
//   GET    /api/comments/{type}/{id}/by-link?comment_id&limit&sort   200 {comment, root (with replies), focus}
//   GET    /api/comments/summary/{type}/{id}   200 {count, latest (3 newest), who (5 latest distinct authors)}
//   GET    /api/comments/{type}/{id}/{cid}/replies?start&limit=1..50 (10)   200 {items, start, limit, total}, oldest first
//   POST   /api/comments/{type}/{id}   {text 1..5000 characters, parent_id?}   201 Comment; a reply to a reply joins its
//          top comment; 403 when the grower answered blocked the writer
//   PATCH  /api/comments/{type}/{id}/{cid}   {text}   200 Comment: the author only (403 otherwise)
//   DELETE /api/comments/{type}/{id}/{cid}   204: the author, a moderator or an admin (403 otherwise)
// Writes: signed in (401), X-Rniq idempotent (a replay answers its first answer and changes nothing), the shared
// write limit and 20 comment writes a minute per grower (429). Growers the viewer blocked are left out of every read.
// A guest's page (without comment_id) is kept while the thread's comment count stays, at most 10 s: an edit, a like or
// a moderator's hiding reaches guests within 10 s.
// 404 for an item or comment not there to see (a deleted comment), 400 {error, message} for bad input
// ("text: A comment can be at most 5000 characters long.").
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import {
  byLinkQuerySchema, commentEditSchema, commentInputSchema, commentParamsSchema, commentsQuerySchema, repliesQuerySchema, threadParamsSchema,
  type CommentByLink, type CommentsPage, type CommentSummary, type RepliesPage,
} from '../../src/domain/comment/comment';
import { COMMENT_WRITES_PER_MINUTE } from '../../src/domain/comment/comment-limits';
import { createLimiter, type AttemptLimiter } from '../auth/attempt-limiter';
import type { Database } from '../db/types';
import { createWriter } from '../http/idempotent-write';
import { enforceLimit } from '../http/rate-limit';
import { addComment, deleteComment, editComment, findByLink, listReplies, listThread, summarize, threadVersion, type Viewer } from '../services/comments';
import { createJsonListCache } from '../services/list-cache';
import type { RouteDeps } from './deps';

export interface CommentDeps extends RouteDeps {
  writeLimiter: AttemptLimiter;
  limitScale?: number;
}

const bodyLimit = { bodyLimit: 64 * 1024 };

const viewerOf = (request: FastifyRequest): Viewer => ({ id: request.user?.id ?? 0, role: request.user?.role ?? null });

export const commentRoutes: FastifyPluginAsync<CommentDeps> = async (app, { db, writeLimiter, limitScale = 1 }) => {
  const write = createWriter(db, writeLimiter);
  // The version is in each key (a thread's own count), so the cache's shared version never changes.
  const sendCached = createJsonListCache(async () => '');
  const commentLimiter = createLimiter(db, { name: 'comments', max: COMMENT_WRITES_PER_MINUTE * limitScale, windowMs: 60_000 });
  /** Counts a comment write of the grower in its transaction: 429 past the comment limit. */
  const countCommentWrite = (trx: Transaction<Database>, userId: number) =>
    enforceLimit(commentLimiter, `user:${userId}`, (wait) => `Too many comments in a minute. Try again in ${wait} seconds.`, trx);

  app.get('/api/comments/summary/:type/:id', async (request): Promise<CommentSummary> => {
    const { type, id } = threadParamsSchema.parse(request.params);
    return summarize(db, type, id, viewerOf(request));
  });

  app.get('/api/comments/:type/:id', async (request, reply): Promise<CommentsPage | FastifyReply> => {
    const { type, id } = threadParamsSchema.parse(request.params);
    const query = commentsQuerySchema.parse(request.query);
    const viewer = viewerOf(request);
    if (viewer.id > 0 || query.comment_id !== undefined) return listThread(db, type, id, viewer, query);
    // Guests all see the same page: kept as JSON while the thread's comment count stays (at most 10 s).
    const version = await threadVersion(db, type, id);
    return sendCached(reply, `${type}:${id}:${version}:${query.start}:${query.limit}:${query.sort}`, () => listThread(db, type, id, viewer, query));
  });

  app.get('/api/comments/:type/:id/by-link', async (request): Promise<CommentByLink> => {
    const { type, id } = threadParamsSchema.parse(request.params);
    const { comment_id, sort, limit } = byLinkQuerySchema.parse(request.query);
    return findByLink(db, type, id, viewerOf(request), comment_id, sort, limit);
  });

  app.get('/api/comments/:type/:id/:cid/replies', async (request): Promise<RepliesPage> => {
    const { type, id, cid } = commentParamsSchema.parse(request.params);
    const { start, limit } = repliesQuerySchema.parse(request.query);
    return listReplies(db, type, id, cid, viewerOf(request), start, limit);
  });

  app.post('/api/comments/:type/:id', bodyLimit, (request, reply) => write(request, reply, 201, () => {
    const { type, id } = threadParamsSchema.parse(request.params);
    const input = commentInputSchema.parse(request.body);
    return async (trx, userId) => {
      await countCommentWrite(trx, userId);
      return addComment(trx, userId, type, id, input);
    };
  }));

  app.patch('/api/comments/:type/:id/:cid', bodyLimit, (request, reply) => write(request, reply, 200, () => {
    const { type, id, cid } = commentParamsSchema.parse(request.params);
    const edit = commentEditSchema.parse(request.body);
    return async (trx, userId) => {
      await countCommentWrite(trx, userId);
      return editComment(trx, viewerOf(request), type, id, cid, edit);
    };
  }));

  app.delete('/api/comments/:type/:id/:cid', bodyLimit, (request, reply) => write(request, reply, 204, () => {
    const { type, id, cid } = commentParamsSchema.parse(request.params);
    return async (trx, userId) => {
      await countCommentWrite(trx, userId);
      return deleteComment(trx, viewerOf(request), type, id, cid);
    };
  }));
};
