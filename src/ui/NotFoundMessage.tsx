// The 404 message of spec §2: "Sorry, that page doesn't exist." with a way home, inside a screen or on a page of its own.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
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
