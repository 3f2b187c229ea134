// Grow questions and their solutions (spec §7 Content), answers in src/domain/question/question.ts. Writes are the
// signed-in grower's, idempotent by X-Rniq (a replay answers the first answer and changes nothing), and count against
// the one per-user write limit; counters change in the write's transaction:
//   GET    /api/problems?sort=newest|unanswered|solved&query&tags=a,b&category&symptom=type:id&user_id&start&limit=1..50 (20)
//                                               200 {items: QuestionCard[], start, limit, total} (public)
//   POST   /api/problems {title 5-200, text ≤ 10000, category, tags ≤ 5, symptoms ≤ 12 {type, id}, diary_id?, week_id?}
//                                               201 Question; the diary must be the asker's own and the week one of its weeks
//   GET    /api/problems/{id}                   200 Question with items_solution (the helpful one first, then oldest first)
//   PATCH  /api/problems/{id} {any field above, solution_id: number|null}   200 Question; fields: author, moderator or
//                                               admin; solution_id (mark or unmark the answer that helped): the asker only
//   DELETE /api/problems/{id}                   204; author, moderator or admin
//   GET    /api/problems/diary/{id}?week_id     200 {items: QuestionCard[]} about a live diary (or one week), newest first
//   POST   /api/problems/{id}/solution {text 2-5000}          201 Solution; cnt_solutions + 1
//   PATCH  /api/problems/{id}/solution/{sid} {text}           200 Solution; author, moderator or admin
//   DELETE /api/problems/{id}/solution/{sid}                  204; cnt_solutions - 1 (never below 0), a mark on it removed
// A question's photos are uploaded by POST /api/uploads/problems/media (server/routes/uploads.ts).
// 401 guest on writes, 403 not the author (or not the asker for solution_id and photos), 404 a question or answer that
// is missing, removed or hidden, 400 bad body or parameters {error, message} naming the field, 429 over the write limit.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import {
  diaryQuestionsQuerySchema, questionInputSchema, questionPatchSchema, questionsQuerySchema, solutionInputSchema,
  type DiaryQuestions, type Question, type QuestionsPage,
} from '../../src/domain/question/question';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { notFound } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import {
  addSolution, createQuestion, getQuestion, listDiaryQuestions, listQuestions, removeQuestion, removeSolution,
  updateQuestion, updateSolution, type Actor,
} from '../services/questions';
import type { RouteDeps } from './deps';

export interface QuestionDeps extends RouteDeps {
  writeLimiter: AttemptLimiter;
}

const solutionParamsSchema = idParamSchema.extend({ sid: idParamSchema.shape.id });
const bodyLimit = { bodyLimit: 128 * 1024 };

/** The signed-in writer (createWriter has already answered 401 for a guest). */
const actorOf = (request: FastifyRequest): Actor => ({ id: request.user!.id, role: request.user!.role });
const viewerOf = (request: FastifyRequest): Actor | null => (request.user ? actorOf(request) : null);

export const questionRoutes: FastifyPluginAsync<QuestionDeps> = async (app, { db, writeLimiter }) => {
  const write = createWriter(db, writeLimiter);

  app.get('/api/problems', async (request): Promise<QuestionsPage> => listQuestions(db, questionsQuerySchema.parse(request.query)));

  app.post('/api/problems', bodyLimit, (request, reply) => write(request, reply, 201, () => {
    const input = questionInputSchema.parse(request.body);
    const actor = actorOf(request);
    return (trx) => createQuestion(trx, actor, input);
  }));

  app.get('/api/problems/diary/:id', async (request): Promise<DiaryQuestions> => {
    const { id } = idParamSchema.parse(request.params);
    const { week_id: weekId } = diaryQuestionsQuerySchema.parse(request.query);
    const items = await listDiaryQuestions(db, id, weekId);
    if (!items) throw notFound('Diary not found');
    return { items };
  });

  app.get('/api/problems/:id', async (request): Promise<Question> => {
    const { id } = idParamSchema.parse(request.params);
    const question = await getQuestion(db, id, viewerOf(request));
    if (!question) throw notFound('Question not found');
    return question;
  });

  app.patch('/api/problems/:id', bodyLimit, (request, reply) => write(request, reply, 200, () => {
    const { id } = idParamSchema.parse(request.params);
    const patch = questionPatchSchema.parse(request.body);
    const actor = actorOf(request);
    return (trx) => updateQuestion(trx, actor, id, patch);
  }));

  app.delete('/api/problems/:id', (request, reply) => write(request, reply, 204, () => {
    const { id } = idParamSchema.parse(request.params);
    const actor = actorOf(request);
    return (trx) => removeQuestion(trx, actor, id);
  }));

  app.post('/api/problems/:id/solution', bodyLimit, (request, reply) => write(request, reply, 201, () => {
    const { id } = idParamSchema.parse(request.params);
    const input = solutionInputSchema.parse(request.body);
    const actor = actorOf(request);
    return (trx) => addSolution(trx, actor, id, input);
  }));

  app.patch('/api/problems/:id/solution/:sid', bodyLimit, (request, reply) => write(request, reply, 200, () => {
    const { id, sid } = solutionParamsSchema.parse(request.params);
    const input = solutionInputSchema.parse(request.body);
    const actor = actorOf(request);
    return (trx) => updateSolution(trx, actor, id, sid, input);
  }));

  app.delete('/api/problems/:id/solution/:sid', (request, reply) => write(request, reply, 204, () => {
    const { id, sid } = solutionParamsSchema.parse(request.params);
    const actor = actorOf(request);
    return (trx) => removeSolution(trx, actor, id, sid);
  }));
};

