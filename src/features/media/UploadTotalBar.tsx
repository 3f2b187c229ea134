// The progress of every queued upload together ("3 of 7 uploaded · 12.4 MB of 30 MB"), hidden when nothing waits.
import { useTranslation } from '@/i18n/use-translation';
import { formatBytes } from '@/ui/format-bytes';
import { useUploadTotals } from './use-uploads';
import styles from './UploadTotalBar.module.css';

export function UploadTotalBar() {
  const { t, i18n } = useTranslation();
  const totals = useUploadTotals();
  if (!totals || totals.queued === 0) return null;
  const text = t('media.total', { uploaded: totals.uploaded, count: totals.count, sent: formatBytes(i18n.language, totals.sent_bytes, totals.bytes), total: formatBytes(i18n.language, totals.bytes) });
  return (
    <div className={styles.bar} role="status" data-testid="upload-total">
      <span className={styles.text}>{text}</span>
      <progress className={styles.progress} max={totals.bytes || 1} value={totals.sent_bytes} aria-label={t('media.totalLabel')} />
    </div>
  );
}
