// Limits and fixed lists of grow questions and their solutions, zod-free: the forms and the schemas both read them.
// Categories and tag rules live with the addresses (question-paths.ts, in the app's first load) and are re-exported here.
export { isQuestionCategory, MAX_QUESTION_TAGS, MAX_TAG_LENGTH, normalizeTag, QUESTION_CATEGORIES, TAG_PATTERN, type QuestionCategory } from './question-paths';

export const MIN_QUESTION_TITLE = 5;
/** Issue 15: a question's title is at most 200 characters. */
export const MAX_QUESTION_TITLE = 200;
export const MAX_QUESTION_TEXT = 10_000;
export const MIN_SOLUTION_TEXT = 2;
export const MAX_SOLUTION_TEXT = 5_000;
export const MAX_QUESTION_SYMPTOMS = 12;
/** Photos a question may carry (queued on the device, uploaded one by one). */
export const MAX_QUESTION_PHOTOS = 8;
export const QUESTION_PAGE_SIZE = 20;
export const MAX_QUESTIONS_LIMIT = 50;
/** Questions shown under one week, or listed for one diary. */
export const MAX_DIARY_QUESTIONS = 100;
export const MAX_QUESTION_QUERY = 80;

/** The list's orders: newest first, still without an answer, or with the answer that helped. */
export const QUESTION_SORTS = ['newest', 'unanswered', 'solved'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

export function isQuestionSort(value: unknown): value is QuestionSort {
  return (QUESTION_SORTS as readonly unknown[]).includes(value);
}
