// The search part of the grow-question addresses, read leniently: a list's order, text and page; a new question's week.
import { pageNumber } from '@/domain/api/paging';
import { parseId } from '@/domain/api/ids';
import { isQuestionSort, MAX_QUESTION_QUERY, type QuestionSort } from '@/domain/question/question-limits';

export interface QuestionsSearch { sort: QuestionSort; q: string; page: number }
/** The list addresses' search as links write it (defaults left out). */
export interface QuestionsSearchParams { show?: Exclude<QuestionSort, 'newest'>; q?: string; page?: number }

/** A bad value is dropped, never an error. */
export function readQuestionsSearch(search: Record<string, unknown>): QuestionsSearch {
  return {
    sort: isQuestionSort(search.show) ? search.show : 'newest',
    q: typeof search.q === 'string' ? search.q.trim().slice(0, MAX_QUESTION_QUERY) : '',
    page: pageNumber(search.page),
  };
}

/** The diary and week a new question starts about (?diary_id&week_id, from a week's "Ask about this week"). */
export interface QuestionAbout { diary_id: number; week_id: number | null }
export interface AboutSearchParams { diary_id?: number; week_id?: number }

export function readAboutSearch(search: Record<string, unknown>): QuestionAbout | null {
  const id = (value: unknown) => (typeof value === 'number' || typeof value === 'string' ? parseId(String(value)) : null);
  const diary = id(search.diary_id);
  return diary === null ? null : { diary_id: diary, week_id: id(search.week_id) };
}
