// Answering a grow question: the text is kept as a draft while typed, posted on the device at once and sent when possible.
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { MAX_SOLUTION_TEXT, MIN_SOLUTION_TEXT } from '@/domain/question/question-limits';
import { useDraft } from '@/features/drafts/use-draft';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { StorageFullError } from '@/sync/transport/storage';
import { answerQuestion } from './writes';
import styles from './Questions.module.css';

/** The words for a write the device could not store. */
export function writeErrorText(t: ReturnType<typeof useTranslation>['t'], error: unknown): string {
  return error instanceof StorageFullError ? t('questions.storageFull') : describeError(error);
}

export function AnswerForm({ problemId, signedIn }: { problemId: number; signedIn: boolean }) {
  const [generation, setGeneration] = useState(0);
  const { t } = useTranslation();
  if (!signedIn) {
    return <p className={styles.signIn}>{t('questions.signInToAnswer')} <Link to="/auth/signin" className="button">{t('questions.signIn')}</Link></p>;
  }
  return <DraftAnswer key={generation} problemId={problemId} onPosted={() => setGeneration((n) => n + 1)} />;
}

function DraftAnswer({ problemId, onPosted }: { problemId: number; onPosted: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const draft = useDraft<string>('solution', String(problemId), '');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = draft.value ?? '';

  async function post(event: FormEvent) {
    event.preventDefault();
    const trimmed = text.trim();
    if (trimmed.length < MIN_SOLUTION_TEXT || trimmed.length > MAX_SOLUTION_TEXT) {
      setProblem(t('questions.answerLength', { min: MIN_SOLUTION_TEXT, max: MAX_SOLUTION_TEXT }));
      return;
    }
    setBusy(true);
    try {
      await answerQuestion(problemId, { text: trimmed });
      await draft.discard();
      onPosted();
    } catch (error) {
      setProblem(writeErrorText(t, error));
      setBusy(false);
    }
  }

  return (
    <form className={styles.answerForm} onSubmit={(event) => void post(event)} noValidate>
      <label htmlFor={id} className={styles.label}>{t('questions.yourAnswer')}</label>
      <textarea id={id} className="text-input" rows={4} value={text} maxLength={MAX_SOLUTION_TEXT}
        aria-invalid={problem !== null} onChange={(e) => { draft.change(e.target.value); setProblem(null); }} />
      <p className={styles.count}>{t('questions.count', { count: text.length, max: MAX_SOLUTION_TEXT })}</p>
      {problem && <p className="message message-error" role="alert">{problem}</p>}
      <button type="submit" className="button button-primary" disabled={busy}>{t('questions.postAnswer')}</button>
    </form>
  );
}
