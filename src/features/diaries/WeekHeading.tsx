// The title line of a week: its number (or Harvest), phase and day count.
import { useTranslation } from 'react-i18next';
import { FAZA } from '@/domain/faza';
import { PhaseBadge } from './PhaseBadge';
import styles from './WeekHeading.module.css';

export function WeekHeading({ number, faza, days, level = 2 }: { number: number | null; faza: number; days: number; level?: 1 | 2 }) {
  const { t } = useTranslation();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={styles.heading}>
      <Heading className={styles.title}>{faza === FAZA.harvest || number === null ? t('faza.harvest') : t('diary.weekNumber', { number })}</Heading>
      <PhaseBadge faza={faza} />
      <span className={styles.days}>{t('diary.day', { count: days })}</span>
    </div>
  );
}
