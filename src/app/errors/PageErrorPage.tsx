// The broken-page screen of spec §2: the generic sentence, the error message and a link to Home.
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorLayout } from '../layouts/ErrorLayout';
import { usePageTitle } from '@/ui/use-page-title';

/** What a failed chunk load says in Chromium, Firefox and Safari. */
const CHUNK_LOAD_ERROR = /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

export function PageErrorPage({ error }: ErrorComponentProps) {
  const { t } = useTranslation();
  usePageTitle(t('errors.brokenTitle'));
  useEffect(() => {
    // Reported as 'page-error' (spec §8).
    console.error('page-error', error);
  }, [error]);
  const message = error instanceof Error ? error.message : String(error);
  return (
    <ErrorLayout>
      <div data-testid="page-error">
        <h1>{t('errors.broken')}</h1>
        <p className="message message-error">{message}</p>
        {CHUNK_LOAD_ERROR.test(message) && <p>{t('errors.chunkHint')}</p>}
        {/* A plain link reloads the app, leaving a broken state behind. */}
        <a href="/" className="button button-primary">{t('errors.goHome')}</a>
      </div>
    </ErrorLayout>
  );
}
