// The box a comment, a reply or an edit is written in: the text is kept as a draft on the device while typed (a
// reload, a crash or an offline moment loses nothing) and forgotten once the comment is queued.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { MAX_COMMENT_TEXT } from '@/domain/comment/comment-limits';
import { describeError } from '@/sync/transport/http';
import { useDraft } from '../drafts/use-draft';
import styles from './CommentThread.module.css';

interface CommentComposerProps {
  /** The draft's place: one per thread and top comment answered, or per comment edited. */
  draftKey: string;
  initial?: string;
  placeholder: string;
  submitLabel: string;
  /** Queues the text; the draft is forgotten once it resolves. */
  onSubmit: (text: string) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
}

export function CommentComposer({ draftKey, initial = '', placeholder, submitLabel, onSubmit, onCancel, autoFocus }: CommentComposerProps) {
  const { t } = useTranslation();
  const draft = useDraft<string>('comment', draftKey, initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = draft.value ?? '';
  const trimmed = text.trim();
  const tooLong = trimmed.length > MAX_COMMENT_TEXT;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || tooLong || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(trimmed);
      draft.change('');
      await draft.discard();
      onCancel?.();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.composer} onSubmit={(event) => void submit(event)}>
      <textarea
        className={styles.input}
        value={text}
        placeholder={placeholder}
        aria-label={placeholder}
        rows={trimmed ? 3 : 2}
        autoFocus={autoFocus}
        aria-invalid={tooLong}
        onChange={(event) => draft.change(event.target.value)}
      />
      <div className={styles.composerBar}>
        <span className={tooLong ? styles.over : styles.hint} aria-live="polite">
          {tooLong ? t('comments.compose.tooLong', { max: MAX_COMMENT_TEXT }) : trimmed.length > MAX_COMMENT_TEXT - 500 ? t('comments.compose.left', { count: MAX_COMMENT_TEXT - trimmed.length }) : ''}
        </span>
        {onCancel && <button type="button" className="button" onClick={() => { void draft.discard(); onCancel(); }}>{t('comments.compose.cancel')}</button>}
        <button type="submit" className="button button-primary" disabled={!trimmed || tooLong || busy}>{submitLabel}</button>
      </div>
      {error && <p className="message message-error" role="alert">{error}</p>}
    </form>
  );
}
