// The journal read from the API: list pages (kept by the service worker's API cache), one article into IndexedDB (a
// visited article opens offline), polls, and the reader's vote, kept on the device at once and queued.
import { db, type JournalVoteRecord, type StoredArticle } from '@/db/database';
import type { Article, ArticlesPage, Poll, PollsPage } from '@/domain/article/article';
import type { ArticleListFilter } from '@/domain/article/article-list-key';
import { journalVoteTarget } from '@/domain/api/change-targets';
import { parseJournalPath } from '@/domain/article/journal-paths';
import type { PageRequest } from '@/features/catalogue/catalogue-store';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { apiRequest, ServerError } from '@/sync/transport/http';
import { castVote } from './mutators';

const listPath = (filter: ArticleListFilter) =>
  filter.kind === 'all' ? '/api/blogs' : filter.kind === 'category' ? `/api/blogs/category/${filter.category}` : `/api/blogs/tag/${encodeURIComponent(filter.tag)}`;

/** One page of a list, 20 articles (spec §9). */
export function fetchArticles(filter: ArticleListFilter, { start, limit, signal }: PageRequest): Promise<ArticlesPage> {
  return apiRequest<ArticlesPage>(listPath(filter), { query: { start, limit }, signal });
}

/** An article as the API answered it, into the device (replacing another article that had its link). */
export async function storeArticle(link: string, article: Article): Promise<void> {
  await db.transaction('rw', db.articles, async () => {
    await db.articles.where('link').equals(link).filter((a) => a.id !== article.id).delete();
    await db.articles.put({ ...article, synced_at: Date.now() });
  });
}

/** GET /api/blogs/{link} into the device; an article the server no longer has is forgotten. */
export async function refreshArticle(link: string): Promise<void> {
  try {
    await storeArticle(link, await apiRequest<Article>(`/api/blogs/${encodeURIComponent(link)}`));
  } catch (error) {
    if (error instanceof ServerError && error.status === 404) await db.articles.where('link').equals(link).delete();
    throw error;
  }
}

/** The article a /journal/… address names, refreshed into the device; any other page of the journal asks for nothing. */
export async function refreshArticleAt(splat: string): Promise<void> {
  const path = parseJournalPath(splat);
  if (path?.kind === 'article') await refreshArticle(path.link);
}

/** The stored article of a link (undefined while reading, null when none). */
export async function storedArticle(link: string): Promise<StoredArticle | null> {
  return (await db.articles.where('link').equals(link).first()) ?? null;
}

export function fetchPolls(request: PageRequest): Promise<PollsPage> {
  return apiRequest<PollsPage>('/api/blogs/voting', { query: { start: request.start, limit: request.limit }, signal: request.signal });
}

export function fetchPoll(id: number, signal?: AbortSignal): Promise<Poll> {
  return apiRequest<Poll>(`/api/blogs/voting/${id}`, { signal });
}

/** The device's votes of some polls, by poll id. */
export async function storedVotes(pollIds: number[]): Promise<Map<number, JournalVoteRecord>> {
  const rows = await db.journalVotes.bulkGet(pollIds);
  return new Map(rows.flatMap((row) => (row ? [[row.poll_id, row] as const] : [])));
}

/** Why the server refused a vote of this device (its message), by poll id. */
export async function refusedVotes(pollIds: number[]): Promise<Map<number, string>> {
  const targets = pollIds.map(journalVoteTarget);
  const rows = await db.outbox.where('target').anyOf(targets).filter((m) => m.status === 'refused').toArray();
  return new Map(rows.map((m) => [Number(m.target.split(':')[1]), m.error ?? '']));
}

/** Votes for an option: kept on the device at once and queued (sent now online, later offline). */
export async function vote(pollId: number, optionId: number, optionTitle: string, pollTitle: string): Promise<void> {
  await writeLocally([db.journalVotes], async () => {
    await db.journalVotes.put({ poll_id: pollId, option_id: optionId, poll: null, voted_at: Date.now() });
    await queueWrite(castVote, { id: pollId, option_id: optionId, title: optionTitle }, { label: pollTitle });
  });
}

/** A poll as this reader sees it: the server's copy with the device's vote over it (waiting to be sent or answered). */
export interface ShownPoll { poll: Poll; myVote: number | null; waiting: boolean; refusal: string | null }

/** The polls as the server gave them, with this device's votes (queued or answered) and refusals laid over them. */
export function showPolls(polls: Poll[], votes: Map<number, JournalVoteRecord>, refused: Map<number, string>): ShownPoll[] {
  return polls.map((poll) => {
    const row = votes.get(poll.id);
    const refusal = refused.get(poll.id) ?? null;
    // The answer to this device's vote is newer than a list fetched before it.
    const answered = row?.poll && (poll.my_vote === null || row.poll.cnt_votes >= poll.cnt_votes) ? row.poll : poll;
    const queued = row !== undefined && row.poll === null && refusal === null && answered.my_vote === null;
    return { poll: answered, myVote: answered.my_vote ?? (queued ? row.option_id : null), waiting: queued, refusal };
  });
}
