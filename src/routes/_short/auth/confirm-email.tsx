// Confirm e-mail: the page of the confirmation mail's link (?k, the token, and e, the address).
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { ConfirmEmailScreen } from '@/features/account/ConfirmEmailScreen';
import { usePageTitle } from '@/ui/use-page-title';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_short/auth/confirm-email')({
  validateSearch: (search: Record<string, unknown>): { k?: string; e?: string } => ({
    ...(typeof search.k === 'string' ? { k: search.k } : {}),
    ...(typeof search.e === 'string' ? { e: search.e } : {}),
  }),
  loader: loadScreenStrings,
  component: ConfirmEmailPage,
});

function ConfirmEmailPage() {
  const { t } = useTranslation();
  const { k, e } = Route.useSearch();
  usePageTitle(t('authMail.confirm.title'));
  return <ConfirmEmailScreen k={k} e={e} />;
}
