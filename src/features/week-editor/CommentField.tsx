// The week's comment, with a live count towards the 140 characters that rate a comment good (spec §5).
import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_WEEK_TEXT } from '@/domain/week/week-limits';
import { commentLength, GOOD_COMMENT_LENGTH } from '@/domain/week/week-rating';
import styles from './WeekEditor.module.css';

export function CommentField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  // Counted as the rating counts (trimmed, spaces collapsed), so the number and the rating agree.
  const count = commentLength(value);
  const good = count >= GOOD_COMMENT_LENGTH;
  return (
    <div className="field">
      <label htmlFor={id}>{t('weekEditor.commentLabel')}</label>
      <textarea id={id} className="text-input" rows={5} maxLength={MAX_WEEK_TEXT} value={value} aria-describedby={`${id}-count`} onChange={(event) => onChange(event.target.value)} />
      <p id={`${id}-count`} className={good ? styles.countGood : styles.count} data-testid="comment-count">
        {good ? t('weekEditor.commentGood', { count }) : t('weekEditor.commentCount', { count, goal: GOOD_COMMENT_LENGTH })}
      </p>
    </div>
  );
}
