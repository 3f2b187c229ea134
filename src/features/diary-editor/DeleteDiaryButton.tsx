// Deletes a diary after a confirmation dialog, then goes home (works offline: the delete is queued).
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { deleteDiary } from '@/features/diaries/writes';
import { saveErrorText } from './save-error-text';
import styles from './DeleteDiaryButton.module.css';

export function DeleteDiaryButton({ diaryId, name, onDeleted }: { diaryId: number; name: string; onDeleted: () => Promise<void> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await deleteDiary(diaryId);
      await onDeleted();
      dialog.current?.close();
      await navigate({ to: '/' });
    } catch (failure) {
      setError(saveErrorText(t, failure));
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={`button ${styles.danger}`} onClick={() => dialog.current?.showModal()}>{t('diaryEditor.delete')}</button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
        <h2 id={`${id}-title`} className={styles.title}>{t('diaryEditor.deleteTitle', { name })}</h2>
        <p id={`${id}-text`}>{t('diaryEditor.deleteText')}</p>
        {error && <p className="message message-error" role="alert">{error}</p>}
        <div className={styles.buttons}>
          <button type="button" className="button" onClick={() => dialog.current?.close()} autoFocus>{t('diaryEditor.deleteKeep')}</button>
          <button type="button" className={`button ${styles.confirm}`} disabled={busy} onClick={() => void confirm()}>{t('diaryEditor.deleteConfirm')}</button>
        </div>
      </dialog>
    </>
  );
}
