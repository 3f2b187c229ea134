// An item's comment count and who commented lately, as a link to its thread: shown at the top of a diary or week.
import { Link } from '@tanstack/react-router';
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
  /** The diary whose page holds the thread; absent: this page. */
  threadOnDiary?: number;
}

/** The anchor of an item's thread (the thread scrolls itself to it once shown). */
export const threadAnchor = (type: CommentedType, id: number) => `comments-${type}-${id}`;

export function CommentSummary({ type, id, count, threadOnDiary }: CommentSummaryProps) {
  const { t } = useTranslation();
  const summary = useCommentSummary(type, id);
  const shown = summary?.count ?? count;
  const who = summary?.who ?? [];
  const content = (
    <>
      <span aria-hidden="true">💬</span>
      <span>{t('comments.count', { count: shown })}</span>
      {who.length > 0 && (
        <span className={styles.who} title={t('comments.summary.latest', { names: who.map((u) => u.name).join(', ') })}>
          {who.slice(0, 3).map((user) => <Avatar key={user.id} user={user} size={24} />)}
        </span>
      )}
    </>
  );
  const props = { className: styles.summary, 'data-testid': `comment-summary-${type}-${id}` };
  return threadOnDiary === undefined
    ? <a href={`#${threadAnchor(type, id)}`} {...props}>{content}</a>
    : <Link to="/diaries/$id" params={{ id: threadOnDiary }} hash={threadAnchor(type, id)} {...props}>{content}</Link>;
}
