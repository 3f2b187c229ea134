// One comment: its author, age, text (mentions and links as elements), like, reply, and for its author edit and
// delete; a comment still on its way says so, and one the server refused shows why with the words kept.
import { Link } from '@tanstack/react-router';
import { Translatable } from '@/features/translation/Translatable';
import { useState } from 'react';
import type { CommentRecord, OutboxMutation } from '@/db/database';
import { shortAge } from '@/domain/comment/relative-time';
import { MODERATE_ACCESS } from '@/domain/telemetry/access';
import type { User } from '@/domain/user/user';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { Avatar } from '@/ui/Avatar';
import { useOnline } from '@/ui/use-online';
import { LikeButton } from '../likes/LikeButton';
import { ReportButton } from '../reports/ReportButton';
import { CommentComposer } from './CommentComposer';
import { CommentText } from './CommentText';
import { discardCommentWrite, retryCommentWrite } from './use-comments';
import { changeComment, removeComment } from './writes';
import styles from './CommentThread.module.css';

interface CommentItemProps {
  comment: CommentRecord;
  user: User | null | undefined;
  /** Its changes waiting or refused on this device, oldest first. */
  writes: readonly OutboxMutation[];
  /** What the thread is about, for /pending. */
  label: string;
  highlighted: boolean;
  onReply: (comment: CommentRecord) => void;
}

/** The words a refused change carried, kept for the grower. */
const keptText = (write: OutboxMutation) => (write.args as { text?: string }).text ?? '';

export function CommentItem({ comment, user, writes, label, highlighted, onReply }: CommentItemProps) {
  const { t } = useTranslation();
  const online = useOnline();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = Boolean(user && user.id === comment.item_user.id);
  const moderates = Boolean(user?.access?.includes(MODERATE_ACCESS));
  const refused = writes.filter((w) => w.status === 'refused');
  const waiting = writes.length > refused.length || comment.synced_at === 0;
  const age = shortAge(comment.add_date, Date.now());
  const run = (action: Promise<unknown>) => action.catch((e: unknown) => setError(describeError(e)));

  return (
    <article
      className={`${styles.comment} ${comment.parent ? styles.reply : ''} ${highlighted ? styles.highlighted : ''}`}
      id={`comment-${comment.id}`}
      data-testid="comment"
      data-comment-id={comment.id}
      data-highlighted={highlighted || undefined}
      tabIndex={highlighted ? -1 : undefined}
    >
      <header className={styles.meta}>
        <Link to="/grower/$id" params={{ id: comment.item_user.id }} className={styles.author}>
          <Avatar user={comment.item_user} size={comment.parent ? 24 : 32} />
          <span>{comment.item_user.name}</span>
        </Link>
        <time dateTime={comment.add_date} title={new Date(comment.add_date).toLocaleString()} className={styles.age}>
          {age.unit === 'now' ? t('comments.now') : `${age.n}${age.unit}`}
        </time>
        {comment.update_date !== comment.add_date && !comment.is_remove && <span className={styles.age}>· {t('comments.edited')}</span>}
        {waiting && !refused.length && (
          <span className={styles.waiting} data-testid="comment-waiting">{online ? t('comments.waiting') : t('comments.waitingOffline')}</span>
        )}
      </header>
      {comment.is_remove ? (
        <p className={styles.deleted}>{t('comments.deleted')}</p>
      ) : editing ? (
        <CommentComposer
          draftKey={`edit:${comment.id}`}
          initial={comment.text}
          placeholder={t('comments.compose.edit')}
          submitLabel={t('comments.save')}
          autoFocus
          onSubmit={(text) => changeComment(comment, text, label)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <p className={styles.text} data-testid="comment-text"><CommentText text={comment.text} mentions={comment.mentions} /></p>
      )}
      {!editing && <Translatable type="comment" id={comment.id} text={comment.text} />}
      {comment.ban_reason !== undefined && <p className="message message-warn">{t('comments.hidden', { reason: comment.ban_reason })}</p>}
      {refused.map((write) => (
        <div key={write.seq} className="message message-error" role="alert" data-testid="comment-refused">
          <p>{t('comments.refused', { message: write.error ?? '' })}</p>
          {keptText(write) && <blockquote className={styles.kept}>{keptText(write)}</blockquote>}
          <div className={styles.actions}>
            <button type="button" className="button" onClick={() => void run(retryCommentWrite(write.seq!))}>{t('comments.retry')}</button>
            <button type="button" className="button" onClick={() => void run(discardCommentWrite(write.seq!))}>{t('comments.discard')}</button>
          </div>
        </div>
      ))}
      {!comment.is_remove && !editing && (
        <footer className={styles.actions}>
          {comment.synced_at > 0 && <LikeButton type="comment" id={comment.id} liked={comment.liked} count={comment.cnt_likes} label={label} />}
          {user && <button type="button" className={styles.link} onClick={() => onReply(comment)}>{t('comments.reply')}</button>}
          {mine && <button type="button" className={styles.link} onClick={() => setEditing(true)}>{t('comments.edit')}</button>}
          {(mine || moderates) && (
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                if (window.confirm(t('comments.confirmDelete'))) void run(removeComment(comment, label));
              }}
            >
              {t('comments.delete')}
            </button>
          )}
          {comment.synced_at > 0 && <ReportButton type="comment" id={comment.id} ownerId={comment.item_user.id} label={comment.text.slice(0, 60)} />}
        </footer>
      )}
      {error && <p className="message message-error" role="alert">{error}</p>}
    </article>
  );
}
