// One queued photo or video in the pending-changes view: its thumbnail, progress, state and actions.
import { useTranslation } from '@/i18n/use-translation';
import type { QueuedUpload } from '@/db/database';
import { useQueuedFileUrl } from '@/features/media/use-object-url';
import { discardUpload } from '@/sync/uploads/upload-discard';
import { retryUpload } from '@/sync/uploads/upload-queue';
import { requestSync } from '@/sync/outbox/request-sync';
import { ConfirmButton } from '@/ui/ConfirmButton';
import styles from './PendingChangesPage.module.css';

export function UploadRow({ upload }: { upload: QueuedUpload }) {
  const { t } = useTranslation();
  const thumb = useQueuedFileUrl(upload, upload.kind === 'photo');
  const percent = upload.bytes ? Math.round((upload.sent_bytes / upload.bytes) * 100) : 0;
  const refused = upload.status === 'refused';
  return (
    <li className={`${styles.row} ${refused ? styles.refusedRow : ''}`} data-testid="pending-upload" data-status={upload.status}>
      <div className={styles.what}>
        {thumb ? <img src={thumb} alt="" width={48} height={48} className={styles.thumb} /> : <span className={styles.thumb} aria-hidden="true">▶</span>}
        <span className={styles.label}>{upload.name}</span>
      </div>
      <progress max={100} value={percent} aria-label={t('pending.uploadProgress', { name: upload.name })} />
      <div className={styles.state}>
        {refused ? t('pending.state.refused') : upload.status === 'uploading' ? t('pending.state.uploading', { percent }) : t('pending.state.waiting')}
      </div>
      {refused && upload.error && <p className="message message-error">{upload.error}</p>}
      <div className={styles.actions}>
        {refused && <button type="button" className="button" onClick={() => void retryUpload(upload.id!).then(() => requestSync())}>{t('pending.retry')}</button>}
        <ConfirmButton label={t('pending.discard')} confirmLabel={t('pending.discardConfirm')} cancelLabel={t('pending.keep')} onConfirm={() => void discardUpload(upload.id!)} />
      </div>
    </li>
  );
}
