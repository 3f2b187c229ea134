// One queued photo or video: its local preview at once, progress, state in words, and rotate / retry / remove.
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { QueuedUpload } from '@/db/database';
import { isTempId } from '@/sync/outbox/temp-ids';
import { retryUpload, rotateQueuedPhoto } from '@/sync/uploads/upload-queue';
import { requestSync } from '@/sync/outbox/request-sync';
import { RemoveIcon, RetryIcon, RotateIcon, VideoIcon } from './MediaIcons';
import { removeQueuedUpload } from './use-uploads';
import { useQueuedFileUrl } from './use-object-url';
import styles from './QueuedMediaTile.module.css';

function Preview({ upload }: { upload: QueuedUpload }) {
  const { t } = useTranslation();
  const url = useQueuedFileUrl(upload, upload.kind === 'photo');
  if (upload.kind === 'video') {
    return (
      <div className={styles.video}>
        <VideoIcon size={40} />
        <span className={styles.name}>{upload.name || t('media.video')}</span>
      </div>
    );
  }
  return url ? <img className={styles.photo} src={url} width={upload.width} height={upload.height} alt={t('media.photoAlt', { name: upload.name })} /> : <div className={styles.photo} />;
}

/** The state in words: waiting (for the week, for a sign-in), uploading with percent, or refused and why. */
function stateText(t: ReturnType<typeof useTranslation>['t'], upload: QueuedUpload, percent: number): string {
  if (upload.status === 'uploading') return t('media.state.uploading', { percent });
  if (upload.status === 'refused') return t('media.state.refused', { message: upload.error ?? '' });
  if (isTempId(upload.diary_id) || (upload.week_id !== null && isTempId(upload.week_id))) return t('media.state.waitingForWeek');
  return upload.error ? t('media.state.waitingBecause', { message: upload.error }) : t('media.state.waiting');
}

export function QueuedMediaTile({ upload }: { upload: QueuedUpload }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const id = upload.id!;
  const percent = upload.bytes > 0 ? Math.min(100, Math.round((upload.sent_bytes / upload.bytes) * 100)) : 0;
  const act = (action: () => Promise<unknown>) => () => {
    setProblem(null);
    action().catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  };
  const retry = async () => {
    await retryUpload(id);
    void requestSync();
  };
  return (
    <li className={styles.tile} data-testid="queued-media" data-status={upload.status}>
      <Preview upload={upload} />
      <progress className={styles.progress} max={upload.bytes || 1} value={upload.sent_bytes} aria-label={t('media.progress', { name: upload.name })} />
      <p className={upload.status === 'refused' ? styles.refused : styles.state} role={upload.status === 'refused' ? 'alert' : undefined}>
        {stateText(t, upload, percent)}
      </p>
      {problem && <p className={styles.refused} role="alert">{problem}</p>}
      <div className={styles.actions}>
        {upload.kind === 'photo' && upload.status !== 'uploading' && (
          <button type="button" className={styles.action} onClick={act(() => rotateQueuedPhoto(id, 90))} aria-label={t('media.rotate')} title={t('media.rotate')}>
            <RotateIcon />
          </button>
        )}
        {upload.status === 'refused' && (
          <button type="button" className={styles.action} onClick={act(retry)} aria-label={t('media.retry')} title={t('media.retry')}>
            <RetryIcon />
          </button>
        )}
        <button type="button" className={styles.action} onClick={act(() => removeQueuedUpload(id))} aria-label={t('media.remove')} title={t('media.remove')}>
          <RemoveIcon />
        </button>
      </div>
    </li>
  );
}
