// The 404 screen of spec §2: "Sorry, that page doesn't exist." with a way home.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { ErrorLayout } from '@/ui/layouts/ErrorLayout';
import { usePageTitle } from '@/ui/use-page-title';

export function NotFoundMessage() {
  const { t } = useTranslation();
  usePageTitle(t('errors.notFoundTitle'));
  return (
    <div data-testid="not-found">
      <h1>{t('errors.notFound')}</h1>
      <Link to="/" className="button button-primary">{t('errors.goHome')}</Link>
    </div>
  );
}

export function NotFoundPage() {
  return (
    <ErrorLayout>
      <NotFoundMessage />
    </ErrorLayout>
  );
}
