// Links of the journal's screens, typed for the router, and who may write articles.
import type { User } from '@/domain/user/user';
import type { ArticleCategory } from '@/domain/article/article-limits';
import { journalSplat, type JournalPath } from '@/domain/article/journal-paths';
import { ADMIN_ACCESS } from '@/domain/telemetry/access';
import { useTranslation } from '@/i18n/use-translation';
import { useDateTimeZone } from '@/ui/use-date-time-zone';
import { dateTimeFormat } from '@/domain/page/intl-formats';

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

/** A date as the reader's language writes it, in `timeZone` (useDateTimeZone). */
export const longDate = (iso: string, language: string, timeZone?: string) =>
  dateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(new Date(iso));

/** longDate in the reader's language, in the zone dates are shown in (useDateTimeZone: UTC until hydrated). */
export function useLongDate(): (iso: string) => string {
  const { i18n } = useTranslation();
  const timeZone = useDateTimeZone();
  return (iso) => longDate(iso, i18n.language, timeZone);
}
