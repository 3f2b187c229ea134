// The always-visible badge that says the device is offline.
import { useTranslation } from '@/i18n/use-translation';
import { useOnline } from './use-online';
import styles from './OfflineBadge.module.css';

export function OfflineBadge() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <span className={styles.badge} role="status" title={t('status.offlineHint')} data-testid="offline-badge">
      <span className={styles.dot} aria-hidden="true" />
      {t('status.offline')}
    </span>
  );
}
