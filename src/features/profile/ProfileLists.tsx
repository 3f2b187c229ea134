// The profile's list tabs: a list's states (loading, offline, failed, empty), "show more", and the rows of each list
// (activity, reviews, followers, following and bookmarks). Growers' texts are rendered as React text.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { FollowItem } from '@/domain/follow/follow';
import type { ActivityItem } from '@/domain/user/profile';
import type { Review } from '@/domain/catalogue/review';
import type { User } from '@/domain/user/user';
import { useTranslation } from '@/i18n/use-translation';
import { RatingStars } from '@/features/catalogue/RatingStars';
import { FollowButton } from '@/features/follows/FollowButton';
import { describeError } from '@/sync/transport/http';
import { Avatar } from '@/ui/Avatar';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useDateTimeZone } from '@/ui/use-date-time-zone';
import type { RefreshState } from '@/ui/use-refresh';
import styles from './Profile.module.css';
import { dateTimeFormat } from '@/domain/page/intl-formats';

interface ListFrameProps {
  refresh: RefreshState & { retry: () => void };
  /** The next pages, when the list has more than it shows (the index's latest activity has not). */
  more?: { loading: boolean; error: unknown };
  loadMore?: (start: number) => void;
  /** Items stored (null: none stored yet). */
  loaded: number | null;
  total: number;
  empty: string;
  children: ReactNode;
}

/** A profile list's frame: skeleton, offline and error states, the empty text, and "show more" until all are loaded. */
export function ListFrame({ refresh, more, loadMore, loaded, total, empty, children }: ListFrameProps) {
  const { t } = useTranslation();
  return (
    <>
      <RefreshStatus state={refresh} hasData={loaded !== null} offlineText={t('profile.offlineList')} />
      {loaded === null
        ? refresh.status === 'loading' && <div className={`skeleton ${styles.listSkeleton}`} aria-busy="true" />
        : loaded === 0 ? <p className={styles.empty} data-testid="profile-empty">{empty}</p> : children}
      {more && loadMore && loaded !== null && loaded < total && (
        <p className={styles.more}>
          <button type="button" className="button" disabled={more.loading} onClick={() => loadMore(loaded)}>
            {more.loading ? t('common.loading') : t('profile.showMore')}
          </button>
          {Boolean(more.error) && <span className="message message-error" role="alert">{describeError(more.error)}</span>}
        </p>
      )}
    </>
  );
}

/** "Started the diary X", "Added week 5 to X", "Reviewed X", "Followed X", with its date. */
export function ActivityRow({ item }: { item: ActivityItem }) {
  const { t, i18n } = useTranslation();
  const timeZone = useDateTimeZone();
  return (
    <li className={styles.row} data-testid="activity-item">
      <span>
        {t(`profile.activity.${item.kind}`, { week: item.value ?? 0 })}{' '}
        <Link to={item.link as '/'} className={styles.rowName}>{item.title}</Link>
        {item.kind === 'review' && item.value !== null && <> <RatingStars rate={item.value} /></>}
      </span>
      <time className={styles.date} dateTime={item.date}>{dateTimeFormat(i18n.language, { timeZone }).format(new Date(item.date))}</time>
    </li>
  );
}

export function ReviewRow({ review }: { review: Review }) {
  const { i18n } = useTranslation();
  const timeZone = useDateTimeZone();
  return (
    <li className={styles.review} data-testid="profile-review">
      <p className={styles.reviewHead}>
        <Link to={review.item_product.link as '/'} className={styles.rowName}>{review.item_product.name}</Link>
        {review.item_product.brand_name && <span className={styles.date}> · {review.item_product.brand_name}</span>}
        <RatingStars rate={review.n_general} />
      </p>
      {review.text && <p className={styles.text}>{review.text}</p>}
      <time className={styles.date} dateTime={review.update_date}>{dateTimeFormat(i18n.language, { timeZone }).format(new Date(review.update_date))}</time>
    </li>
  );
}

export function GrowerRow({ user }: { user: User }) {
  return (
    <li className={styles.row} data-testid="profile-grower">
      <Link to="/grower/$id" params={{ id: user.id }} className={styles.grower}>
        <Avatar user={user} size={40} />
        <span className={styles.rowName}>{user.name}</span>
      </Link>
      <FollowButton type="user" id={user.id} name={user.name} />
    </li>
  );
}

export function FollowedRow({ item }: { item: FollowItem }) {
  const { t } = useTranslation();
  return (
    <li className={styles.row} data-testid="profile-followed">
      <Link to={item.link as '/'} className={styles.grower}>
        {item.avatar_small
          ? <img className={styles.thumb} src={item.avatar_small} width={40} height={40} alt="" loading="lazy" />
          : <span className={`${styles.thumb} ${styles.initial}`} aria-hidden="true">{item.name.slice(0, 1).toUpperCase()}</span>}
        <span className={styles.rowName}>{item.name}</span>
      </Link>
      <span className={styles.date}>{t(`profile.followType.${item.type}`)}</span>
    </li>
  );
}
