// The title line of a week: its number (or Harvest), phase and the days of the grow it covers.
import { useTranslation } from '@/i18n/use-translation';
import { FAZA } from '@/domain/week/faza';
import { PhaseBadge } from './PhaseBadge';
import type { WeekLabel } from './week-labels';
import styles from './WeekHeading.module.css';

export function WeekHeading({ label, faza, level = 2 }: { label: WeekLabel; faza: number; level?: 1 | 2 }) {
  const { t } = useTranslation();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.heading}>
      <Heading className={styles.title}>{faza === FAZA.harvest || label.number === null ? t('faza.harvest') : t('diaryScreen.weekNumber', { number: label.number })}</Heading>
      <PhaseBadge faza={faza} />
      {label.days && <span className={styles.days}>{t('diaryScreen.dayRange', label.days)}</span>}
    </div>
  );
}
