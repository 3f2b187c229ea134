// One answer: its text and author, the mark of the answer that helped (set or removed by the asker), edit and delete
// for its author or a moderator; changes are shown at once and sent when possible.
import { useState } from 'react';
import type { StoredSolution } from '@/db/database';
import { MAX_SOLUTION_TEXT, MIN_SOLUTION_TEXT } from '@/domain/question/question-limits';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { CommentThread } from '@/features/comments/CommentThread';
import { LikeButton } from '@/features/likes/LikeButton';
import { ModerationNotice } from '@/features/reports/ModerationNotice';
import { ReportButton } from '@/features/reports/ReportButton';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { useDateTimeZone } from '@/ui/use-date-time-zone';
import { writeErrorText } from './AnswerForm';
import { shortDate } from './question-links';
import { editSolution, removeSolution, setHelpfulSolution } from './writes';
import styles from './Questions.module.css';

interface SolutionItemProps {
  solution: StoredSolution;
  helpful: boolean;
  /** The viewer asked the question: may mark the answer that helped. */
  canMark: boolean;
  /** The viewer wrote the answer or moderates: may edit and delete it. */
  canEdit: boolean;
  /** The question's title, naming the answer on /pending. */
  label: string;
  /** Why the server refused the last change of this answer, if it did (the words stay on /pending). */
  refusal: string | undefined;
}

export function SolutionItem({ solution, helpful, canMark, canEdit, label, refusal }: SolutionItemProps) {
  const { t, i18n } = useTranslation();
  const timeZone = useDateTimeZone();
  const [editing, setEditing] = useState<string | null>(null);
  const [comments, setComments] = useState(false);
  const synced = solution.synced_at > 0 && solution.id > 0;
  const [problem, setProblem] = useState<string | null>(null);
  const act = (action: () => Promise<void>) => {
    setProblem(null);
    action().catch((error: unknown) => setProblem(writeErrorText(t, error)));
  };

  function saveEdit() {
    const text = editing?.trim() ?? '';
    if (text.length < MIN_SOLUTION_TEXT || text.length > MAX_SOLUTION_TEXT) {
      setProblem(t('questions.answerLength', { min: MIN_SOLUTION_TEXT, max: MAX_SOLUTION_TEXT }));
      return;
    }
    act(async () => {
      await editSolution(solution.problem_id, solution.id, { text });
      setEditing(null);
    });
  }

  return (
    <li className={helpful ? `${styles.solution} ${styles.helpfulSolution}` : styles.solution} data-testid="solution" data-helpful={helpful}>
      <p className={styles.meta}>
        <Avatar user={solution.item_user} size={24} />
        <strong>{solution.item_user.name}</strong>
        <span>· {shortDate(solution.add_date, i18n.language, timeZone)}</span>
        {helpful && <span className={styles.solved}>{t('questions.helpful')}</span>}
        {solution.synced_at === 0 && refusal === undefined && <span className={styles.unsent}>{t('questions.unsent')}</span>}
      </p>
      <ModerationNotice reason={solution.ban_reason} />
      {editing === null ? (
        <p className={styles.text}>{solution.text}</p>
      ) : (
        <textarea className="text-input" rows={4} value={editing} maxLength={MAX_SOLUTION_TEXT} aria-label={t('questions.yourAnswer')} onChange={(e) => setEditing(e.target.value)} />
      )}
      {refusal !== undefined && <p className="message message-error" role="alert">{t('questions.refused', { message: refusal })}</p>}
      {problem && <p className="message message-error" role="alert">{problem}</p>}
      <div className={styles.actions}>
        {canMark && (
          <button type="button" className={helpful ? 'button' : 'button button-primary'} aria-pressed={helpful}
            onClick={() => act(() => setHelpfulSolution(solution.problem_id, helpful ? null : solution.id))}>
            {helpful ? t('questions.unmarkHelpful') : t('questions.markHelpful')}
          </button>
        )}
        {canEdit && editing === null && (
          <>
            <button type="button" className="button" onClick={() => setEditing(solution.text)}>{t('questions.edit')}</button>
            <ConfirmButton label={t('questions.delete')} confirmLabel={t('questions.confirmDeleteAnswer')} cancelLabel={t('questions.cancel')}
              onConfirm={() => act(() => removeSolution(solution.problem_id, solution.id))} />
          </>
        )}
        {editing !== null && (
          <>
            <button type="button" className="button button-primary" onClick={saveEdit}>{t('questions.save')}</button>
            <button type="button" className="button" onClick={() => setEditing(null)}>{t('questions.cancel')}</button>
          </>
        )}
        {synced && <LikeButton type="solution" id={solution.id} liked={false} count={solution.cnt_likes} label={label} />}
        {synced && (
          <button type="button" className="button" aria-expanded={comments} onClick={() => setComments((open) => !open)}>
            {t('questions.comments', { count: solution.cnt_comments })}
          </button>
        )}
      </div>
      {synced && <ReportButton type="solution" id={solution.id} ownerId={solution.item_user.id} label={label} />}
      {synced && comments && <CommentThread type="solution" id={solution.id} label={label} />}
    </li>
  );
}
