// The progress of every queued upload together ("3 of 7 uploaded · 12.4 MB of 30 MB"), hidden when nothing waits.
import { useTranslation } from '@/i18n/use-translation';
import { useUploadTotals } from './use-uploads';
import styles from './UploadTotalBar.module.css';

/** Sent and total bytes in one unit that suits the total (kB below a megabyte), in the interface language. */
function byteAmounts(language: string, sent: number, total: number): { sent: string; total: string } {
  const [unit, size] = total < 1_000_000 ? (['kilobyte', 1_000] as const) : (['megabyte', 1_000_000] as const);
  const format = new Intl.NumberFormat(language === 'en-tr' ? 'en' : language, { style: 'unit', unit, maximumFractionDigits: 1 });
  return { sent: format.format(sent / size), total: format.format(total / size) };
}

export function UploadTotalBar() {
  const { t, i18n } = useTranslation();
  const totals = useUploadTotals();
  if (!totals || totals.queued === 0) return null;
  const text = t('media.total', { uploaded: totals.uploaded, count: totals.count, ...byteAmounts(i18n.language, totals.sent_bytes, totals.bytes) });
  return (
    <div className={styles.bar} role="status" data-testid="upload-total">
      <span className={styles.text}>{text}</span>
      <progress className={styles.progress} max={totals.bytes || 1} value={totals.sent_bytes} aria-label={t('media.totalLabel')} />
    </div>
  );
}
