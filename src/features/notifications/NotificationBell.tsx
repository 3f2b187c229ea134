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
      <span aria-hidden="true">🔔</span>
      {unread > 0 && <span className={styles.badge} data-testid="notification-badge">{unread > 99 ? '99+' : unread}</span>}
    </Link>
  );
}
