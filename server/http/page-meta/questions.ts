// The metadata of the grow-question pages: a question as QAPage data (its accepted and suggested answers), the lists
// (all, a category's, a tag list's; paged with ?page=N) as ItemList data; 404 for a question, category or tag list
// that does not exist, and for a page past the last. The editors are private pages (never indexed, page-meta.ts).
import type { Question } from '../../../src/domain/question/question';
import { isQuestionSort, QUESTION_PAGE_SIZE, type QuestionCategory, type QuestionSort } from '../../../src/domain/question/question-limits';
import { parseQuestionPath, questionListTitle, questionsPagePath } from '../../../src/domain/question/question-paths';
import { pageCount, pageNumber } from '../../../src/domain/api/paging';
import { pageTitle, PRODUCT_NAME, publishedDate, shortDescription } from '../../../src/domain/page/page-meta';
import { getQuestion, listQuestions } from '../../services/questions';
import type { MetaResolver, RouteMeta } from './types';

function questionMeta(question: Question, origin: string): RouteMeta {
  const canonical = new URL(questionsPagePath({ kind: 'question', id: question.id }), origin).toString();
  const photo = question.items_problem_photo[0];
  const image = photo ? new URL(photo.size_xl, origin).toString() : undefined;
  const description = shortDescription(`${question.text || question.title} Asked by ${question.item_user.name}, ${question.cnt_solutions} ${question.cnt_solutions === 1 ? 'answer' : 'answers'}.`);
  const answer = (solution: Question['items_solution'][number]) => ({
    '@type': 'Answer', text: solution.text, dateCreated: publishedDate(solution.add_date), upvoteCount: solution.cnt_likes,
    author: { '@type': 'Person', name: solution.item_user.name, url: new URL(solution.item_user.link, origin).toString() },
    url: `${canonical}#answer-${solution.id}`,
  });
  const accepted = question.items_solution.find((s) => s.id === question.solution_id);
  return {
    found: true,
    meta: {
      title: pageTitle(question.title), description, canonical, image, type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'QAPage',
        mainEntity: {
          '@type': 'Question', name: question.title, text: question.text || question.title, answerCount: question.cnt_solutions,
          upvoteCount: question.cnt_likes, dateCreated: publishedDate(question.add_date),
          author: { '@type': 'Person', name: question.item_user.name, url: new URL(question.item_user.link, origin).toString() },
          ...(image && { image: [image] }),
          ...(accepted && { acceptedAnswer: answer(accepted) }),
          suggestedAnswer: question.items_solution.filter((s) => s !== accepted).map(answer),
        },
        publisher: { '@type': 'Organization', name: PRODUCT_NAME },
      },
    },
  };
}

async function listMeta(
  db: Parameters<MetaResolver>[0], filter: { tags: string[]; category: QuestionCategory | null }, pathname: string, origin: string, search: URLSearchParams,
): Promise<RouteMeta> {
  const page = pageNumber(search.get('page'));
  const show = search.get('show');
  const sort: QuestionSort = isQuestionSort(show) ? show : 'newest';
  const list = await listQuestions(db, {
    sort, query: '', tags: filter.tags, category: filter.category ?? undefined, start: (page - 1) * QUESTION_PAGE_SIZE, limit: QUESTION_PAGE_SIZE,
  });
  // A tag nobody used names no page; an empty category or the whole list still is one (its first page).
  if ((filter.tags.length && list.total === 0) || page > pageCount(list.total, QUESTION_PAGE_SIZE)) return { found: false };
  const title = questionListTitle({ tags: filter.tags, category: filter.category ?? undefined });
  const url = new URL(pathname.replace(/\/$/, ''), origin);
  if (sort !== 'newest') url.searchParams.set('show', sort);
  if (page > 1) url.searchParams.set('page', String(page));
  const canonical = url.toString();
  return {
    found: true,
    meta: {
      title: pageTitle(title, page), canonical, type: 'website',
      description: shortDescription(`${list.total} grow ${list.total === 1 ? 'question' : 'questions'} from growers, with answers: ${list.items.slice(0, 3).map((q) => q.title).join('; ')}`),
      jsonLd: {
        '@context': 'https://schema.org', '@type': 'ItemList', name: title, url: canonical, numberOfItems: list.items.length,
        itemListElement: list.items.map((q, index) => ({ '@type': 'ListItem', position: index + 1, name: q.title, url: new URL(questionsPagePath({ kind: 'question', id: q.id }), origin).toString() })),
      },
    },
  };
}

/** /grow-questions and every page under it but the editors (private pages, page-meta.ts). */
export const questionPagesMeta: MetaResolver = async (db, pathname, origin, search) => {
  const match = /^\/grow-questions(?:\/(.+?))?\/?$/.exec(pathname);
  if (!match) return undefined;
  if (match[1] === undefined) return listMeta(db, { tags: [], category: null }, pathname, origin, search);
  const path = parseQuestionPath(match[1]);
  switch (path?.kind) {
    case 'tags': return listMeta(db, { tags: path.tags, category: null }, pathname, origin, search);
    case 'category': return listMeta(db, { tags: [], category: path.category }, pathname, origin, search);
    case 'question': {
      const question = path.id > 0 ? await getQuestion(db, path.id) : undefined;
      return question ? questionMeta(question, origin) : { found: false };
    }
    default: return { found: false };
  }
};
