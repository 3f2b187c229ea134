// The header's account area: who is signed in and sign out, or the sign-in and sign-up links.
import { Link, useNavigate } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { useDrawnUser } from './use-current-user';
import styles from './AccountMenu.module.css';

/** The Saved screen (what is kept for offline), for guests and growers alike; phones have it in the tab bar. */
function SavedLink() {
  const { t } = useTranslation();
  return <Link to="/saved" className={`button ${styles.wide}`}>{t('nav.saved')}</Link>;
}

export function AccountMenu() {
  const { t } = useTranslation();
  // Still reading who is signed in: room for the menu, or on a page rendered on the server what it drew for a guest.
  const user = useDrawnUser();
  const navigate = useNavigate();
  if (user === undefined) return <span className={styles.placeholder} />;
  if (!user) {
    return (
      <nav className={styles.menu} aria-label={t('nav.account')}>
        <SavedLink />
        <Link to="/auth/signin" className={`button ${styles.wide}`}>{t('nav.signIn')}</Link>
        <Link to="/auth/signup" className={`button button-primary ${styles.wide}`}>{t('nav.signUp')}</Link>
      </nav>
    );
  }
  return (
    <div className={styles.menu}>
      <SavedLink />
      {/* Phones have it in the tab bar. */}
      <Link to="/diaries/edit/new" className={`button button-primary ${styles.wide}`}>+ {t('nav.newDiary')}</Link>
      {/* The grower's own page, where their settings are. */}
      <Link to="/grower/$id" params={{ id: user.id }} className={styles.user} data-testid="signed-in-user">
        <Avatar user={user} size={32} />
        <span className={styles.name}>{user.name}</span>
      </Link>
      <button
        type="button"
        className="button"
        aria-label={t('nav.signOut')}
        onClick={async () => {
          // Sign-out's code loads with the tap (the installed app has it in its precache, offline too).
          const { signOut } = await import('@/sync/transport/session');
          await signOut();
          await navigate({ to: '/' });
        }}
      >
        <span className={styles.signOutIcon} aria-hidden="true">↪</span>
        <span className={styles.signOutText}>{t('nav.signOut')}</span>
      </button>
    </div>
  );
}
