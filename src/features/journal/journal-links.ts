// Links of the journal's screens, typed for the router, and who may write articles.
import type { User } from '@/domain/user/user';
import type { ArticleCategory } from '@/domain/article/article-limits';
import { journalSplat, type JournalPath } from '@/domain/article/journal-paths';
import { ADMIN_ACCESS } from '@/domain/telemetry/access';

const pageLink = (path: JournalPath) => ({ to: '/journal/$' as const, params: { _splat: journalSplat(path) } });
export const articleLink = (link: string) => pageLink({ kind: 'article' as const, link });
export const categoryLink = (category: ArticleCategory) => pageLink({ kind: 'category' as const, category });
export const tagLink = (tag: string) => pageLink({ kind: 'tag' as const, tag });
export const votingLink = () => pageLink({ kind: 'voting' as const });
export const pollLink = (id: number) => pageLink({ kind: 'poll' as const, id });
export const newArticleLink = () => pageLink({ kind: 'new' as const });
export const editArticleLink = (id: number) => pageLink({ kind: 'edit' as const, id });

/** Admins are the journal's editors (the server checks the role itself). */
export const isEditor = (user: User | null | undefined) => Boolean(user?.access?.includes(ADMIN_ACCESS));
