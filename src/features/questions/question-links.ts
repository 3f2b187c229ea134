// Links of the grow-question screens, typed for the router.
import type { QuestionSort } from '@/domain/question/question-limits';
import type { QuestionCategory, QuestionPath } from '@/domain/question/question-paths';
import type { QuestionsSearchParams } from './questions-search';
import { dateTimeFormat } from '@/domain/page/intl-formats';

/** The link to a page under /grow-questions/. */
const pageLink = <P extends QuestionPath>(path: P) => ({ to: '/grow-questions/$' as const, params: { path } });
/** The link to a question's page. */
export const questionLink = (id: number) => pageLink({ kind: 'question' as const, id });
/** The link to the questions carrying every one of some tags. */
export const tagsLink = (tags: string[]) => pageLink({ kind: 'tags' as const, tags });
/** The link to a category's questions. */
export const categoryLink = (category: QuestionCategory) => pageLink({ kind: 'category' as const, category });
/** The editor of a question (its server id or the temporary id it has on this device). */
export const editorLink = (id: number) => pageLink({ kind: 'edit' as const, id });
/** The editor of a new question, optionally about a diary week. */
export const askLink = (about?: { diary_id: number; week_id: number }) => ({ ...pageLink({ kind: 'new' as const }), search: about ?? {} });

/** What a list shows: every question, those with all of some tags, or one category's. */
export interface QuestionsFilter { tags: string[]; category: QuestionCategory | null }

/** The link to a page of a list, in an order and with a text filter (defaults left out of the address). */
export function listLink(filter: QuestionsFilter, search: { sort: QuestionSort; q: string; page: number }) {
  const query: QuestionsSearchParams = { ...(search.sort !== 'newest' && { show: search.sort }), ...(search.q && { q: search.q }), ...(search.page > 1 && { page: search.page }) };
  if (filter.category) return { ...categoryLink(filter.category), search: query };
  if (filter.tags.length) return { ...tagsLink(filter.tags), search: query };
  return { to: '/grow-questions' as const, search: query };
}

/** A date as the grower's language writes it, in `timeZone` (useDateTimeZone; the device's own when undefined). */
export const shortDate = (iso: string, language: string, timeZone?: string) => dateTimeFormat(language, { timeZone }).format(new Date(iso));
