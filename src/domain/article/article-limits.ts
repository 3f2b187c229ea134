// Limits of journal articles and reader voting, zod-free: the editor and the schemas both read them.
export {
  ARTICLE_CATEGORIES, isArticleCategory, isArticleLink, MAX_ARTICLE_LINK, MAX_ARTICLE_TAG_LENGTH, MAX_ARTICLE_TAGS,
  normalizeArticleTag, slugify, type ArticleCategory,
} from './journal-paths';

/** Spec §9: the blog list's page size. */
export const ARTICLE_PAGE_SIZE = 20;
export const MAX_ARTICLES_LIMIT = 50;
export const MIN_ARTICLE_TITLE = 5;
export const MAX_ARTICLE_TITLE = 200;
/** The lead under the title, also the page's description. */
export const MAX_ARTICLE_DESCRIPTION = 300;
/** The Markdown source of an article. */
export const MAX_ARTICLE_TEXT = 100_000;
export const POLL_PAGE_SIZE = 20;

/** The sentence a second vote in one poll is refused with (409). */
export const ALREADY_VOTED_MESSAGE = 'You have already voted in this poll: one vote per person.';
/** The sentence a vote after the poll's end is refused with (409). */
export const POLL_CLOSED_MESSAGE = 'This poll is closed.';
