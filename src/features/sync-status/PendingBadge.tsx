// The always-visible count of changes waiting to be sent, linking to the pending-changes view.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { usePendingCounts } from './use-pending-counts';
import styles from './PendingBadge.module.css';

export function PendingBadge() {
  const { t } = useTranslation();
  const work = usePendingCounts();
  if (!work || (work.waiting === 0 && work.refused === 0)) return null;
  return (
    <Link to="/pending" className={`${styles.badge} ${work.refused ? styles.refused : ''}`} data-testid="pending-badge" aria-label={t('sync.badgeLabel', { count: work.waiting, refused: work.refused })}>
      <span aria-hidden="true">⇅</span>
      <span data-testid="pending-count">{work.waiting}</span>
      {work.refused > 0 && <span className={styles.alert}>{t('sync.refusedShort', { count: work.refused })}</span>}
    </Link>
  );
}
