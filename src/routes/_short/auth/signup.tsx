// Create an account.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { SignUpForm } from '@/features/account/SignUpForm';
import { usePageTitle } from '@/ui/use-page-title';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_short/auth/signup')({ loader: loadScreenStrings, component: SignUpPage });

function SignUpPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signUpTitle'));
  return <SignUpForm />;
}
