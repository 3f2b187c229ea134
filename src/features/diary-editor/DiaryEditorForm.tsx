// The diary form: name, grow setup, strains and equipment, kept as a draft while typed; saved on the device first.
import { useNavigate } from '@tanstack/react-router';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { DiaryFields } from '@/domain/diary/diary-form';
import { MAX_DIARY_NAME } from '@/domain/diary/diary-limits';
import { MEDIUM_TYPES, ROOM_TYPES, WATERING_TYPES } from '@/domain/diary/grow-setup';
import type { Photo } from '@/domain/photo/photo';
import { CataloguePicker } from '@/features/catalogue-picker/CataloguePicker';
import { useKeepCatalogueOffline } from '@/features/catalogue-picker/use-keep-catalogue-offline';
import { RestoredDraftNotice } from '@/features/drafts/RestoredDraftNotice';
import { useDraft } from '@/features/drafts/use-draft';
import { createDiary, updateDiary } from '@/features/diaries/writes';
import { CoverField } from './CoverField';
import { DeleteDiaryButton } from './DeleteDiaryButton';
import { DIARY_PICKER_SECTIONS, DIARY_PICKERS } from './diary-pickers';
import { saveErrorText } from './save-error-text';
import { SetupChoice } from './SetupChoice';
import styles from './DiaryEditor.module.css';

export interface DiaryEditorFormProps {
  /** The diary edited; null for a new one. */
  diaryId: number | null;
  /** The draft's id: the diary id of the address, or 'new'. */
  draftId: string;
  /** The fields to start from when no draft is left (undefined until they are known). */
  initial: DiaryFields | undefined;
  cover?: Photo | null;
}

/** The form; discarding a restored draft starts it again from `initial`. */
export function DiaryEditorForm(props: DiaryEditorFormProps) {
  const [generation, setGeneration] = useState(0);
  return <DraftForm key={generation} {...props} onReset={() => setGeneration((n) => n + 1)} />;
}

function DraftForm({ diaryId, draftId, initial, cover, onReset }: DiaryEditorFormProps & { onReset: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nameId = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const draft = useDraft<DiaryFields>('diary', draftId, initial);
  const [nameMissing, setNameMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useKeepCatalogueOffline(DIARY_PICKER_SECTIONS);

  const fields = draft.value;
  if (!fields) return <div className="skeleton" style={{ height: 480 }} aria-busy="true" />;
  const set = (patch: Partial<DiaryFields>) => draft.change({ ...fields, ...patch });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!fields?.name.trim()) {
      setNameMissing(true);
      nameInput.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      let id = diaryId;
      if (id === null) id = await createDiary(fields);
      else await updateDiary(id, fields);
      await draft.discard();
      await navigate({ to: '/diaries/$id', params: { id } });
    } catch (failure) {
      setError(saveErrorText(t, failure));
      setBusy(false);
    }
  }

  async function cancel() {
    await draft.discard();
    if (diaryId === null) await navigate({ to: '/' });
    else await navigate({ to: '/diaries/$id', params: { id: diaryId } });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
      <h1 className={styles.title}>{diaryId === null ? t('diaryEditor.newTitle') : t('diaryEditor.editTitle')}</h1>
      {draft.restored && (
        <RestoredDraftNotice message={t('diaryEditor.restored')} discardLabel={t('diaryEditor.discard')} onDiscard={() => void draft.discard().then(onReset)} />
      )}
      {error && <p className="message message-error" role="alert">{error}</p>}

      <div className="field">
        <label htmlFor={nameId}>{t('diaryEditor.name')}</label>
        <input
          ref={nameInput}
          id={nameId}
          className="text-input"
          value={fields.name}
          maxLength={MAX_DIARY_NAME}
          required
          autoComplete="off"
          aria-invalid={nameMissing}
          aria-describedby={nameMissing ? `${nameId}-error` : undefined}
          onChange={(event) => {
            set({ name: event.target.value });
            if (event.target.value.trim()) setNameMissing(false);
          }}
        />
        {nameMissing && <p id={`${nameId}-error`} className={styles.error}>{t('diaryEditor.nameRequired')}</p>}
      </div>

      {diaryId !== null && <CoverField diaryId={diaryId} cover={cover} />}

      <section className={styles.section}>
        <h2 className={styles.heading}>{t('diaryEditor.setup')}</h2>
        <SetupChoice label={t('diaryScreen.setup.room')} codes={ROOM_TYPES} namesKey="diaryScreen.room" value={fields.type_room} onChange={(type_room) => set({ type_room })} />
        <SetupChoice label={t('diaryScreen.setup.watering')} codes={WATERING_TYPES} namesKey="diaryScreen.watering" value={fields.type_watering} onChange={(type_watering) => set({ type_watering })} />
        <SetupChoice label={t('diaryScreen.setup.medium')} codes={MEDIUM_TYPES} namesKey="diaryScreen.medium" value={fields.type_soil} onChange={(type_soil) => set({ type_soil })} />
      </section>

      <section className={styles.section}>
        <h2 className={styles.heading}>{t('diaryEditor.gear')}</h2>
        {DIARY_PICKERS.map(({ field, section, label }) => (
          <CataloguePicker key={field} section={section} label={t(label)} value={fields[field]} onChange={(next) => set({ [field]: next })} />
        ))}
      </section>

      <div className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={busy}>{busy ? t('diaryEditor.saving') : t('diaryEditor.save')}</button>
        <button type="button" className="button" onClick={() => void cancel()}>{t('diaryEditor.cancel')}</button>
      </div>
      {diaryId !== null && (
        <div className={styles.danger}>
          <DeleteDiaryButton diaryId={diaryId} name={fields.name.trim() || t('diaryEditor.thisDiary')} onDeleted={draft.discard} />
        </div>
      )}
    </form>
  );
}
