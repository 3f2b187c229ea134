// The week's uploaded photos: a comment each, remove or restore, move up or down, and make one the diary's cover.
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { WeekPhotoFields } from '@/domain/week/week-form';
import { MAX_PHOTO_COMMENT } from '@/domain/week/week-limits';
import { saveErrorText } from '@/features/diary-editor/save-error-text';
import { setDiaryCover } from '@/features/diaries/writes';
import { Photo } from '@/ui/Photo';
import { movePhoto, type PhotoRow } from './week-photos';
import styles from './WeekPhotos.module.css';

interface WeekPhotosProps {
  diaryId: number;
  rows: PhotoRow[];
  coverId: number | null;
  /** The whole list of edits, in the new order. */
  onChange: (next: WeekPhotoFields[]) => void;
}

export function WeekPhotos({ diaryId, rows, coverId, onChange }: WeekPhotosProps) {
  const { t } = useTranslation();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  if (!rows.length) return null;
  const edits = rows.map((row) => row.edit);
  const update = (index: number, patch: Partial<WeekPhotoFields>) => onChange(edits.map((edit, i) => (i === index ? { ...edit, ...patch } : edit)));

  async function makeCover(row: PhotoRow) {
    setError(null);
    try {
      await setDiaryCover(diaryId, { ...row.photo, comment: row.edit.comment });
    } catch (failure) {
      setError(saveErrorText(t, failure));
    }
  }

  return (
    <>
      {error && <p className="message message-error" role="alert">{error}</p>}
      <ol className={styles.list}>
        {rows.map((row, index) => {
          const number = index + 1;
          const removed = row.edit.is_remove;
          const cover = row.photo.id === coverId;
          return (
            <li key={row.photo.id} className={styles.photo} data-removed={removed || undefined} data-testid="week-photo">
              <Photo photo={row.photo} alt={t('weekEditor.photos.alt', { number })} sizes="96px" className={styles.thumb} />
              <div className={styles.body}>
                <label className="visually-hidden" htmlFor={`${id}-${row.photo.id}`}>{t('weekEditor.photos.comment', { number })}</label>
                <input
                  id={`${id}-${row.photo.id}`}
                  className={styles.comment}
                  value={row.edit.comment}
                  maxLength={MAX_PHOTO_COMMENT}
                  placeholder={t('weekEditor.photos.commentPlaceholder')}
                  disabled={removed}
                  onChange={(event) => update(index, { comment: event.target.value })}
                />
                {removed && <p className={styles.note}>{t('weekEditor.photos.removedNote')}</p>}
                {cover && !removed && <p className={styles.note}>✓ {t('weekEditor.photos.isCover')}</p>}
                <div className={styles.buttons}>
                  <button type="button" className={styles.icon} aria-label={t('weekEditor.photos.up', { number })} disabled={index === 0} onClick={() => onChange(movePhoto(edits, index, -1))}>↑</button>
                  <button type="button" className={styles.icon} aria-label={t('weekEditor.photos.down', { number })} disabled={index === rows.length - 1} onClick={() => onChange(movePhoto(edits, index, 1))}>↓</button>
                  <button type="button" className="button" onClick={() => update(index, { is_remove: !removed })}>
                    {removed ? t('weekEditor.photos.restore') : t('weekEditor.photos.remove')}
                  </button>
                  {!cover && !removed && (
                    <button type="button" className="button" onClick={() => void makeCover(row)}>{t('weekEditor.photos.makeCover')}</button>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </>
  );
}
