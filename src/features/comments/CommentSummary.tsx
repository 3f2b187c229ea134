// An item's comment count and who commented lately, as a link to its thread: shown at the top of a diary or week.
import type { CommentedType } from '@/domain/api/content-types';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { useCommentSummary } from './use-comments';
import styles from './CommentSummary.module.css';

interface CommentSummaryProps {
  type: CommentedType;
  id: number;
  /** The count the item's own answer gives, until the summary is known. */
  count: number;
  /** Where the thread is (an address with its #anchor). */
  href: string;
}

export function CommentSummary({ type, id, count, href }: CommentSummaryProps) {
  const { t } = useTranslation();
  const summary = useCommentSummary(type, id);
  const shown = summary?.count ?? count;
  const who = summary?.who ?? [];
  return (
    <a href={href} className={styles.summary} data-testid={`comment-summary-${type}-${id}`}>
      <span aria-hidden="true">💬</span>
      <span>{t('comments.count', { count: shown })}</span>
      {who.length > 0 && (
        <span className={styles.who} title={t('comments.summary.latest', { names: who.map((u) => u.name).join(', ') })}>
          {who.slice(0, 3).map((user) => <Avatar key={user.id} user={user} size={24} />)}
        </span>
      )}
    </a>
  );
}
