// Unsubscribe: the page of a newsletter's unsubscribe link (?k).
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { UnsubscribeScreen } from '@/features/account/UnsubscribeScreen';
import { usePageTitle } from '@/ui/use-page-title';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_short/auth/unsubscribe')({
  validateSearch: (search: Record<string, unknown>): { k?: string } => (typeof search.k === 'string' ? { k: search.k } : {}),
  loader: loadScreenStrings,
  component: UnsubscribePage,
});

function UnsubscribePage() {
  const { t } = useTranslation();
  const { k } = Route.useSearch();
  usePageTitle(t('authMail.unsubscribe.title'));
  return <UnsubscribeScreen k={k} />;
}
