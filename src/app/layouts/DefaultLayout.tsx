// The default layout: top bar (brand, offline badge, language, account), the page, and a tab bar on phones.
import { Link, Outlet } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { AccountMenu } from '@/features/account/AccountMenu';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { AdSlot } from '@/features/ads/AdSlot';
import { LanguageSelect } from '@/features/account/LanguageSelect';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useIsModerator } from '@/features/admin/use-is-admin';
import { NoticeList } from '@/ui/NoticeList';
import { UploadTotalSlot } from '@/features/media/UploadTotalSlot';
import { PendingBadge } from '@/features/sync-status/PendingBadge';
import { SearchBox } from '@/features/search/SearchBox';
import { OfflineBadge } from '@/ui/OfflineBadge';
import { Brand } from './Brand';
import styles from './DefaultLayout.module.css';

/** The footer; moderators find the reports queue here (the header has no room for it on phones). */
function Footer() {
  const { t } = useTranslation();
  const moderates = useIsModerator();
  return (
    <footer className={styles.footer}>
      {t('app.footer')}
      {moderates && <> · <Link to="/admin/complains">{t('nav.reports')}</Link></>}
    </footer>
  );
}

/** The header's way to the chats on wide screens (phones have the tab). */
function ChatsLink() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!user) return null;
  // An envelope: the header is full on a laptop's width.
  return (
    <Link to="/chats" className={`button ${styles.wideOnly}`} aria-label={t('nav.chats')} title={t('nav.chats')} activeProps={{ 'aria-current': 'page' }}>
      <span aria-hidden="true">✉</span>
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
          <ChatsLink />
          <span className={styles.spacer} />
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
    </div>
  );
}
