// Addresses of the journal's pages, zod-free and small (the route's params parse ships in the app's first load):
// everything after /journal/ is one splat route, told apart here: an article, a category, a tag, voting, the editor.
import { parseId } from '../api/ids';

/** The journal's sections: /journal/category/{val}; 'careers' is also /journal/careers. */
export const ARTICLE_CATEGORIES = ['news', 'guides', 'science', 'interviews', 'events', 'careers'] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const MAX_ARTICLE_TAGS = 8;
export const MAX_ARTICLE_TAG_LENGTH = 30;
export const MAX_ARTICLE_LINK = 80;
/** A tag or an article's link: lower-case letters, digits and inner dashes ("living-soil", "week-5"). */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
/** Words the addresses use themselves, so never an article's link. */
const RESERVED_LINKS = new Set(['category', 'tags', 'voting', 'careers', 'edit']);

export function isArticleCategory(value: unknown): value is ArticleCategory {
  return (ARTICLE_CATEGORIES as readonly unknown[]).includes(value);
}

/** Typed text as a slug: lower case, accents dropped, anything else as single dashes; null when nothing is left. */
export function slugify(text: string, max: number): string | null {
  const slug = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/^#/, '')
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, max).replace(/-+$/, '');
  return slug.length > 0 && SLUG_PATTERN.test(slug) ? slug : null;
}

/** A typed tag as stored, or null. */
export const normalizeArticleTag = (text: string): string | null => slugify(text, MAX_ARTICLE_TAG_LENGTH);

/** Whether a link may name an article: a slug that is no section word nor a bare number (numbers are ids). */
export function isArticleLink(link: string): boolean {
  return link.length <= MAX_ARTICLE_LINK && SLUG_PATTERN.test(link) && !RESERVED_LINKS.has(link) && !/^\d+$/.test(link);
}

/** What the rest of a /journal/… address names. */
export type JournalPath =
  | { kind: 'article'; link: string }
  | { kind: 'category'; category: ArticleCategory }
  | { kind: 'tag'; tag: string }
  | { kind: 'voting' }
  | { kind: 'poll'; id: number }
  | { kind: 'new' }
  | { kind: 'edit'; id: number };

/** The page a splat after /journal/ names; null: no such page. */
export function parseJournalPath(splat: string): JournalPath | null {
  const segments = splat.replace(/\/$/, '').split('/');
  const [first, second, ...more] = segments;
  if (first === undefined || first === '' || more.length > 0) return null;
  if (first === 'careers') return second === undefined ? { kind: 'category', category: 'careers' } : null;
  if (first === 'category') return isArticleCategory(second) ? { kind: 'category', category: second } : null;
  if (first === 'tags') return second !== undefined && normalizeArticleTag(second) === second ? { kind: 'tag', tag: second } : null;
  if (first === 'voting') {
    if (second === undefined) return { kind: 'voting' };
    const id = parseId(second);
    return id !== null ? { kind: 'poll', id } : null;
  }
  if (first === 'edit') {
    if (second === undefined) return { kind: 'new' };
    const id = parseId(second);
    return id !== null ? { kind: 'edit', id } : null;
  }
  return second === undefined && isArticleLink(first) ? { kind: 'article', link: first } : null;
}

/** The splat of a journal page, the inverse of parseJournalPath. */
export function journalSplat(path: JournalPath): string {
  switch (path.kind) {
    case 'article': return path.link;
    case 'category': return path.category === 'careers' ? 'careers' : `category/${path.category}`;
    case 'tag': return `tags/${path.tag}`;
    case 'voting': return 'voting';
    case 'poll': return `voting/${path.id}`;
    case 'new': return 'edit';
    case 'edit': return `edit/${path.id}`;
  }
}
