// Reset password: the page of the mail's link (?token).
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { ResetPasswordForm } from '@/features/account/ResetPasswordForm';
import { usePageTitle } from '@/ui/use-page-title';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_short/auth/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
  loader: loadScreenStrings,
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = Route.useSearch();
  usePageTitle(t('authMail.reset.title'));
  return <ResetPasswordForm token={token} />;
}
