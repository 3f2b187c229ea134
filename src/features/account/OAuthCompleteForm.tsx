// /auth/oauth-complete: a new grower who came with another account chooses the name others will see.
import { Link, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from '@/domain/user/user-limits';
import { useTranslation } from '@/i18n/use-translation';
import { completeOAuthAccount } from '@/sync/transport/oauth';
import { FormField } from './FormField';
import { describeOAuthFailure } from './oauth-errors';
import { forgetPendingAccount, readPendingAccount } from './oauth-pending';
import { useSubmit } from './use-submit';
import styles from './AuthForm.module.css';

export function OAuthCompleteForm() {
  const { t } = useTranslation();
  const router = useRouter();
  const [pending] = useState(readPendingAccount);
  const [name, setName] = useState(pending?.suggested_name ?? '');
  const { busy, error, onSubmit } = useSubmit(async () => {
    if (!pending) return;
    const returnPath = await completeOAuthAccount(pending.ticket, name.trim());
    forgetPendingAccount();
    router.history.push(returnPath);
  }, describeOAuthFailure);

  if (!pending) {
    return (
      <div className={styles.panel}>
        <h1>{t('oauth.complete.title')}</h1>
        <p className="message message-error" role="alert">{t('oauth.complete.missing')}</p>
        <div className={styles.actions}><Link to="/auth/external" className="button button-primary">{t('oauth.callback.again')}</Link></div>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <h1>{t('oauth.complete.title')}</h1>
      <p className={styles.intro}>{t('oauth.complete.intro', { email: pending.email })}</p>
      {error && <p className="message message-error" role="alert">{error}</p>}
      <FormField label={t('oauth.complete.name')} name="name" autoComplete="username" required minLength={USER_NAME_MIN_LENGTH} maxLength={USER_NAME_MAX_LENGTH}
        pattern="[A-Za-z0-9_.\-]+" hint={t('oauth.complete.hint', { min: USER_NAME_MIN_LENGTH, max: USER_NAME_MAX_LENGTH })} value={name} onValue={setName} />
      <button className="button button-primary" type="submit" disabled={busy}>{busy ? t('oauth.complete.saving') : t('oauth.complete.submit')}</button>
    </form>
  );
}
