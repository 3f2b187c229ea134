// The week form: kept as a draft while typed, rated live, saved on the device first (offline too), then the week opens.
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FAZA } from '@/domain/week/faza';
import type { Photo } from '@/domain/photo/photo';
import type { WeekFields } from '@/domain/week/week-form';
import { rateWeek } from '@/domain/week/week-rating';
import { useMeasures } from '@/features/account/use-measures';
import { useKeepCatalogueOffline } from '@/features/catalogue-picker/use-keep-catalogue-offline';
import { saveErrorText } from '@/features/diary-editor/save-error-text';
import { RestoredDraftNotice } from '@/features/drafts/RestoredDraftNotice';
import { useDraft } from '@/features/drafts/use-draft';
import { useWeekUploads } from '@/features/media/use-uploads';
import { createWeek, deleteWeek, updateWeek } from '@/features/weeks/writes';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { CommentField } from './CommentField';
import { EditorSection } from './EditorSection';
import { GrowingSections } from './GrowingSections';
import { HarvestSections } from './HarvestSections';
import { ratableWeek } from './ratable-week';
import { UnitsControl } from './UnitsControl';
import { photoRows } from './week-photos';
import { WeekMedia } from './WeekMedia';
import { WeekPhotos } from './WeekPhotos';
import { WeekRatingPanel } from './WeekRatingPanel';
import styles from './WeekEditor.module.css';

const NUTRIENT_SECTION = ['nutrient'] as const;

export interface WeekEditorFormProps {
  diaryId: number;
  /** The week edited; null for a new one. */
  weekId: number | null;
  /** The draft's id: `${diaryId}:${week id of the address | 'new-growing' | 'new-harvest'}`. */
  draftId: string;
  /** The fields to start from when no draft is left (undefined until known). */
  initial: WeekFields | undefined;
  /** The week's uploaded photos as stored now (they grow as queued uploads finish). */
  photos: readonly Photo[];
  coverId: number | null;
}

/** The form; discarding a restored draft starts it again from `initial`. */
export function WeekEditorForm(props: WeekEditorFormProps) {
  const [generation, setGeneration] = useState(0);
  return <DraftForm key={generation} {...props} onReset={() => setGeneration((n) => n + 1)} />;
}

function DraftForm({ diaryId, weekId, draftId, initial, photos, coverId, onReset }: WeekEditorFormProps & { onReset: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const draft = useDraft<WeekFields>('week', draftId, initial);
  const [measures, setMeasures] = useMeasures();
  // A new week has no uploads yet (no week has id 0).
  const uploads = useWeekUploads(weekId ?? 0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useKeepCatalogueOffline(NUTRIENT_SECTION);

  const fields = draft.value;
  if (!fields) return <div className="skeleton" style={{ height: 480 }} aria-busy="true" />;
  const set = (patch: Partial<WeekFields>) => draft.change({ ...fields, ...patch });
  const harvest = fields.faza === FAZA.harvest;
  const rows = photoRows(fields.items_photo, photos);
  // A queued photo will be a photo of the week; a refused one will not.
  const queuedPhotos = (uploads ?? []).filter((upload) => upload.kind === 'photo' && upload.status !== 'refused').length;
  const rating = rateWeek(ratableWeek(fields, rows.map((row) => row.edit), queuedPhotos));
  const weekLink = (id: number) => ({ id: diaryId, week: id });

  /** Stores the week on the device (queued for the server); its id, or null when it could not be stored. */
  const store = async (): Promise<number | null> => {
    const invalid = form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    if (invalid) {
      setError(t('weekEditor.fixInvalid'));
      invalid.focus();
      return null;
    }
    setBusy(true);
    setError(null);
    try {
      const toSave: WeekFields = { ...fields, items_photo: rows.map((row) => row.edit) };
      const id = weekId ?? (await createWeek(diaryId, toSave));
      if (weekId !== null) await updateWeek(weekId, toSave);
      await draft.discard();
      return id;
    } catch (failure) {
      // The form stays as typed (and its draft too): nothing is lost.
      setError(saveErrorText(t, failure));
      setBusy(false);
      return null;
    }
  };

  async function save() {
    const id = await store();
    if (id !== null) await navigate({ to: '/diaries/$id/week/$week', params: weekLink(id) });
  }

  async function saveFirst() {
    const id = await store();
    if (id === null) return;
    const to = harvest ? '/diaries/$id/edit/smoke/$week' : '/diaries/$id/edit/week/$week';
    await navigate({ to, params: weekLink(id), replace: true });
  }

  async function cancel() {
    await draft.discard();
    if (weekId === null) await navigate({ to: '/diaries/$id', params: { id: diaryId } });
    else await navigate({ to: '/diaries/$id/week/$week', params: weekLink(weekId) });
  }

  async function remove() {
    if (weekId === null) return;
    setError(null);
    try {
      await deleteWeek(weekId);
      await draft.discard();
      await navigate({ to: '/diaries/$id', params: { id: diaryId } });
    } catch (failure) {
      setError(saveErrorText(t, failure));
    }
  }

  const title = harvest
    ? (weekId === null ? t('weekEditor.newHarvestTitle') : t('weekEditor.editHarvestTitle'))
    : (weekId === null ? t('weekEditor.newTitle') : t('weekEditor.editTitle'));
  return (
    // No submit button: Enter in a field (a phone's "Go") never saves by accident; Save is its own tap.
    <form ref={form} className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate data-testid="week-editor">
      <h2 className={styles.title}>{title}</h2>
      {draft.restored && (
        <RestoredDraftNotice message={t('weekEditor.restored')} discardLabel={t('weekEditor.discard')} onDiscard={() => void draft.discard().then(onReset)} />
      )}
      {error && <p className="message message-error" role="alert">{error}</p>}
      <div className={styles.layout}>
        <aside className={styles.side}>
          <WeekRatingPanel rating={rating} faza={fields.faza} />
        </aside>
        <div className={styles.main}>
          <UnitsControl measures={measures} onChange={setMeasures} />
          {harvest
            ? <HarvestSections fields={fields} measures={measures} set={set} />
            : <GrowingSections fields={fields} measures={measures} set={set} />}
          <EditorSection title={t('weekEditor.comment')}>
            <CommentField value={fields.text} onChange={(text) => set({ text })} />
          </EditorSection>
          <EditorSection title={t('weekEditor.photos.title')}>
            <WeekPhotos diaryId={diaryId} rows={rows} coverId={coverId} onChange={(items_photo) => set({ items_photo })} />
            <WeekMedia diaryId={diaryId} weekId={weekId} busy={busy} onSaveFirst={() => void saveFirst()} />
          </EditorSection>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="button" className="button button-primary" disabled={busy} onClick={() => void save()}>{busy ? t('weekEditor.saving') : t('weekEditor.save')}</button>
        <button type="button" className="button" onClick={() => void cancel()}>{t('weekEditor.cancel')}</button>
      </div>
      {weekId !== null && (
        <div className={styles.danger}>
          <ConfirmButton label={t('weekEditor.delete')} confirmLabel={t('weekEditor.deleteConfirm')} cancelLabel={t('weekEditor.deleteKeep')} onConfirm={() => void remove()} />
        </div>
      )}
    </form>
  );
}
