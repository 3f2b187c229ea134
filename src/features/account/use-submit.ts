// Submitting an account form: busy state and the error sentence a person should read.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { NetworkError, ServerError, describeError } from '@/sync/transport/http';

export function useSubmit(action: () => Promise<void>) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      if (failure instanceof NetworkError) setError(t('auth.offline'));
      else if (failure instanceof ServerError && !failure.body) setError(t('auth.serverError'));
      else setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, onSubmit };
}
