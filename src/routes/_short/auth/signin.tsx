// Sign in.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { SignInForm } from '@/features/account/SignInForm';
import { usePageTitle } from '@/ui/use-page-title';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_short/auth/signin')({ loader: loadScreenStrings, component: SignInPage });

function SignInPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signInTitle'));
  return <SignInForm />;
}
