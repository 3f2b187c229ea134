// The ways between the site's pages about itself: about, newcomer's guide, FAQ, contact, partnership, terms and privacy.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import styles from './StaticPage.module.css';

const LINKS = [
  { to: '/about', key: 'about' }, { to: '/start', key: 'start' }, { to: '/faq', key: 'faq' }, { to: '/contact', key: 'contact' },
  { to: '/partner', key: 'partner' }, { to: '/terms', key: 'terms' }, { to: '/terms-paid', key: 'terms-paid' }, { to: '/policy', key: 'policy' },
] as const;

export function StaticPagesNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('static.more')}>
      <h2>{t('static.more')}</h2>
      <ul>
        {LINKS.map(({ to, key }) => (
          <li key={to}><Link to={to} activeProps={{ 'aria-current': 'page' }}>{t(`static.links.${key}`)}</Link></li>
        ))}
      </ul>
    </nav>
  );
}
