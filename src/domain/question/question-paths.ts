// Addresses of the grow-question pages, zod-free and small (the route's params parse ships in the app's first load):
// everything after /grow-questions/ is one splat route, told apart here: a question, tags, a category, the editors.
import { parseEntityId } from '../api/ids';

const QUESTIONS_PATH = '/grow-questions';

/** What a question is mostly about: /grow-questions/category/{val}. */
export const QUESTION_CATEGORIES = ['nutrients', 'pests', 'diseases', 'environment', 'watering', 'lighting', 'germination', 'training', 'harvest', 'other'] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

export const MAX_QUESTION_TAGS = 5;
export const MAX_TAG_LENGTH = 30;
/** A tag: lower-case letters, digits and inner dashes ("yellow-leaves", "week-5"). */
export const TAG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** Words the addresses use themselves, so never tags. */
const RESERVED_TAGS = new Set(['edit', 'category']);

export function isQuestionCategory(value: unknown): value is QuestionCategory {
  return (QUESTION_CATEGORIES as readonly unknown[]).includes(value);
}

/** A typed tag as stored: trimmed, lower case, spaces and underscores as dashes; null when nothing valid is left. */
export function normalizeTag(text: string): string | null {
  const tag = text.trim().toLowerCase().replace(/^#/, '').replace(/[\s_]+/g, '-').replace(/-+/g, '-').replace(/^-|-$/g, '');
  return tag.length > 0 && tag.length <= MAX_TAG_LENGTH && TAG_PATTERN.test(tag) && !RESERVED_TAGS.has(tag) ? tag : null;
}

/** What the rest of a /grow-questions/… address names. */
export type QuestionPath =
  | { kind: 'question'; id: number }
  | { kind: 'tags'; tags: string[] }
  | { kind: 'category'; category: QuestionCategory }
  | { kind: 'new' }
  | { kind: 'edit'; id: number };

/**
 * The page a splat after /grow-questions/ names: `edit` (a new question), `edit/{id}`, `category/{val}`, a single
 * number (a question; a negative one was made on this device), else tags, each in its stored form, without repeats.
 * Null: no such page.
 */
export function parseQuestionPath(splat: string): QuestionPath | null {
  const segments = splat.split('/').filter((segment, index, all) => segment !== '' || index < all.length - 1);
  const [first, second, ...more] = segments;
  if (first === undefined) return null;
  if (first === 'edit' || first === 'category') {
    if (more.length) return null;
    if (first === 'category') return isQuestionCategory(second) ? { kind: 'category', category: second } : null;
    if (second === undefined) return { kind: 'new' };
    const id = parseEntityId(second);
    return id === null ? null : { kind: 'edit', id };
  }
  if (segments.length === 1) {
    const id = parseEntityId(first);
    if (id !== null) return { kind: 'question', id };
    if (/^-?\d+$/.test(first)) return null;
  }
  if (segments.length > MAX_QUESTION_TAGS || new Set(segments).size !== segments.length) return null;
  if (!segments.every((segment) => normalizeTag(segment) === segment)) return null;
  return { kind: 'tags', tags: segments };
}

/** The rest of the address after /grow-questions/ for a page. */
export function questionSplat(path: QuestionPath): string {
  switch (path.kind) {
    case 'question': return String(path.id);
    case 'tags': return path.tags.join('/');
    case 'category': return `category/${path.category}`;
    case 'new': return 'edit';
    case 'edit': return `edit/${path.id}`;
  }
}

/** The address of a page under /grow-questions/. */
export const questionsPagePath = (path: QuestionPath) => `${QUESTIONS_PATH}/${questionSplat(path)}`;

/** English titles of the list pages, for the server's metadata (the app translates its own). */
export function questionListTitle(filter: { tags?: readonly string[]; category?: string } = {}): string {
  if (filter.tags?.length) return `Grow questions tagged ${filter.tags.map((tag) => `#${tag}`).join(' ')}`;
  if (filter.category) return `Grow questions about ${filter.category}`;
  return 'Grow questions';
}
