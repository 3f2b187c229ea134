// Where the sign-in provider sends the browser back (?code, state, iss, or error): handed to the server.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { OAuthCallbackScreen, type ProviderAnswer } from '@/features/account/OAuthCallbackScreen';
import { usePageTitle } from '@/ui/use-page-title';
import { loadScreenStrings } from '@/i18n/i18n';

const FIELDS = ['code', 'state', 'iss', 'error', 'error_description'] as const;

export const Route = createFileRoute('/_short/auth/oauth-callback')({
  validateSearch: (search: Record<string, unknown>): ProviderAnswer =>
    Object.fromEntries(FIELDS.flatMap((key) => (typeof search[key] === 'string' ? [[key, search[key]]] : []))),
  loader: loadScreenStrings,
  component: OAuthCallbackPage,
});

function OAuthCallbackPage() {
  const { t } = useTranslation();
  usePageTitle(t('oauth.callback.title'));
  return <OAuthCallbackScreen answer={Route.useSearch()} />;
}
