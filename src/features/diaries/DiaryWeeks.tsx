// The timeline of a diary: every week from germination to harvest.
import { useTranslation } from 'react-i18next';
import { useStoredWeeks } from './use-diaries';
import { labelWeeks } from './week-labels';
import { WeekCard } from './WeekCard';
import styles from './DiaryWeeks.module.css';

export function DiaryWeeks({ diaryId }: { diaryId: number }) {
  const { t } = useTranslation();
  const weeks = useStoredWeeks(diaryId);
  if (!weeks) return null;
  if (weeks.length === 0) return <p className="message">{t('diary.noWeeks')}</p>;
  const labels = labelWeeks(weeks);
  return (
    <section className={styles.weeks} aria-label={t('diary.timeline')}>
      {weeks.map((week) => (
        <WeekCard key={week.id} week={week} label={labels.get(week.id) ?? { number: null, days: null }} />
      ))}
    </section>
  );
}
