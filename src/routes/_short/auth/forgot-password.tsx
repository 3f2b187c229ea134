// Forgot password: ask for a reset link by mail.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { ForgotPasswordForm } from '@/features/account/ForgotPasswordForm';
import { usePageTitle } from '@/ui/use-page-title';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_short/auth/forgot-password')({ loader: loadScreenStrings, component: ForgotPasswordPage });

function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageTitle(t('authMail.forgot.title'));
  return <ForgotPasswordForm />;
}
