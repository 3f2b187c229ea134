// A queued photo shown from its local file where the week's photos are shown, marked as not uploaded yet.
import { useTranslation } from '@/i18n/use-translation';
import type { QueuedUpload } from '@/db/database';
import { VideoIcon } from './MediaIcons';
import { useQueuedFileUrl } from './use-object-url';
import styles from './QueuedThumbnail.module.css';

export function QueuedThumbnail({ upload, className }: { upload: QueuedUpload; className?: string }) {
  const { t } = useTranslation();
  const url = useQueuedFileUrl(upload, upload.kind === 'photo');
  return (
    <span className={`${styles.thumb} ${className ?? ''}`} data-testid="queued-thumbnail">
      {upload.kind === 'video' ? <VideoIcon size={32} /> : url && <img className={styles.image} src={url} width={upload.width} height={upload.height} alt={t('media.photoAlt', { name: upload.name })} />}
      <span className={styles.mark}>{t('media.notUploaded')}</span>
    </span>
  );
}
