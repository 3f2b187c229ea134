// How much of the device's storage the app uses, of how much it may, and whether the browser keeps it for good.
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { estimateStorage } from '@/sync/transport/storage';
import styles from './PendingChangesPage.module.css';

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

/** `watch`: a value that changes when what is stored changes (the figures are asked again). */
export function StorageUsage({ watch }: { watch?: unknown }) {
  const { t } = useTranslation();
  const [usage, setUsage] = useState<Awaited<ReturnType<typeof estimateStorage>>>(null);
  useEffect(() => {
    void estimateStorage().then(setUsage);
  }, [watch]);
  if (!usage) return null;
  return (
    <p className={styles.storage} data-testid="storage-usage">
      {t('pending.storage', { used: megabytes(usage.usage), quota: megabytes(usage.quota) })}
      {' · '}
      {usage.persisted ? t('pending.persisted') : t('pending.notPersisted')}
    </p>
  );
}

