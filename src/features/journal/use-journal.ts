// The journal's hooks: an article from the device (refreshed from the API when opened), the lists and polls from the
// API, and the reader's votes as this device holds them (queued, answered, or refused with the server's reason).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useRef } from 'react';
import type { StoredArticle } from '@/db/database';
import type { Article, ArticleCard, ArticlesPage, Poll, PollsPage } from '@/domain/article/article';
import { ARTICLE_PAGE_SIZE, POLL_PAGE_SIZE } from '@/domain/article/article-limits';
import { articleListKey, type ArticleListFilter } from '@/domain/article/article-list-key';
import { usePagedList } from '@/features/catalogue/use-paged-list';
import { useInitialAnswer } from '@/ui/initial-answers';
import { useRefresh } from '@/ui/use-refresh';
import {
  fetchArticles, fetchPolls, refreshArticle, refusedVotes, showPolls, storedArticle, storedVotes, type ShownPoll,
} from './journal-store';

/** The article of a link as stored (undefined while reading, null when none) and its refresh; on a page rendered on
 * the server, the article it was rendered with until the device has stored it (src/app/initial-answers-handover.ts). */
export function useArticle(link: string) {
  const key = `article:${link}`;
  const refresh = useRefresh(key, () => refreshArticle(link));
  const initial = useInitialAnswer<Article>(key);
  const stored = useLiveQuery(() => storedArticle(link), [link]);
  const article: StoredArticle | null | undefined = stored || !initial ? stored : { ...initial, synced_at: 0 };
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
