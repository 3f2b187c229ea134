// Sign in with another account (spec §3 OAuth login: provider, return_path): the providers the server offers.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { ExternalSignInScreen } from '@/features/account/ExternalSignInScreen';
import { usePageTitle } from '@/ui/use-page-title';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_short/auth/external')({
  validateSearch: (search: Record<string, unknown>): { return_path?: string } =>
    (typeof search.return_path === 'string' ? { return_path: search.return_path } : {}),
  loader: loadScreenStrings,
  component: ExternalPage,
});

function ExternalPage() {
  const { t } = useTranslation();
  const { return_path: returnPath } = Route.useSearch();
  usePageTitle(t('oauth.external.title'));
  return <ExternalSignInScreen returnPath={returnPath ?? '/'} />;
}
