// Server-rendering answers of the journal: a list's first page (/journal, a section, a tag) as GET /api/blogs… answers,
// or an article with its Markdown text as GET /api/blogs/{link} answers (the page sanitises it as the browser does).
import { ARTICLE_PAGE_SIZE } from '../../../src/domain/article/article-limits';
import { articleListKey, type ArticleListFilter } from '../../../src/domain/article/article-list-key';
import { parseJournalPath } from '../../../src/domain/article/journal-paths';
import { getArticle, listArticles, type ArticleFilter } from '../../services/articles';
import type { AnswerReader } from './types';

const JOURNAL_PAGE = /^\/journal(?:\/(.*))?$/;

export const journalAnswers: AnswerReader = async (db, pathname) => {
  const match = JOURNAL_PAGE.exec(pathname);
  if (!match) return undefined;
  const splat = match[1] ?? '';
  const path = splat === '' ? { kind: 'all' as const } : parseJournalPath(splat);
  if (path?.kind === 'article') {
    const article = await getArticle(db, path.link);
    return article ? new Map([[`article:${path.link}`, article]]) : undefined;
  }
  if (path?.kind !== 'all' && path?.kind !== 'category' && path?.kind !== 'tag') return undefined;
  const filter: ArticleListFilter = path;
  const serverFilter: ArticleFilter = path.kind === 'category' ? { category: path.category } : path.kind === 'tag' ? { tag: path.tag } : {};
  return new Map([[articleListKey(filter), await listArticles(db, serverFilter, 0, ARTICLE_PAGE_SIZE)]]);
};
