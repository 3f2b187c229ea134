// What saving for offline is doing: a progress bar with how many answers and photos are kept, or why it stopped.
import { useTranslation } from '@/i18n/use-translation';
import type { SavingState } from './use-saved';
import styles from './SaveForOfflineButton.module.css';

export function SavingProgress({ state }: { state: SavingState }) {
  const { t } = useTranslation();
  if (state.status === 'failed') return <p className={`message message-error ${styles.note}`} role="alert">{t('saved.failed', { message: state.message })}</p>;
  if (state.status !== 'saving') return null;
  const { done, total } = state.progress;
  return (
    <p className={styles.progress} role="status" data-testid="saving-progress">
      <progress max={Math.max(total, 1)} value={done} aria-label={t('saved.saving')} />
      <span>{t('saved.savingCount', { done, total })}</span>
    </p>
  );
}
