// Links of the grow-question screens, typed for the router.
import type { QuestionCategory, QuestionSort } from '@/domain/question/question-limits';
import type { QuestionsSearchParams } from './questions-search';

/** The link to a question's page. */
export const questionLink = (id: number) => ({ to: '/grow-questions/$' as const, params: { path: { kind: 'question' as const, id } } });
/** The link to the questions carrying every one of some tags. */
export const tagsLink = (tags: string[]) => ({ to: '/grow-questions/$' as const, params: { path: { kind: 'tags' as const, tags } } });

/** What a list shows: every question, those with all of some tags, or one category's. */
export interface QuestionsFilter { tags: string[]; category: QuestionCategory | null }

/** The link to a page of a list, in an order and with a text filter (defaults left out of the address). */
export function listLink(filter: QuestionsFilter, search: { sort: QuestionSort; q: string; page: number }) {
  const query: QuestionsSearchParams = { ...(search.sort !== 'newest' && { show: search.sort }), ...(search.q && { q: search.q }), ...(search.page > 1 && { page: search.page }) };
  if (filter.category) return { to: '/grow-questions/category/$val' as const, params: { val: filter.category }, search: query };
  if (filter.tags.length) return { ...tagsLink(filter.tags), search: query };
  return { to: '/grow-questions' as const, search: query };
}

/** A date as the grower's language writes it. */
export const shortDate = (iso: string, language: string) => new Date(iso).toLocaleDateString(language === 'en-tr' ? 'en' : language);
