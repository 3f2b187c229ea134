// Starting a sign-in or a link: asks the server for the provider's page and sends the browser there.
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { startOAuth } from '@/sync/transport/oauth';
import { describeOAuthFailure } from './oauth-errors';

export function useOAuthStart(returnPath: string, intent: 'signin' | 'link') {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const start = (provider: string) => {
    setBusy(provider);
    setError(null);
    startOAuth(provider, returnPath, intent).then(
      (url) => window.location.assign(url),
      (failure: unknown) => {
        setBusy(null);
        setError(describeOAuthFailure(t, failure));
      },
    );
  };
  return { busy, error, start };
}
