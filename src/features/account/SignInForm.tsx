// Sign in with an e-mail address or name and a password; typed values stay on any error.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '@/domain/user/user-limits';
import { signIn } from '@/sync/transport/sign-in';
import { FormField } from './FormField';
import { useSubmit } from './use-submit';
import styles from './AuthForm.module.css';

export function SignInForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, onSubmit } = useSubmit(async () => {
    await signIn({ login: login.trim().toLowerCase(), password });
    await navigate({ to: '/' });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate={false}>
      <h1>{t('auth.signInTitle')}</h1>
      {error && <p className="message message-error" role="alert">{error}</p>}
      <FormField label={t('auth.login')} name="login" autoComplete="username" required maxLength={EMAIL_MAX_LENGTH} value={login} onValue={setLogin} />
      <FormField label={t('auth.password')} name="password" type="password" autoComplete="current-password" required maxLength={PASSWORD_MAX_LENGTH} value={password} onValue={setPassword} />
      <Link to="/auth/forgot-password" className={styles.forgot}>{t('authMail.forgotLink')}</Link>
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? t('auth.signingIn') : t('nav.signIn')}
      </button>
      <Link to="/auth/external" className="button" data-testid="oauth-link">{t('oauth.link')}</Link>
      <p className={styles.switch}>
        {t('auth.noAccount')} <Link to="/auth/signup">{t('nav.signUp')}</Link>
      </p>
    </form>
  );
}
