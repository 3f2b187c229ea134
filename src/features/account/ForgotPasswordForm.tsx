// Forgot password: the account's address, then "check your mail" whatever the address (the server never tells).
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { EMAIL_MAX_LENGTH } from '@/domain/user/user-limits';
import { askForPasswordReset } from '@/sync/transport/email';
import { FormField } from './FormField';
import { describeMailFailure } from './mail-errors';
import { useSubmit } from './use-submit';
import styles from './AuthForm.module.css';

/** The browser's own check of an address (an input of type email), so the zod schemas stay out of this chunk. */
function looksLikeEmail(value: string): boolean {
  const input = document.createElement('input');
  input.type = 'email';
  input.value = value;
  return value.length > 0 && input.checkValidity();
}

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, error, onSubmit } = useSubmit(async () => {
    const address = email.trim().toLowerCase();
    if (!looksLikeEmail(address)) throw new Error(t('authMail.error.email'));
    await askForPasswordReset({ email: address, recaptcha: '' });
    setSentTo(address);
  }, describeMailFailure);

  if (sentTo) {
    return (
      <div className={styles.panel} role="status">
        <h1>{t('authMail.forgot.sentTitle')}</h1>
        <p>{t('authMail.forgot.sent', { email: sentTo })}</p>
        <p className={styles.intro}>{t('authMail.forgot.sentHint')}</p>
        <div className={styles.actions}>
          <button type="button" className="button" onClick={() => setSentTo(null)}>{t('authMail.forgot.again')}</button>
          <Link to="/auth/signin">{t('authMail.backToSignIn')}</Link>
        </div>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h1>{t('authMail.forgot.title')}</h1>
      <p className={styles.intro}>{t('authMail.forgot.intro')}</p>
      {error && <p className="message message-error" role="alert">{error}</p>}
      <FormField label={t('auth.email')} name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} value={email} onValue={setEmail} />
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? t('authMail.forgot.sending') : t('authMail.forgot.submit')}
      </button>
      <p className={styles.switch}><Link to="/auth/signin">{t('authMail.backToSignIn')}</Link></p>
    </form>
  );
}
