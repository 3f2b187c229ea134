// Settings pages about the account: blocked growers (unblock works offline), the password and the account's deletion
// (both need the network and say so offline; an account without a password confirms its deletion by a fresh sign-in).
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FRESH_SIGN_IN_MINUTES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/domain/user/user-limits';
import { useTranslation } from '@/i18n/use-translation';
import { FormField } from '@/features/account/FormField';
import { SignInAgain } from '@/features/account/SignInAgain';
import { describeError, ServerError } from '@/sync/transport/http';
import { Avatar } from '@/ui/Avatar';
import { useOnline } from '@/ui/use-online';
import { useSettingsContext } from './settings-context';
import { changePassword, deleteAccount } from './settings-store';
import { setBlocked } from './writes';
import styles from './Settings.module.css';

export function BannedSection() {
  const { t, i18n } = useTranslation();
  const { userId, answer } = useSettingsContext();
  const [error, setError] = useState<string | null>(null);
  if (answer.banned.length === 0) return <p className={styles.note} data-testid="banned-empty">{t('settings.banned.empty')}</p>;
  return (
    <>
      <p className={styles.note}>{t('settings.banned.intro')}</p>
      <ul className={styles.list}>
        {answer.banned.map(({ user, add_date }) => (
          <li key={user.id} className={styles.row} data-testid="banned-row">
            <Link to="/grower/$id" params={{ id: user.id }} className={styles.grower}>
              <Avatar user={user} size={32} />
              {user.name}
            </Link>
            <span className={styles.note}>{t('settings.banned.since', { date: new Date(add_date).toLocaleDateString(i18n.language) })}</span>
            <button type="button" className="button" onClick={() => {
              setError(null);
              setBlocked(userId, user, false, user.name).catch((e: unknown) => setError(describeError(e)));
            }}>{t('settings.banned.unblock')}</button>
          </li>
        ))}
      </ul>
      {error && <p className="message message-error" role="alert">{error}</p>}
    </>
  );
}

/** The line that says a form needs the network. */
export function OnlineOnly() {
  const { t } = useTranslation();
  return <p className="message message-warn" role="status" data-testid="online-only">{t('settings.onlineOnly')}</p>;
}

export function PasswordSection() {
  const { t } = useTranslation();
  const { userId } = useSettingsContext();
  const online = useOnline();
  const [values, setValues] = useState({ password: '', next: '', repeat: '' });
  const [state, setState] = useState<'idle' | 'sending' | { ended: number } | { error: string }>('idle');
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.next !== values.repeat) {
      setState({ error: t('settings.password.mismatch') });
      return;
    }
    setState('sending');
    changePassword(userId, { password: values.password, new_password: values.next }).then(
      (ended) => {
        setState({ ended });
        setValues({ password: '', next: '', repeat: '' });
      },
      (e: unknown) => setState({ error: describeError(e) }),
    );
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      {!online && <OnlineOnly />}
      <FormField label={t('settings.password.current')} type="password" autoComplete="current-password" required maxLength={PASSWORD_MAX_LENGTH} value={values.password} onValue={set('password')} />
      <FormField label={t('settings.password.new')} type="password" autoComplete="new-password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH}
        hint={t('settings.password.hint', { min: PASSWORD_MIN_LENGTH })} value={values.next} onValue={set('next')} />
      <FormField label={t('settings.password.repeat')} type="password" autoComplete="new-password" required value={values.repeat} onValue={set('repeat')} />
      <p className={styles.actions}>
        <button type="submit" className="button button-primary" disabled={!online || state === 'sending'}>{t('settings.password.submit')}</button>
      </p>
      {typeof state === 'object' && 'ended' in state && <p role="status" data-testid="password-changed">{t('settings.password.done', { count: state.ended })}</p>}
      {typeof state === 'object' && 'error' in state && <p className="message message-error" role="alert">{state.error}</p>}
    </form>
  );
}

export function DeleteSection() {
  const { t } = useTranslation();
  const { userId, answer } = useSettingsContext();
  const online = useOnline();
  const navigate = useNavigate();
  // A copy stored before the answer said so had a password: every account did.
  const hasPassword = answer.has_password !== false;
  const [secret, setSecret] = useState('');
  const [diaries, setDiaries] = useState<'keep' | 'remove'>('keep');
  const [state, setState] = useState<'idle' | 'sending' | 'reauth' | { error: string }>('idle');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState('sending');
    deleteAccount(userId, hasPassword ? { password: secret, diaries } : { confirm_name: secret, diaries }).then(
      () => navigate({ to: '/' }),
      (e: unknown) => setState(e instanceof ServerError && e.body?.error === 'reauth_required' ? 'reauth' : { error: describeError(e) }),
    );
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <p>{t('settings.delete.intro')}</p>
      {!online && <OnlineOnly />}
      <fieldset className="field">
        <legend>{t('settings.delete.diaries')}</legend>
        {(['keep', 'remove'] as const).map((choice) => (
          <label key={choice} className={styles.check}>
            <input type="radio" name="diaries" value={choice} checked={diaries === choice} onChange={() => setDiaries(choice)} data-testid={`delete-${choice}`} />
            <span>{t(`settings.delete.${choice}`)}</span>
          </label>
        ))}
      </fieldset>
      {hasPassword
        ? <FormField label={t('settings.delete.password')} type="password" autoComplete="current-password" required value={secret} onValue={setSecret} data-testid="delete-password" />
        : <FormField label={t('settings.delete.name', { name: answer.profile.name })} autoComplete="off" required value={secret} onValue={setSecret} data-testid="delete-name" />}
      {!hasPassword && <p className={styles.note}>{t('settings.delete.freshSignIn', { minutes: FRESH_SIGN_IN_MINUTES })}</p>}
      <p className={styles.actions}>
        <button type="submit" className={`button ${styles.danger}`} disabled={!online || state === 'sending'} data-testid="delete-submit">{t('settings.delete.submit')}</button>
      </p>
      {state === 'reauth' && <SignInAgain returnPath={`/grower/${userId}/settings/delete`} />}
      {typeof state === 'object' && <p className="message message-error" role="alert">{state.error}</p>}
    </form>
  );
}
