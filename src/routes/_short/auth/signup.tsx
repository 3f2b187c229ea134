// Create an account.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SignUpForm } from '@/features/account/SignUpForm';
import { usePageTitle } from '@/ui/use-page-title';

export const Route = createFileRoute('/_short/auth/signup')({ component: SignUpPage });

function SignUpPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.signUpTitle'));
  return <SignUpForm />;
}
