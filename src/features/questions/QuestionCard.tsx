// A grow question in a list: its first photo, title, symptoms, answers, whether it is solved, who asked and when.
import { Link } from '@tanstack/react-router';
import type { StoredQuestion } from '@/db/database';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { useDateTimeZone } from '@/ui/use-date-time-zone';
import { questionLink, shortDate } from './question-links';
import { SymptomList } from './SymptomList';
import styles from './Questions.module.css';

export function QuestionCard({ question }: { question: StoredQuestion }) {
  const { t, i18n } = useTranslation();
  const timeZone = useDateTimeZone();
  const photo = question.items_problem_photo[0];
  return (
    <li className={styles.card} data-testid="question-card">
      {photo && <img className={styles.thumb} src={photo.size_s} width={photo.width} height={photo.height} alt="" loading="lazy" />}
      <div className={styles.cardBody}>
        <Link {...questionLink(question.id)} className={styles.cardTitle}>{question.title}</Link>
        <SymptomList symptoms={question.items_problem_symptom} max={3} />
        <p className={styles.meta}>
          <Avatar user={question.item_user} size={20} />
          <span>{question.item_user.name}</span>
          <span>· {shortDate(question.add_date, i18n.language, timeZone)}</span>
          <span>· {t('questions.answers', { count: question.cnt_solutions })}</span>
          {question.solution_id !== null && <span className={styles.solved}>{t('questions.solved')}</span>}
          {question.synced_at === 0 && <span className={styles.unsent}>{t('questions.unsent')}</span>}
        </p>
      </div>
    </li>
  );
}
