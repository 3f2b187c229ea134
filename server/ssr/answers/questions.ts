// Server-rendering answers of the grow-question pages: a question with its answers, as GET /api/problems/{id} answers
// a guest, and a list page (every question, some tags' or a category's, in the address's order and page), as GET
// /api/problems answers it. The editors are private pages (never rendered on the server).
import { questionsQuerySchema } from '../../../src/domain/question/question';
import { QUESTION_PAGE_SIZE } from '../../../src/domain/question/question-limits';
import { questionListKey, questionListQuery, readQuestionsSearch } from '../../../src/domain/question/question-list';
import { parseQuestionPath } from '../../../src/domain/question/question-paths';
import { getQuestion, listQuestions } from '../../services/questions';
import type { AnswerReader } from './types';

const QUESTION_PAGES = /^\/grow-questions(?:\/(.+?))?\/?$/;

export const questionAnswers: AnswerReader = async (db, pathname, search) => {
  const match = QUESTION_PAGES.exec(pathname);
  if (!match) return undefined;
  const path = match[1] === undefined ? { kind: 'tags' as const, tags: [] } : parseQuestionPath(match[1]);
  if (path?.kind === 'question') {
    const question = path.id > 0 ? await getQuestion(db, path.id, null) : undefined;
    return question ? new Map([[`question:${path.id}`, question]]) : undefined;
  }
  if (path?.kind !== 'tags' && path?.kind !== 'category') return undefined;
  const filter = path.kind === 'tags' ? { tags: path.tags, category: null } : { tags: [], category: path.category };
  const query = questionListQuery(filter, readQuestionsSearch(Object.fromEntries(search)));
  const page = await listQuestions(db, questionsQuerySchema.parse({
    sort: query.sort, query: query.query, tags: query.tags.join(','), category: query.category ?? undefined,
    start: (query.page - 1) * QUESTION_PAGE_SIZE, limit: QUESTION_PAGE_SIZE,
  }));
  return new Map([[`questions:${questionListKey(query)}`, page]]);
};
