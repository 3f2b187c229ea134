// /auth/external: sign in (or up) with an account of another service; each provider the server offers is a button.
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { OAuthProvider } from '@/domain/user/oauth';
import { useTranslation } from '@/i18n/use-translation';
import { fetchOAuthProviders } from '@/sync/transport/oauth';
import { describeOAuthFailure } from './oauth-errors';
import { useOAuthStart } from './use-oauth-start';
import styles from './AuthForm.module.css';

export function ExternalSignInScreen({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation();
  const [providers, setProviders] = useState<OAuthProvider[] | { error: string } | null>(null);
  const { busy, error, start } = useOAuthStart(returnPath, 'signin');
  useEffect(() => {
    fetchOAuthProviders().then((status) => setProviders(status.providers), (failure: unknown) => setProviders({ error: describeOAuthFailure(t, failure) }));
    // Once per visit; the strings of a render do not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className={styles.panel}>
      <h1>{t('oauth.external.title')}</h1>
      <p className={styles.intro}>{t('oauth.external.intro')}</p>
      {error && <p className="message message-error" role="alert">{error}</p>}
      {providers === null && <p className={styles.status} role="status" aria-busy="true">{t('oauth.external.loading')}</p>}
      {providers && 'error' in providers && <p className="message message-error" role="alert">{providers.error}</p>}
      {Array.isArray(providers) && providers.length === 0 && <p className={styles.status}>{t('oauth.external.none')}</p>}
      {Array.isArray(providers) && providers.map((provider) => (
        <button key={provider.id} type="button" className="button button-primary" disabled={busy !== null} onClick={() => start(provider.id)}>
          {busy === provider.id ? t('oauth.external.redirecting') : t('oauth.external.continueWith', { provider: provider.name })}
        </button>
      ))}
      <p className={styles.intro}>{t('oauth.external.sameEmail')}</p>
      <p className={styles.switch}><Link to="/auth/signin">{t('oauth.external.withPassword')}</Link></p>
    </div>
  );
}
