// Create an account (name, e-mail, password) and be signed in; typed values stay on any error.
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
// The sign-up page is its own lazy chunk: it may check the body with the server's own schema.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { signupBodySchema } from '@/domain/user/user';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from '@/domain/user/user-limits';
import { signUp } from '@/sync/transport/sign-in';
import { FormField } from './FormField';
import { useSubmit } from './use-submit';
import styles from './AuthForm.module.css';

export function SignUpForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { busy, error, onSubmit } = useSubmit(async () => {
    const body = signupBodySchema.safeParse({ name, email, password });
    if (!body.success) throw new Error(t(`auth.invalid.${String(body.error.issues[0]?.path[0] ?? 'form')}`));
    await signUp(body.data);
    await navigate({ to: '/' });
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h1>{t('auth.signUpTitle')}</h1>
      {error && <p className="message message-error" role="alert">{error}</p>}
      <FormField label={t('auth.name')} hint={t('auth.nameHint')} name="name" autoComplete="username" required minLength={USER_NAME_MIN_LENGTH} maxLength={USER_NAME_MAX_LENGTH} value={name} onValue={setName} />
      <FormField label={t('auth.email')} name="email" type="email" autoComplete="email" required maxLength={EMAIL_MAX_LENGTH} value={email} onValue={setEmail} />
      <FormField
        label={t('auth.password')}
        hint={t('auth.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN_LENGTH}
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onValue={setPassword}
      />
      <button className="button button-primary" type="submit" disabled={busy}>
        {busy ? t('auth.signingUp') : t('nav.signUp')}
      </button>
      <Link to="/auth/external" className="button" data-testid="oauth-link">{t('oauth.link')}</Link>
      <p className={styles.switch}>
        {t('auth.haveAccount')} <Link to="/auth/signin">{t('nav.signIn')}</Link>
      </p>
    </form>
  );
}
