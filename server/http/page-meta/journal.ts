// The metadata of the journal's pages: an article as Article data (headline, description, image, dates with +02:00,
// author, publisher), the lists (all, a section, a tag; paged with ?page=N) as ItemList data, reader voting and
// one poll; 404 for an article, tag or poll that does not exist, and for a page past the last. The editor is private.
import type { Article } from '../../../src/domain/article/article';
import { ARTICLE_PAGE_SIZE, type ArticleCategory } from '../../../src/domain/article/article-limits';
import { journalSplat, parseJournalPath } from '../../../src/domain/article/journal-paths';
import { pageCount, pageNumber } from '../../../src/domain/api/paging';
import { pageTitle, PRODUCT_NAME, publishedDate, shortDescription } from '../../../src/domain/page/page-meta';
import { getArticle, listArticles, type ArticleFilter } from '../../services/articles';
import { getPoll } from '../../services/journal-polls';
import type { MetaResolver, RouteMeta } from './types';

const CATEGORY_TITLES: Record<ArticleCategory, string> = {
  news: 'News', guides: 'Guides', science: 'Science', interviews: 'Interviews', events: 'Events', careers: 'Careers',
};

const pagePath = (splat: string) => `/journal/${splat}`;

/** An article's page: Article structured data (description at most 200 characters, dates with +02:00). */
export function articleMeta(article: Article, origin: string): RouteMeta {
  const canonical = new URL(pagePath(article.link), origin).toString();
  const image = article.cover ? new URL(article.cover.size_xl, origin).toString() : undefined;
  const description = shortDescription(article.description || article.text.replace(/[#*_>`|[\]()-]/g, ' '));
  return {
    found: true,
    meta: {
      title: pageTitle(article.title), description, canonical, image, type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title.slice(0, 110),
        description,
        url: canonical,
        mainEntityOfPage: canonical,
        ...(image && { image: [image] }),
        datePublished: publishedDate(article.add_date),
        dateModified: publishedDate(article.update_date),
        articleSection: CATEGORY_TITLES[article.category],
        keywords: article.tags.join(', '),
        author: { '@type': 'Person', name: article.item_user.name, url: new URL(article.item_user.link, origin).toString() },
        publisher: { '@type': 'Organization', name: PRODUCT_NAME },
      },
    },
  };
}

async function listMeta(db: Parameters<MetaResolver>[0], filter: ArticleFilter, title: string, pathname: string, origin: string, search: URLSearchParams): Promise<RouteMeta> {
  const page = pageNumber(search.get('page'));
  const list = await listArticles(db, filter, (page - 1) * ARTICLE_PAGE_SIZE, ARTICLE_PAGE_SIZE);
  // A tag no article has names no page; a section or the whole journal still is one (its first page).
  if ((filter.tag && list.total === 0) || page > pageCount(list.total, ARTICLE_PAGE_SIZE)) return { found: false };
  const url = new URL(pathname.replace(/\/$/, ''), origin);
  if (page > 1) url.searchParams.set('page', String(page));
  const canonical = url.toString();
  return {
    found: true,
    meta: {
      title: pageTitle(title, page), canonical, type: 'website',
      description: shortDescription(`${title}: ${list.items.slice(0, 3).map((a) => a.title).join('; ')}`),
      jsonLd: {
        '@context': 'https://schema.org', '@type': 'ItemList', name: title, url: canonical, numberOfItems: list.items.length,
        itemListElement: list.items.map((a, index) => ({ '@type': 'ListItem', position: index + 1, name: a.title, url: new URL(pagePath(a.link), origin).toString() })),
      },
    },
  };
}

const simpleMeta = (title: string, description: string, pathname: string, origin: string): RouteMeta => ({
  found: true, meta: { title: pageTitle(title), description: shortDescription(description), canonical: new URL(pathname, origin).toString(), type: 'website' },
});

/** /journal and every page under it but the editor (a private page, page-meta.ts). */
export const journalPagesMeta: MetaResolver = async (db, pathname, origin, search) => {
  const match = /^\/journal(?:\/(.+?))?\/?$/.exec(pathname);
  if (!match) return undefined;
  if (match[1] === undefined) return listMeta(db, {}, 'Journal', pathname, origin, search);
  const path = parseJournalPath(match[1]);
  switch (path?.kind) {
    case 'category': return listMeta(db, { category: path.category }, `Journal: ${CATEGORY_TITLES[path.category]}`, pagePath(journalSplat(path)), origin, search);
    case 'tag': return listMeta(db, { tag: path.tag }, `Journal articles tagged #${path.tag}`, pathname, origin, search);
    case 'article': {
      const article = await getArticle(db, path.link);
      return article ? articleMeta(article, origin) : { found: false };
    }
    case 'voting': return simpleMeta('Reader voting', 'Tell the journal what to write next: one vote per person in each poll.', pathname, origin);
    case 'poll': {
      const poll = await getPoll(db, path.id, 0);
      return poll ? simpleMeta(poll.title, poll.description || poll.options.map((o) => o.title).join(', '), pathname, origin) : { found: false };
    }
    default: return { found: false };
  }
};
