// The header's bell: opens /notifications, with the unread count as a badge, mirrored on the installed app's icon.
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useTranslation } from '@/i18n/use-translation';
import { useNotificationNumbers } from './use-notification-numbers';
import styles from './NotificationBell.module.css';

type BadgingNavigator = Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

export function NotificationBell() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const unread = useNotificationNumbers(user?.id)?.all ?? 0;
  useEffect(() => {
    const nav = navigator as BadgingNavigator;
    // The Badging API where the browser has it (installed apps); a refusal changes nothing on the page.
    void (unread > 0 ? nav.setAppBadge?.(unread) : nav.clearAppBadge?.())?.catch(() => {});
  }, [unread]);
  if (!user) return null;
  return (
    <Link to="/notifications" className={styles.bell} aria-label={t('nav.notifications', { count: unread })} data-testid="notification-bell">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {unread > 0 && <span className={styles.badge} data-testid="notification-badge">{unread > 99 ? '99+' : unread}</span>}
    </Link>
  );
}
