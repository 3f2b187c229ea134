// /notifications-old: every notification in one flat list, newest first, without groups.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { usePageTitle } from '@/ui/use-page-title';
import { ListStates, NotificationList, NotificationRow } from './NotificationRow';
import { useFlatNotifications, useNotificationActions, useNotificationUser } from './use-notifications';
import styles from './Notifications.module.css';

export function NotificationsOldScreen() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.flatTitle'));
  const user = useNotificationUser();
  const { items, state, hasMore, more, retry } = useFlatNotifications(user);
  const actions = useNotificationActions(user);
  if (user === null) return <div className="page"><h1>{t('notifications.flatTitle')}</h1><p className="message"><Link to="/auth/signin">{t('notifications.signIn')}</Link></p></div>;
  return (
    <div className="page" data-testid="notifications-old-page">
      <div className={styles.head}>
        <h1>{t('notifications.flatTitle')}</h1>
        <Link to="/notifications" className={styles.switch}>{t('notifications.grouped')}</Link>
      </div>
      <div className={styles.toolbar}>
        <button type="button" className="button" disabled={!items?.some((n) => !n.is_read)} onClick={() => void actions.read({ channel: 'all' }, t('notifications.title'))}>
          {t('notifications.readAll')}
        </button>
      </div>
      <ListStates count={items?.length} state={state} hasMore={hasMore} more={more} retry={retry}>
        <NotificationList>{items?.map((n) => <NotificationRow key={n.id} user={user!} notification={n} />)}</NotificationList>
      </ListStates>
    </div>
  );
}
