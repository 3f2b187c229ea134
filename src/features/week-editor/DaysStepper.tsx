// How many days the week covers (0-14), with big minus and plus buttons instead of a tiny number input.
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_WEEK_DAYS } from '@/domain/week/week-limits';
import styles from './DaysStepper.module.css';

export function DaysStepper({ value, onChange }: { value: number; onChange: (days: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.stepper} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>{t('weekEditor.days')}</span>
      <div className={styles.controls}>
        <button type="button" className={styles.step} aria-label={t('weekEditor.daysLess')} disabled={value <= 0} onClick={() => onChange(value - 1)}>−</button>
        <output className={styles.value} aria-live="polite">{value}</output>
        <button type="button" className={styles.step} aria-label={t('weekEditor.daysMore')} disabled={value >= MAX_WEEK_DAYS} onClick={() => onChange(value + 1)}>+</button>
      </div>
    </div>
  );
}
