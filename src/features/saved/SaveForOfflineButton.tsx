// "Save for offline" on a diary, strain or breeder page: saves it with its photos, then shows "Saved ✓" and "Remove".
import { useTranslation } from '@/i18n/use-translation';
import type { SaveTarget } from '@/features/saved/saved-store';
import { SavingProgress } from './SavingProgress';
import { useSavedItem, useSaving } from './use-saved';
import styles from './SaveForOfflineButton.module.css';

export function SaveForOfflineButton(target: SaveTarget) {
  const { t } = useTranslation();
  const saved = useSavedItem(target.type, target.id);
  const { state, save, remove } = useSaving(target);
  // Until the device says whether it is saved (never on the server), its place is kept, so nothing below it moves.
  if (saved === undefined) {
    return <div className={`${styles.box} ${styles.unknown}`} aria-hidden="true"><button type="button" className="button" tabIndex={-1} disabled>{t('saved.save')}</button></div>;
  }
  const saving = state.status === 'saving';
  return (
    <div className={styles.box} data-testid="save-for-offline">
      {saved && !saving ? (
        <>
          <span className={styles.saved}>{t('saved.savedMark')}</span>
          <button type="button" className="button" onClick={() => void remove()}>{t('saved.remove')}</button>
        </>
      ) : (
        <button type="button" className="button" disabled={saving} onClick={() => void save()}>
          {saving ? t('saved.saving') : t('saved.save')}
        </button>
      )}
      <SavingProgress state={state} />
    </div>
  );
}
