// Follow or unfollow a grower, diary, strain or brand: a toggle button (aria-pressed) that works offline through the
// outbox; guests get a link to sign in instead.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { FollowType } from '@/domain/follow/follow-list';
import { describeError } from '@/sync/transport/http';
import { useDrawnUser } from '../account/use-current-user';
import { useFollow } from './use-follow';
import styles from './FollowButton.module.css';

interface FollowButtonProps {
  type: FollowType;
  id: number;
  /** What is followed, for the pending-changes list ("Blue Dream", "HazyMaze"). */
  name: string;
}

export function FollowButton({ type, id, name }: FollowButtonProps) {
  const { t } = useTranslation();
  // Still reading who is signed in: nothing yet, or on a page rendered on the server what it drew for a guest.
  const user = useDrawnUser();
  const follow = useFollow(type, id, Boolean(user));
  const [error, setError] = useState<string | null>(null);
  if (user === undefined) return null;
  // A grower's own card: nothing to follow.
  if (user && type === 'user' && user.id === id) return null;
  if (!user) return <Link to="/auth/signin" className={`button ${styles.button}`}>{t('discovery.follow.signIn')}</Link>;
  return (
    <span className={styles.wrap}>
      <button
        type="button"
        className={`button ${follow.following ? '' : 'button-primary'} ${styles.button}`}
        aria-pressed={follow.following}
        onClick={() => {
          setError(null);
          follow.toggle(name).catch((e: unknown) => setError(describeError(e)));
        }}
      >
        {follow.following ? t('discovery.follow.following') : t('discovery.follow.follow')}
      </button>
      {follow.followers !== undefined && <span className={styles.count}>{t('discovery.follow.followers', { count: follow.followers })}</span>}
      {error && <span className="message message-error" role="alert">{error}</span>}
    </span>
  );
}
