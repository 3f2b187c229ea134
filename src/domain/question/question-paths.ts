// Addresses of the grow-question pages, zod-free: /grow-questions/{id} and /grow-questions/{tag...} share one route,
// told apart here; the titles the app and the server's page metadata give them.
import { parseEntityId } from '../api/ids';
import { MAX_QUESTION_TAGS, normalizeTag, type QuestionCategory } from './question-limits';

export const QUESTIONS_PATH = '/grow-questions';

/** What the rest of a /grow-questions/… address names: one question, or the questions carrying every tag listed. */
export type QuestionPath = { kind: 'question'; id: number } | { kind: 'tags'; tags: string[] };

/**
 * The page a splat after /grow-questions/ names: a single number is a question (a negative one was made on this
 * device), anything else a list of tags, each already in its stored form, without repeats. Null: no such page.
 */
export function parseQuestionPath(splat: string): QuestionPath | null {
  const segments = splat.split('/').filter((segment, index, all) => segment !== '' || index < all.length - 1);
  if (segments.length === 0) return null;
  if (segments.length === 1) {
    const id = parseEntityId(segments[0]!);
    if (id !== null) return { kind: 'question', id };
    if (/^-?\d+$/.test(segments[0]!)) return null;
  }
  if (segments.length > MAX_QUESTION_TAGS || new Set(segments).size !== segments.length) return null;
  if (!segments.every((segment) => normalizeTag(segment) === segment)) return null;
  return { kind: 'tags', tags: segments };
}

/** The rest of the address after /grow-questions/ that names a question or tags. */
export const questionSplat = (path: QuestionPath) => (path.kind === 'question' ? String(path.id) : path.tags.join('/'));

/** The address of a question, of a tag list, or of a category. */
export const questionPath = (id: number) => `${QUESTIONS_PATH}/${id}`;
export const tagsPath = (tags: readonly string[]) => `${QUESTIONS_PATH}/${tags.join('/')}`;
export const categoryPath = (category: QuestionCategory) => `${QUESTIONS_PATH}/category/${category}`;

/** English titles of the list pages, for the server's metadata (the app translates its own). */
export function questionListTitle(filter: { tags?: readonly string[]; category?: string } = {}): string {
  if (filter.tags?.length) return `Grow questions tagged ${filter.tags.map((tag) => `#${tag}`).join(' ')}`;
  if (filter.category) return `Grow questions about ${filter.category}`;
  return 'Grow questions';
}
