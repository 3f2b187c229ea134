// /auth/oauth-callback: the provider sent the browser back with a code and the state; the server checks them and
// answers signed in (go on to return_path), linked (back to the settings) or new (choose a name).
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { CallbackAnswer } from '@/domain/user/oauth';
import { useTranslation } from '@/i18n/use-translation';
import { finishOAuth } from '@/sync/transport/oauth';
import { describeOAuthFailure } from './oauth-errors';
import { keepPendingAccount } from './oauth-pending';
import styles from './AuthForm.module.css';

export interface ProviderAnswer { code?: string; state?: string; iss?: string; error?: string; error_description?: string }

/** A state is good once: a second render or effect of the same answer shares the first call instead of replaying it. */
const calls = new Map<string, Promise<CallbackAnswer>>();
function finishOnce(code: string, state: string, iss: string | undefined): Promise<CallbackAnswer> {
  let call = calls.get(state);
  if (!call) {
    call = finishOAuth({ code, state, ...(iss ? { iss } : {}) });
    calls.set(state, call);
  }
  return call;
}

export function OAuthCallbackScreen({ answer }: { answer: ProviderAnswer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const { code, state, iss, error } = answer;
  useEffect(() => {
    if (error) {
      setFailure(error === 'access_denied' ? t('oauth.callback.denied') : t('oauth.callback.providerError', { error }));
      return;
    }
    if (!code || !state) {
      setFailure(t('oauth.callback.missing'));
      return;
    }
    finishOnce(code, state, iss).then((result) => {
      if (result.kind === 'complete') {
        keepPendingAccount(result);
        void navigate({ to: '/auth/oauth-complete', replace: true });
      } else {
        // return_path may carry a query: the history takes the whole path as it is.
        router.history.replace(result.return_path);
      }
    }, (reason: unknown) => setFailure(describeOAuthFailure(t, reason)));
    // Once per answer of the provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, state, error]);

  if (!failure) return <p className={styles.status} role="status" aria-busy="true">{t('oauth.callback.checking')}</p>;
  return (
    <div className={styles.panel}>
      <h1>{t('oauth.callback.failedTitle')}</h1>
      <p className="message message-error" role="alert" data-testid="oauth-failure">{failure}</p>
      <div className={styles.actions}>
        <Link to="/auth/external" className="button button-primary">{t('oauth.callback.again')}</Link>
        <Link to="/auth/signin">{t('oauth.external.withPassword')}</Link>
      </div>
    </div>
  );
}
