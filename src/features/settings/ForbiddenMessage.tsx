// The 403 page inside a screen: this page belongs to another grower (a guest gets a way to sign in).
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { usePageTitle } from '@/ui/use-page-title';
import { useCurrentUser } from '@/features/account/use-current-user';

export function ForbiddenMessage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(t('settings.forbidden.title'));
  return (
    <div data-testid="forbidden">
      <h1>{t('settings.forbidden.title')}</h1>
      <p>{t('settings.forbidden.text')}</p>
      {user === null
        ? <Link to="/auth/signin" className="button button-primary">{t('settings.forbidden.signIn')}</Link>
        : <Link to="/" className="button button-primary">{t('errors.goHome')}</Link>}
    </div>
  );
}
