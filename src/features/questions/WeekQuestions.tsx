// The grow questions about one diary week, under that week: kept on the device, so they open offline; the diary's
// owner may ask about the week from here.
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useTranslation } from '@/i18n/use-translation';
import { askLink } from './question-links';
import { QuestionCard } from './QuestionCard';
import { useWeekQuestions } from './use-questions';
import styles from './Questions.module.css';

export function WeekQuestions({ diaryId, weekId, ownerId }: { diaryId: number; weekId: number; ownerId: number | undefined }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { questions } = useWeekQuestions(diaryId, weekId);
  const own = user !== null && user !== undefined && user.id === ownerId && diaryId > 0 && weekId > 0;
  if (!questions?.length && !own) return null;
  return (
    <section className={styles.weekQuestions} aria-labelledby={`week-questions-${weekId}`} data-testid="week-questions">
      <h2 id={`week-questions-${weekId}`}>{t('questions.week.title')}</h2>
      {questions && questions.length > 0 && <ul className={styles.list}>{questions.map((q) => <QuestionCard key={q.id} question={q} />)}</ul>}
      {own && <Link {...askLink({ diary_id: diaryId, week_id: weekId })} className="button">{t('questions.week.ask')}</Link>}
    </section>
  );
}
