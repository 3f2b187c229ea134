// Reset password from the mail's link: the link's state first, then the new password twice; this device is signed in.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/domain/user/user-limits';
import { EMAIL_TOKEN_PATTERN } from '@/domain/user/email-limits';
import { resetLinkState, resetPassword } from '@/sync/transport/email';
import { FormField } from './FormField';
import { describeMailFailure } from './mail-errors';
import { useLinkCall } from './use-link-call';
import { useSubmit } from './use-submit';
import styles from './AuthForm.module.css';

/** A link that cannot be used: why, and the way to a new one. */
function DeadLink({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.panel}>
      <h1>{t('authMail.reset.title')}</h1>
      <p className="message message-error" role="alert">{message}</p>
      <div className={styles.actions}>
        <Link to="/auth/forgot-password" className="button button-primary">{t('authMail.reset.askAgain')}</Link>
        <Link to="/auth/signin">{t('authMail.backToSignIn')}</Link>
      </div>
    </div>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [done, setDone] = useState(false);
  const { busy, error, onSubmit } = useSubmit(async () => {
    if (password.length < PASSWORD_MIN_LENGTH) throw new Error(t('authMail.error.password', { count: PASSWORD_MIN_LENGTH }));
    if (password !== repeat) throw new Error(t('authMail.reset.mismatch'));
    await resetPassword({ password, password_repeat: repeat, token });
    setDone(true);
  }, describeMailFailure);

  if (done) {
    return (
      <div className={styles.panel} role="status">
        <h1>{t('authMail.reset.doneTitle')}</h1>
        <p>{t('authMail.reset.done')}</p>
        <div className={styles.actions}><Link to="/" className="button button-primary">{t('authMail.home')}</Link></div>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h1>{t('authMail.reset.title')}</h1>
      <p className={styles.intro}>{t('authMail.reset.note')}</p>
      {error && <p className="message message-error" role="alert">{error}</p>}
      <FormField
        label={t('authMail.reset.password')} hint={t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH })} name="password" type="password"
        autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} value={password} onValue={setPassword}
      />
      <FormField
        label={t('authMail.reset.repeat')} name="password_repeat" type="password"
        autoComplete="new-password" required maxLength={PASSWORD_MAX_LENGTH} value={repeat} onValue={setRepeat}
      />
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? t('authMail.reset.saving') : t('authMail.reset.submit')}
      </button>
    </form>
  );
}

const STATE_ERRORS = { expired: 'authMail.error.token_expired', used: 'authMail.error.token_used', unknown: 'authMail.error.invalid_token' } as const;

export function ResetPasswordForm({ token }: { token: string | undefined }) {
  const { t } = useTranslation();
  const usable = token && EMAIL_TOKEN_PATTERN.test(token) ? token : undefined;
  const state = useLinkCall(usable, resetLinkState, t('authMail.error.invalid_token'));
  if (state.status === 'working') return <p className={styles.status} role="status" aria-busy="true">{t('authMail.reset.checking')}</p>;
  if (state.status === 'failed') return <DeadLink message={state.message} />;
  if (state.answer !== 'valid') return <DeadLink message={t(STATE_ERRORS[state.answer])} />;
  return <NewPasswordForm token={usable!} />;
}
