// Offers a fresh sign-in through the services linked to the account, coming back to `returnPath` (what an account
// without a password does before a dangerous act, such as deleting itself).
import { useEffect, useState } from 'react';
import type { IdentitiesAnswer } from '@/domain/user/oauth';
import { useTranslation } from '@/i18n/use-translation';
import { fetchLinkedAccounts } from '@/sync/transport/oauth';
import { describeOAuthFailure } from './oauth-errors';
import { useOAuthStart } from './use-oauth-start';

export function SignInAgain({ returnPath }: { returnPath: string }) {
  const { t } = useTranslation();
  const [linked, setLinked] = useState<IdentitiesAnswer | { error: string } | null>(null);
  const { busy, error, start } = useOAuthStart(returnPath, 'signin');
  useEffect(() => {
    fetchLinkedAccounts().then(setLinked, (failure: unknown) => setLinked({ error: describeOAuthFailure(t, failure) }));
  }, [t]);

  if (linked === null) return <p role="status" aria-busy="true">{t('oauth.external.loading')}</p>;
  if ('error' in linked) return <p className="message message-error" role="alert">{linked.error}</p>;
  const providers = linked.providers.filter((provider) => linked.identities.some((identity) => identity.provider === provider.id));
  return (
    <div className="message message-warn" role="alert" data-testid="sign-in-again">
      <p>{t('oauth.again.intro')}</p>
      {providers.map((provider) => (
        <button key={provider.id} type="button" className="button button-primary" disabled={busy !== null} onClick={() => start(provider.id)}>
          {busy === provider.id ? t('oauth.external.redirecting') : t('oauth.again.button', { provider: provider.name })}
        </button>
      ))}
      {error && <p role="alert">{error}</p>}
    </div>
  );
}
