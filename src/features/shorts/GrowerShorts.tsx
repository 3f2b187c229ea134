// A grower's shorts on their profile (the shorts tab): posters in a grid, newest first, each opening the feed at it;
// the grower sees a link to post one. Read from the device, so a profile visited once shows them offline.
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useTranslation } from '@/i18n/use-translation';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useShortList } from './use-shorts';
import styles from './Shorts.module.css';

export function GrowerShorts({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { list, refresh, hasMore, loadMore, loadingMore, moreError } = useShortList(userId);
  const shorts = list?.shorts ?? [];
  return (
    <section className={styles.screen} data-testid="grower-shorts">
      {user?.id === userId && <Link to="/shorts/edit/$id" params={{ id: 'new' }} className={`button button-primary ${styles.post}`}>{t('shorts.post')}</Link>}
      <RefreshStatus state={refresh} hasData={shorts.length > 0} offlineText={t('shorts.offline')} />
      {list === undefined || (list === null && refresh.status === 'loading') ? (
        <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />
      ) : shorts.length === 0 ? (
        refresh.status !== 'loading' && <p className={styles.empty} data-testid="profile-empty">{t('shorts.noneYet')}</p>
      ) : (
        <ul className={styles.grid}>
          {shorts.map((short) => (
            <li key={short.id}>
              <Link to="/shorts/$id" params={{ id: short.id }} className={styles.tile} data-testid="grower-short">
                {short.poster && <img src={short.poster.size_m} alt="" loading="lazy" />}
                <p className={styles.tileTitle}>{short.title}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {moreError && <p className="message message-error" role="alert">{moreError}</p>}
      {hasMore && <button type="button" className="button" onClick={loadMore} disabled={loadingMore}>{t('shorts.more')}</button>}
    </section>
  );
}
