// Limits and fixed lists of grow questions and their solutions, zod-free: the forms and the schemas both read them.

export const MIN_QUESTION_TITLE = 5;
/** Issue 15: a question's title is at most 200 characters. */
export const MAX_QUESTION_TITLE = 200;
export const MAX_QUESTION_TEXT = 10_000;
export const MIN_SOLUTION_TEXT = 2;
export const MAX_SOLUTION_TEXT = 5_000;
export const MAX_QUESTION_SYMPTOMS = 12;
export const MAX_QUESTION_TAGS = 5;
export const MAX_TAG_LENGTH = 30;
/** Photos a question may carry (queued on the device, uploaded one by one). */
export const MAX_QUESTION_PHOTOS = 8;
export const QUESTION_PAGE_SIZE = 20;
export const MAX_QUESTIONS_LIMIT = 50;
/** Questions shown under one week, or listed for one diary. */
export const MAX_DIARY_QUESTIONS = 100;
export const MAX_QUESTION_QUERY = 80;

/** What a question is mostly about: /grow-questions/category/{val}. */
export const QUESTION_CATEGORIES = ['nutrients', 'pests', 'diseases', 'environment', 'watering', 'lighting', 'germination', 'training', 'harvest', 'other'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** The list's orders: newest first, still without an answer, or with the answer that helped. */
export const QUESTION_SORTS = ['newest', 'unanswered', 'solved'] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];

/** A tag: lower-case letters, digits and inner dashes ("yellow-leaves", "week-5"). */
export const TAG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export function isQuestionCategory(value: unknown): value is QuestionCategory {
  return (QUESTION_CATEGORIES as readonly unknown[]).includes(value);
}

export function isQuestionSort(value: unknown): value is QuestionSort {
  return (QUESTION_SORTS as readonly unknown[]).includes(value);
}

/** A typed tag as stored: trimmed, lower case, spaces and underscores as dashes; null when nothing valid is left. */
export function normalizeTag(text: string): string | null {
  const tag = text.trim().toLowerCase().replace(/^#/, '').replace(/[\s_]+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
  return tag.length > 0 && tag.length <= MAX_TAG_LENGTH && TAG_PATTERN.test(tag) ? tag : null;
}
