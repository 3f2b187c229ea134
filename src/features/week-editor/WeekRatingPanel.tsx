// How complete the week is (spec §5), part by part, updating as the grower types: level by icon, word and colour.
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FAZA } from '@/domain/week/faza';
import type { RatingLevel, WeekRating, WeekRatingPart } from '@/domain/week/week-rating';
import styles from './WeekRatingPanel.module.css';

const ICONS: Record<RatingLevel, string> = { good: '✓', normal: '◐', bad: '✗' };

/** What makes a part good, as a key under weekEditor.rating.hints (a germination week's conditions are its date). */
const hintKey = (part: WeekRatingPart, faza: number) => (part === 'conditions' && faza === FAZA.germination ? 'germDate' : part);

export function WeekRatingPanel({ rating, faza }: { rating: WeekRating; faza: number }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id} data-testid="week-rating">
      <div className={styles.head}>
        <h3 id={id} className={styles.title}>{t('weekEditor.rating.title')}</h3>
        <span className={styles.score}>{t('weekEditor.rating.score', { score: rating.score })}</span>
      </div>
      <progress className={styles.bar} max={100} value={rating.score} aria-hidden="true" />
      <ul className={styles.parts}>
        {rating.parts.map(({ part, level }) => (
          <li key={part} className={styles.part} data-part={part} data-level={level}>
            <span className={styles.icon} aria-hidden="true">{ICONS[level]}</span>
            <span className={styles.name}>{t(`weekEditor.rating.parts.${part}`)}</span>
            <span className={styles.level}>{t(`weekEditor.rating.levels.${level}`)}</span>
            {level !== 'good' && <span className={styles.hint}>{t(`weekEditor.rating.hints.${hintKey(part, faza)}`)}</span>}
          </li>
        ))}
      </ul>
      {/* Announced when a part changes level, not on every keystroke. */}
      <p className="visually-hidden" aria-live="polite">{t('weekEditor.rating.summary', { good: rating.good, total: rating.parts.length })}</p>
    </section>
  );
}
