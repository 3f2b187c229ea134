// Which grow questions a list page shows (order, text, tags or category, page), read leniently from its address, and
// the key it is stored and rendered under (the screen's list and the server's rendering of it, server/ssr/answers/questions.ts).
import { pageNumber } from '../api/paging';
import { isQuestionSort, MAX_QUESTION_QUERY, type QuestionCategory, type QuestionSort } from './question-limits';

/** The list addresses' search: its order, text and page (from 1). */
export interface QuestionsSearch { sort: QuestionSort; q: string; page: number }

/** A bad value is dropped, never an error. */
export function readQuestionsSearch(search: Record<string, unknown>): QuestionsSearch {
  return {
    sort: isQuestionSort(search.show) ? search.show : 'newest',
    q: typeof search.q === 'string' ? search.q.trim().slice(0, MAX_QUESTION_QUERY) : '',
    page: pageNumber(search.page),
  };
}

/** What a list page asks for: its order, filters and page number (from 1). */
export interface QuestionListQuery {
  sort: QuestionSort;
  query: string;
  tags: string[];
  category: QuestionCategory | null;
  page: number;
}

/** The list page an address shows: its filter (every question, some tags' or a category's) and its search. */
export const questionListQuery = (filter: { tags: string[]; category: QuestionCategory | null }, search: QuestionsSearch): QuestionListQuery => ({
  ...filter, sort: search.sort, query: search.q, page: search.page,
});

/** The stored list's key: every part of the query. */
export const questionListKey = (q: QuestionListQuery) => `${q.sort}|${q.category ?? ''}|${q.tags.join(',')}|${q.query}|${q.page}`;
