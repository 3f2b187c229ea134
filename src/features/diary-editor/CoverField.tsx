// The diary's cover: the current photo, and an upload of a new one (kept on the device and sent when online).
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Photo as PhotoData } from '@/domain/photo/photo';
import { mediaErrorText } from '@/features/media/media-error-text';
import { requestSync } from '@/sync/outbox/request-sync';
import { queueCover } from '@/sync/uploads/upload-queue';
import { Photo } from '@/ui/Photo';
import styles from './CoverField.module.css';

type CoverState = { step: 'idle' | 'preparing' | 'queued' } | { step: 'failed'; message: string };

export function CoverField({ diaryId, cover }: { diaryId: number; cover: PhotoData | null | undefined }) {
  const { t } = useTranslation();
  const heading = useId();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CoverState>({ step: 'idle' });

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = ''; // the same file can be picked again
    if (!file) return;
    setState({ step: 'preparing' });
    try {
      await queueCover(file, { diary_id: diaryId });
      setState({ step: 'queued' });
      void requestSync();
    } catch (error) {
      setState({ step: 'failed', message: mediaErrorText(t, error, file.name) });
    }
  }

  return (
    <section className={styles.cover} aria-labelledby={heading}>
      <h2 id={heading} className={styles.heading}>{t('diaryEditor.cover')}</h2>
      {cover
        ? <Photo photo={cover} alt={t('diaryEditor.cover')} sizes="(max-width: 640px) 100vw, 320px" className={styles.photo} />
        : <p className={styles.none}>{t('diaryEditor.noCover')}</p>}
      <button type="button" className="button" disabled={state.step === 'preparing'} onClick={() => input.current?.click()}>
        {t('diaryEditor.uploadCover')}
      </button>
      <input ref={input} className="visually-hidden" type="file" accept="image/*" tabIndex={-1} aria-hidden="true" onChange={(event) => void onPick(event)} />
      {state.step === 'preparing' && <p className={styles.none} role="status">{t('media.preparing')}</p>}
      {state.step === 'queued' && <p className="message" role="status">{t('diaryEditor.coverQueued')}</p>}
      {state.step === 'failed' && <p className="message message-error" role="alert">{state.message}</p>}
    </section>
  );
}
