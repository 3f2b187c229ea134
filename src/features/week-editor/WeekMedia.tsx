// New photos and videos of the week: picked and queued on the device; a new week is saved first, so they have a week to join.
import { useTranslation } from '@/i18n/use-translation';
import { MediaPicker } from '@/features/media/MediaPicker';
import { QueuedMediaGrid } from '@/features/media/QueuedMediaGrid';
import styles from './WeekEditor.module.css';

interface WeekMediaProps {
  diaryId: number;
  /** The week's id, or null while a new week is not saved yet. */
  weekId: number | null;
  busy: boolean;
  /** Saves the new week (on the device, offline too) and keeps editing it. */
  onSaveFirst: () => void;
}

export function WeekMedia({ diaryId, weekId, busy, onSaveFirst }: WeekMediaProps) {
  const { t } = useTranslation();
  if (weekId === null) {
    return (
      <div className={styles.saveFirst}>
        <p>{t('weekEditor.photos.saveFirst')}</p>
        <button type="button" className="button" disabled={busy} onClick={onSaveFirst}>{t('weekEditor.photos.saveAndAdd')}</button>
      </div>
    );
  }
  return (
    <>
      <MediaPicker diaryId={diaryId} weekId={weekId} />
      <QueuedMediaGrid weekId={weekId} />
    </>
  );
}
