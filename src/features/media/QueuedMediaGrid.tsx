// The photos and videos of a week (or of a grow question) still waiting on this device, shown at once from their local files.
import type { QueuedUpload } from '@/db/database';
import { useTranslation } from '@/i18n/use-translation';
import { QueuedMediaTile } from './QueuedMediaTile';
import { useWeekUploads } from './use-uploads';
import styles from './QueuedMediaGrid.module.css';

export function QueuedMediaGrid({ weekId }: { weekId: number }) {
  return <QueuedMediaList uploads={useWeekUploads(weekId)} />;
}

/** Queued files as tiles; nothing when there are none. */
export function QueuedMediaList({ uploads }: { uploads: QueuedUpload[] | undefined }) {
  const { t } = useTranslation();
  if (!uploads?.length) return null;
  return (
    <section className={styles.section} aria-label={t('media.queuedTitle')}>
      <ul className={styles.grid}>
        {/* Keyed by the upload key too: a turned photo gets a new key, so its tile shows the new file. */}
        {uploads.map((upload) => <QueuedMediaTile key={`${upload.id}:${upload.key}`} upload={upload} />)}
      </ul>
    </section>
  );
}
