// "Report" on content and growers: a dialog with a reason from the short list and a few optional words, queued at
// once (works offline). Guests and the owner see nothing. The dialog alone serves screens with their own menus (a chat
// message's).
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { COMPLAIN_REASONS, MAX_COMPLAIN_TEXT, type ComplainReason, type ComplainType } from '@/domain/complain/complain-limits';
import { describeError } from '@/sync/transport/http';
import { useCurrentUser } from '../account/use-current-user';
import { reportItem } from './writes';
import styles from './ReportButton.module.css';

export interface ReportTarget {
  type: ComplainType;
  id: number;
  /** What is reported, for /pending ("Blue Dream", "week 3 of Blue Dream"). */
  label: string;
}

interface ReportButtonProps extends ReportTarget {
  /** Whose it is: they cannot report it. */
  ownerId: number;
}

export function ReportButton({ type, id, ownerId, label }: ReportButtonProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const dialog = useRef<HTMLDialogElement>(null);
  const [sent, setSent] = useState(false);
  // A temporary id (made offline) is not on the server yet: nothing to report.
  if (!user || user.id === ownerId || id <= 0) return null;
  if (sent) return <span className={styles.done} role="status">{t('reports.thanks')}</span>;
  return (
    <>
      <button type="button" className={styles.button} onClick={() => dialog.current?.showModal()}>{t('reports.report')}</button>
      <ReportDialog dialog={dialog} type={type} id={id} label={label} onSent={() => setSent(true)} />
    </>
  );
}

/** The report form in a modal dialog the caller opens with `dialog.current.showModal()`; closed once queued. */
export function ReportDialog({ dialog, type, id, label, onSent }: ReportTarget & { dialog: RefObject<HTMLDialogElement | null>; onSent: () => void }) {
  const { t } = useTranslation();
  const formId = useId();
  const [reason, setReason] = useState<ComplainReason | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!reason) return setError(t('reports.chooseReason'));
    if (reason === 'other' && !text.trim()) return setError(t('reports.sayWhy'));
    setError(null);
    try {
      await reportItem(type, id, reason, text, `${t(`reports.type.${type}`)} ${label}`);
      dialog.current?.close();
      onSent();
    } catch (failure) {
      setError(describeError(failure));
    }
  }

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${formId}-title`}>
      <form onSubmit={(event) => void send(event)} noValidate>
        <h2 id={`${formId}-title`} className={styles.title}>{t(`reports.title.${type}`)}</h2>
        <fieldset className={styles.reasons}>
          <legend className="visually-hidden">{t('reports.reason')}</legend>
          {COMPLAIN_REASONS.map((choice) => (
            <label key={choice} className={styles.reason}>
              <input type="radio" name={`${formId}-reason`} value={choice} checked={reason === choice} onChange={() => setReason(choice)} />
              <span>
                {t(`reports.reasons.${choice}.name`)}
                <small>{t(`reports.reasons.${choice}.hint`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${formId}-text`}>{reason === 'other' ? t('reports.textRequired') : t('reports.textOptional')}</label>
        <textarea
          id={`${formId}-text`}
          className={styles.text}
          value={text}
          maxLength={MAX_COMPLAIN_TEXT}
          onChange={(event) => setText(event.target.value)}
        />
        <small className={styles.count}>{t('reports.count', { count: text.length, max: MAX_COMPLAIN_TEXT })}</small>
        {error && <p className="message message-error" role="alert">{error}</p>}
        <div className={styles.buttons}>
          <button type="button" className="button" onClick={() => dialog.current?.close()}>{t('reports.cancel')}</button>
          <button type="submit" className="button button-primary">{t('reports.send')}</button>
        </div>
      </form>
    </dialog>
  );
}
