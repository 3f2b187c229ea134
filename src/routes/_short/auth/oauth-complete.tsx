// A new account from another service chooses its name.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { OAuthCompleteForm } from '@/features/account/OAuthCompleteForm';
import { usePageTitle } from '@/ui/use-page-title';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_short/auth/oauth-complete')({ loader: loadScreenStrings, component: OAuthCompletePage });

function OAuthCompletePage() {
  const { t } = useTranslation();
  usePageTitle(t('oauth.complete.title'));
  return <OAuthCompleteForm />;
}
