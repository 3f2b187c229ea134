// The 403 page of the brand manager area: the signed-in person manages no brand (a guest gets a way to sign in).
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { usePageTitle } from '@/ui/use-page-title';

export function ManagerForbidden({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  usePageTitle(t('brandsManager.forbidden.title'));
  return (
    <div className="page" data-testid="forbidden">
      <h1>{t('brandsManager.forbidden.title')}</h1>
      <p>{t(signedIn ? 'brandsManager.forbidden.text' : 'brandsManager.forbidden.signInText')}</p>
      {signedIn
        ? <Link to="/" className="button button-primary">{t('errors.goHome')}</Link>
        : <Link to="/auth/signin" className="button button-primary">{t('brandsManager.forbidden.signIn')}</Link>}
    </div>
  );
}
