// A like toggle with its count for any content kind (diary, week, photo, comment...): works offline through the
// outbox; a guest sees the count and a link to sign in.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ContentType } from '@/domain/api/content-types';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { useCurrentUser } from '../account/use-current-user';
import { useLike } from './use-like';
import styles from './LikeButton.module.css';

export interface LikeButtonProps {
  type: ContentType;
  id: number;
  /** The state the screen's data gives (the device's own row wins once it has one). */
  liked: boolean;
  count: number;
  /** What is liked, for /pending ("Week 3 of Blue Dream"); a generic name of the kind otherwise. */
  label?: string;
}

export function LikeButton({ type, id, liked, count, label }: LikeButtonProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const like = useLike(type, id, { liked, count }, Boolean(user));
  const [error, setError] = useState<string | null>(null);
  const text = t('comments.likes.count', { count: like.count });
  if (user === null) {
    return (
      <Link to="/auth/signin" className={styles.like} title={t('comments.likes.signIn')}>
        <span aria-hidden="true" className={styles.heart}>♡</span> {text}
      </Link>
    );
  }
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={`${styles.like} ${like.liked ? styles.liked : ''}`}
        aria-pressed={like.liked}
        aria-label={`${like.liked ? t('comments.likes.unlike') : t('comments.likes.like')} (${text})`}
        disabled={user === undefined}
        onClick={() => {
          setError(null);
          like.set(!like.liked, label ?? t(`comments.likes.what.${type}`)).catch((e: unknown) => setError(describeError(e)));
        }}
      >
        <span aria-hidden="true" className={styles.heart}>{like.liked ? '♥' : '♡'}</span> {text}
      </button>
      {error && <span className="message message-error" role="alert">{error}</span>}
    </span>
  );
}
