// One notification in a list (a group's members, /notifications-old): who did what, when; opening it reads it.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { NotificationRecord } from '@/db/database';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { useOnline } from '@/ui/use-online';
import { notificationSentence } from './notification-text';
import { useNotificationActions, type LoadState } from './use-notifications';
import styles from './Notifications.module.css';

/** A list's loading, offline, empty and failed states around its rows, and "show more". */
export function ListStates({ count, state, hasMore, more, retry, children }: {
  count: number | undefined; state: LoadState; hasMore: boolean; more: () => Promise<void>; retry: () => void; children: ReactNode;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  let body: ReactNode = children;
  if (count === undefined || (state === 'loading' && count === 0)) body = <div className="skeleton" style={{ height: 240 }} aria-busy="true" />;
  else if (count === 0 && state === 'failed' && online) {
    body = <p className="message">{t('notifications.failed')} <button type="button" className="button" onClick={retry}>{t('notifications.retry')}</button></p>;
  } else if (count === 0) body = <p className="message">{t('notifications.empty')}</p>;
  return (
    <>
      {!online && <p className="message">{t('notifications.offline')}</p>}
      {body}
      {hasMore && count ? <button type="button" className="button" onClick={() => void more()}>{t('notifications.more')}</button> : null}
    </>
  );
}

export function NotificationList({ children }: { children: ReactNode }) {
  return <ul className={styles.members}>{children}</ul>;
}

export function NotificationRow({ user, notification: n }: { user: number; notification: NotificationRecord }) {
  const { t, i18n } = useTranslation();
  const actions = useNotificationActions(user);
  const sentence = notificationSentence(t, { ...n, actors: n.actor ? [n.actor] : [], cnt_actors: n.actor ? 1 : 0 });
  const one = { notifications: [n.id], groups: [] };
  return (
    <li className={`${styles.member} ${n.is_read ? '' : styles.unread}`} data-testid="notification-row">
      {n.actor && <Avatar user={{ name: n.actor.name, avatar_small: n.actor.avatar_small, avatar_little: null }} size={28} />}
      <div className={styles.body}>
        <Link to={n.link as '/'} className={styles.sentence} onClick={() => { if (!n.is_read) void actions.read(one, sentence); }}>{sentence}</Link>
        {n.text && <p className={styles.excerpt}>{n.text}</p>}
        <span className={styles.meta}>
          {!n.is_read && <span className={styles.dot} aria-label={t('notifications.unread')} />}
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(n.add_date))}
        </span>
      </div>
      <button type="button" className={`button ${styles.remove}`} aria-label={t('notifications.delete')} onClick={() => void actions.remove(one, sentence)}>×</button>
    </li>
  );
}
