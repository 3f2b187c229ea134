// The journal (spec §7 Blog), answers in src/domain/article/article.ts. Reads are public; articles are written by
// admins only, through createWriter (X-Rniq idempotent: a replay answers the first answer and changes nothing;
// the per-user write limit); a vote is any signed-in grower's, one per person and poll:
//   GET    /api/blogs?start&limit=1..50 (20)          200 {items: ArticleCard[], start, limit, total}, newest first
//   GET    /api/blogs/category/{c}?start&limit         200 the same, of one category (ARTICLE_CATEGORIES)
//   GET    /api/blogs/tag/{t}?start&limit              200 the same, of one tag
//   GET    /api/blogs/{id}                             200 Article (by id or link; Markdown text, rendered and
//                                                      sanitised by the app)
//   POST   /api/blogs {title 5-200, link?, description ≤ 300, text ≤ 100000, category, tags ≤ 8, cover_file?}
//                                                      201 Article; admins (403 anyone else); a taken link 409
//   PATCH  /api/blogs/{id} {any field above}           200 Article; admins
//   DELETE /api/blogs/{id}                             204; admins; the article leaves every list, its page 404
//   POST   /api/blogs/{id}/impressions {v?: 1-100, s?: 0-86400}   204; public, 120 a minute per address
//   GET    /api/blogs/voting?start&limit=1..50 (20)    200 {items: Poll[], start, limit, total}: each with the
//                                                      viewer's own vote (my_vote)
//   GET    /api/blogs/voting/{id}                      200 Poll
//   POST   /api/blogs/votes/{id}/vote {option_id}      200 Poll; signed in; 409 a second vote ("You have already
//                                                      voted in this poll…") or a closed poll, 400 another poll's option
// 401 guest on writes, 404 missing or removed article or poll, 400 bad body or parameters {error, message}, 429 over
// the write limit.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import {
  articleImpressionsSchema, articleInputSchema, articlePatchSchema, articleRefSchema, articlesQuerySchema, categoryParamSchema,
  pollsQuerySchema, tagParamSchema, voteInputSchema, type Article, type ArticlesPage, type Poll, type PollsPage,
} from '../../src/domain/article/article';
import { createLimiter, type AttemptLimiter } from '../auth/attempt-limiter';
import { notFound } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import { enforceLimit } from '../http/rate-limit';
import {
  addArticleImpressions, createArticle, getArticle, listArticles, removeArticle, updateArticle, type Actor,
} from '../services/articles';
import { castVote, getPoll, listPolls } from '../services/journal-polls';
import { IMPRESSIONS_PER_MINUTE } from './diary-extras';
import type { RouteDeps } from './deps';

export interface BlogDeps extends RouteDeps {
  writeLimiter: AttemptLimiter;
}

const bodyLimit = { bodyLimit: 512 * 1024 };
const actorOf = (request: FastifyRequest): Actor => ({ id: request.user!.id, role: request.user!.role });

export const blogRoutes: FastifyPluginAsync<BlogDeps> = async (app, { db, writeLimiter }) => {
  const write = createWriter(db, writeLimiter);
  const impressionLimiter = createLimiter(db, { name: 'blog-impressions', max: IMPRESSIONS_PER_MINUTE, windowMs: 60_000 });

  app.get('/api/blogs', async (request): Promise<ArticlesPage> => {
    const { start, limit } = articlesQuerySchema.parse(request.query);
    return listArticles(db, {}, start, limit);
  });

  app.get('/api/blogs/category/:c', async (request): Promise<ArticlesPage> => {
    const { c } = categoryParamSchema.parse(request.params);
    const { start, limit } = articlesQuerySchema.parse(request.query);
    return listArticles(db, { category: c }, start, limit);
  });

  app.get('/api/blogs/tag/:t', async (request): Promise<ArticlesPage> => {
    const { t } = tagParamSchema.parse(request.params);
    const { start, limit } = articlesQuerySchema.parse(request.query);
    return listArticles(db, { tag: t }, start, limit);
  });

  app.get('/api/blogs/voting', async (request): Promise<PollsPage> => {
    const { start, limit } = pollsQuerySchema.parse(request.query);
    return listPolls(db, request.user?.id ?? 0, start, limit);
  });

  app.get('/api/blogs/voting/:id', async (request): Promise<Poll> => {
    const { id } = idParamSchema.parse(request.params);
    const poll = await getPoll(db, id, request.user?.id ?? 0);
    if (!poll) throw notFound('Poll not found');
    return poll;
  });

  app.post('/api/blogs/votes/:id/vote', (request, reply) => write(request, reply, 200, () => {
    const { id } = idParamSchema.parse(request.params);
    const { option_id: optionId } = voteInputSchema.parse(request.body);
    return (trx, userId) => castVote(trx, userId, id, optionId);
  }));

  app.get('/api/blogs/:id', async (request): Promise<Article> => {
    const { id } = articleRefSchema.parse(request.params);
    const article = await getArticle(db, id);
    if (!article) throw notFound('Article not found');
    return article;
  });

  app.post('/api/blogs', bodyLimit, (request, reply) => write(request, reply, 201, () => {
    const input = articleInputSchema.parse(request.body);
    const actor = actorOf(request);
    return (trx) => createArticle(trx, actor, input);
  }));

  app.patch('/api/blogs/:id', bodyLimit, (request, reply) => write(request, reply, 200, () => {
    const { id } = idParamSchema.parse(request.params);
    const patch = articlePatchSchema.parse(request.body);
    const actor = actorOf(request);
    return (trx) => updateArticle(trx, actor, id, patch);
  }));

  app.delete('/api/blogs/:id', (request, reply) => write(request, reply, 204, () => {
    const { id } = idParamSchema.parse(request.params);
    const actor = actorOf(request);
    return (trx) => removeArticle(trx, actor, id);
  }));

  app.post('/api/blogs/:id/impressions', async (request, reply) => {
    await enforceLimit(impressionLimiter, `address:${request.ip}`, (wait) => `Too many impressions. Try again in ${wait} seconds.`);
    const { id } = idParamSchema.parse(request.params);
    await addArticleImpressions(db, id, articleImpressionsSchema.parse(request.body ?? {}));
    return reply.code(204).send();
  });
};
