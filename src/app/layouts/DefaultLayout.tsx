// The default layout: top bar (brand, offline badge, language, account), the page, and a tab bar on phones.
import { Link, Outlet } from '@tanstack/react-router';
import { Suspense } from 'react';
import { lazyWhenOnline } from '@/ui/lazy-when-online';
import { useTranslation } from '@/i18n/use-translation';
import { AccountMenu } from '@/features/account/AccountMenu';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { AdSlot } from '@/features/ads/AdSlot';
import { LanguageSelect } from '@/features/account/LanguageSelect';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useIsAdmin, useIsModerator } from '@/features/admin/use-is-admin';
import { NoticeList } from '@/ui/NoticeList';
import { UploadTotalSlot } from '@/features/media/UploadTotalSlot';
import { PendingBadge } from '@/features/sync-status/PendingBadge';
import { SearchBox } from '@/features/search/SearchBox';
import { OfflineBadge } from '@/ui/OfflineBadge';
import { Brand } from './Brand';
import styles from './DefaultLayout.module.css';
import { AppReadyMark } from '../AppReadyMark';

/** The cart's count: its own chunk, outside the first load. */
const CartBadge = lazyWhenOnline(() => import('@/features/cart/CartBadge'));

/** The site's pages about itself, linked from every page's footer. */
const SITE_LINKS = [
  { to: '/journal', key: 'journal' }, { to: '/giveaways', key: 'giveaways' }, { to: '/awards', key: 'awards' }, { to: '/shorts', key: 'shorts' }, { to: '/about', key: 'about' }, { to: '/faq', key: 'faq' }, { to: '/contact', key: 'contact' }, { to: '/premium', key: 'premium' }, { to: '/terms', key: 'terms' }, { to: '/policy', key: 'policy' },
] as const;

/** The footer: the site's pages; moderators find the reports queue here, admins the orders (the header has no room on phones). */
function Footer() {
  const { t } = useTranslation();
  const moderates = useIsModerator();
  const administers = useIsAdmin();
  return (
    <footer className={styles.footer}>
      <nav aria-label={t('nav.site')} className={styles.footerLinks}>
        {SITE_LINKS.map(({ to, key }) => <Link key={to} to={to}>{t(`nav.${key}`)}</Link>)}
      </nav>
      {t('app.footer')}
      {moderates && <> · <Link to="/admin/complains">{t('nav.reports')}</Link></>}
      {administers && <> · <Link to="/admin/orders">{t('nav.orders')}</Link></>}
    </footer>
  );
}

/** The header's way to the chats on wide screens (phones have the tab). */
function ChatsLink() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  // An envelope (drawn: an emoji shows as a box where the font has none); the header is full on a laptop's width.
  return (
    <Link to="/chats" className={`button ${styles.wideOnly}`} aria-label={t('nav.chats')} title={t('nav.chats')} activeProps={{ 'aria-current': 'page' }}>
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </svg>
    </Link>
  );
}

function TabBar() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <nav className={styles.tabs} aria-label={t('nav.main')}>
      <Link to="/" className={styles.tab} activeOptions={{ exact: true }} activeProps={{ className: styles.active }}>
        <span aria-hidden="true">⌂</span>
        {t('nav.home')}
      </Link>
      <Link to="/explore" className={styles.tab} activeProps={{ className: styles.active }}>
        <span aria-hidden="true">◎</span>
        {t('nav.explore')}
      </Link>
      <Link to="/grow-questions" className={styles.tab} activeProps={{ className: styles.active }}>
        <span aria-hidden="true">?</span>
        {t('nav.questions')}
      </Link>
      {user && (
        <Link to="/diaries/edit/new" className={styles.tab} activeProps={{ className: styles.active }}>
          <span aria-hidden="true">+</span>
          {t('nav.newDiary')}
        </Link>
      )}
      <Link to="/saved" className={styles.tab} activeProps={{ className: styles.active }}>
        <span aria-hidden="true">⤓</span>
        {t('nav.saved')}
      </Link>
      {user && (
        <Link to="/chats" className={styles.tab} activeProps={{ className: styles.active }} data-testid="tab-chats">
          <span aria-hidden="true">✉</span>
          {t('nav.chats')}
        </Link>
      )}
      {user ? (
        <Link to="/grower/$id" params={{ id: user.id }} className={styles.tab} activeProps={{ className: styles.active }} data-testid="tab-profile">
          <span aria-hidden="true">●</span>
          {user.name}
        </Link>
      ) : (
        <Link to="/auth/signin" className={styles.tab} activeProps={{ className: styles.active }}>
          <span aria-hidden="true">→</span>
          {t('nav.signIn')}
        </Link>
      )}
    </nav>
  );
}

export function DefaultLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <div className={styles.bar}>
          <Brand />
          <OfflineBadge />
          <PendingBadge />
          <SearchBox />
          <Link to="/explore" className={`button ${styles.wideOnly}`} activeProps={{ 'aria-current': 'page' }}>{t('nav.explore')}</Link>
          <Link to="/grow-questions" className={`button ${styles.wideOnly}`} activeProps={{ 'aria-current': 'page' }}>{t('nav.questions')}</Link>
          <Link to="/journal" className={`button ${styles.wideOnly}`} activeProps={{ 'aria-current': 'page' }}>{t('nav.journal')}</Link>
          <ChatsLink />
          <span className={styles.spacer} />
          <Suspense fallback={null}><CartBadge /></Suspense>
          <LanguageSelect />
          <NotificationBell />
          <AccountMenu />
        </div>
      </header>
      <UploadTotalSlot />
      <AdSlot place="header" />
      <main className={styles.main}>
        <Outlet />
      </main>
      <AdSlot place="sidebar" />
      <Footer />
      <TabBar />
      <NoticeList />
      <AppReadyMark />
    </div>
  );
}
