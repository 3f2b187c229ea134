// One queued change in the pending-changes view: what it is, its state, and retry, edit or discard.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { OutboxMutation } from '@/db/database';
import { discardMutation, retryMutation } from '@/sync/outbox/queue-edits';
import { requestSync } from '@/sync/outbox/request-sync';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { describeChange } from './change-links';
import styles from './PendingChangesPage.module.css';

export function ChangeRow({ change }: { change: OutboxMutation }) {
  const { t } = useTranslation();
  const { kind, edit, content } = describeChange(change);
  const refused = change.status === 'refused';
  return (
    <li className={`${styles.row} ${refused ? styles.refusedRow : ''}`} data-testid="pending-change" data-status={change.status}>
      <div className={styles.what}>
        <strong>{t(`pending.kind.${kind}`)}</strong>
        <span className={styles.label}>{change.label}</span>
      </div>
      <div className={styles.state}>
        {refused ? t('pending.state.refused') : change.status === 'sending' ? t('pending.state.sending') : t('pending.state.waiting')}
      </div>
      {refused && change.error && <p className="message message-error" data-testid="refused-reason">{change.error}</p>}
      {change.merged?.length ? <p className={styles.note}>{t('pending.merged', { fields: change.merged.join(', ') })}</p> : null}
      {content.map((text, i) => (
        <blockquote key={i} className={styles.content} data-testid="change-content">{text}</blockquote>
      ))}
      <div className={styles.actions}>
        {refused && (
          <button type="button" className="button" onClick={() => void retryMutation(change.seq!).then(() => requestSync())}>
            {t('pending.retry')}
          </button>
        )}
        {edit && <Link {...edit} className="button">{t('pending.edit')}</Link>}
        {/* A change on its way may already be on the server: it can be discarded once it waits or was refused. */}
        {change.status !== 'sending' && (
          <ConfirmButton label={t('pending.discard')} confirmLabel={t('pending.discardConfirm')} cancelLabel={t('pending.keep')} onConfirm={() => void discardMutation(change.seq!)} />
        )}
      </div>
    </li>
  );
}
