// "Send the link again": a new confirmation mail for the signed-in grower, and where it went.
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { resendConfirmation } from '@/sync/transport/email';
import { describeMailFailure } from './mail-errors';
import { useSubmit } from './use-submit';
import styles from './AuthForm.module.css';

export function ResendConfirmation() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, onSubmit } = useSubmit(async () => {
    setSentTo((await resendConfirmation()).email);
  }, describeMailFailure);
  return (
    <form className={styles.actions} onSubmit={onSubmit}>
      <button type="submit" className="button" disabled={busy}>{busy ? t('authMail.note.sending') : t('authMail.note.resend')}</button>
      {sentTo && !error && <p className={styles.status} role="status">{t('authMail.note.sent', { email: sentTo })}</p>}
      {error && <p className="message message-error" role="alert">{error}</p>}
    </form>
  );
}
