// Submitting an account form: busy state and the error sentence a person should read.
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { NetworkError, ServerError, describeError } from '@/sync/transport/http';

/** `describe` turns a failure into its sentence (the e-mail forms translate the server's codes); by default the server's message. */
export function useSubmit(action: () => Promise<void>, describe?: (t: TFunction, failure: unknown) => string) {
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
      if (describe) setError(describe(t, failure));
      else if (failure instanceof NetworkError) setError(t('auth.offline'));
      else if (failure instanceof ServerError && !failure.body) setError(t('auth.serverError'));
      else setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, onSubmit };
}
