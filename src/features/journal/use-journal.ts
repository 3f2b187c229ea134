// The journal's hooks: an article from the device (refreshed from the API when opened), the lists and polls from the
// API, and the reader's votes as this device holds them (queued, answered, or refused with the server's reason).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import type { ArticleCard, ArticlesPage, Poll, PollsPage } from '@/domain/article/article';
import { ARTICLE_PAGE_SIZE, POLL_PAGE_SIZE } from '@/domain/article/article-limits';
import { usePagedList } from '@/features/catalogue/use-paged-list';
import { useRefresh } from '@/ui/use-refresh';
import {
  articleListKey, fetchArticles, fetchPolls, refreshArticle, refusedVotes, showPolls, storedArticle, storedVotes, type ArticleListFilter, type ShownPoll,
} from './journal-store';

/** The article of a link as stored (undefined while reading, null when none) and its refresh. */
export function useArticle(link: string) {
  const refresh = useRefresh(`article:${link}`, () => refreshArticle(link));
  const article = useLiveQuery(() => storedArticle(link), [link]);
  return { article, refresh };
}

export function useArticleList(filter: ArticleListFilter) {
  return usePagedList<ArticleCard, ArticlesPage>(articleListKey(filter), (request) => fetchArticles(filter, request), ARTICLE_PAGE_SIZE);
}

export function usePollList() {
  return usePagedList<Poll, PollsPage>('journal:polls', fetchPolls, POLL_PAGE_SIZE);
}

/** The polls merged with this device's votes and refusals. */
export function useShownPolls(polls: Poll[] | null | undefined): ShownPoll[] | undefined {
  const ids = polls?.map((p) => p.id) ?? [];
  const local = useLiveQuery(async () => ({ votes: await storedVotes(ids), refused: await refusedVotes(ids) }), [ids.join(',')]);
  if (!polls || !local) return undefined;
  return showPolls(polls, local.votes, local.refused);
}

/** Loads the polls again once for each vote of this device the server refuses: the page then shows the vote that counted. */
export function useReloadOnRefusal(shown: ShownPoll[] | undefined, reload: () => void): void {
  const handled = useRef(new Set<number>());
  const refused = shown?.filter((item) => item.refusal !== null && !handled.current.has(item.poll.id)).map((item) => item.poll.id) ?? [];
  const key = refused.join(',');
  useEffect(() => {
    if (!key) return;
    for (const id of key.split(',')) handled.current.add(Number(id));
    reload();
  }, [key, reload]);
}
