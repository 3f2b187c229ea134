// /notifications: channel tabs with unread counts, groups ("Anna and 1 other liked week 5 of Northern Lights") that
// open to their members, read per group or channel, delete per item, group or channel. Phone-first.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { NotificationGroupRecord } from '@/db/database';
import { NOTIFICATION_TABS, type NotificationTab } from '@/domain/notification/notification-kinds';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { usePageTitle } from '@/ui/use-page-title';
import { notificationSentence } from './notification-text';
import { ListStates, NotificationList, NotificationRow } from './NotificationRow';
import { useGroupMembers, useNotificationActions, useNotificationGroups, useNotificationUser } from './use-notifications';
import { useNotificationNumbers } from './use-notification-numbers';
import styles from './Notifications.module.css';

function GroupMembers({ user, group }: { user: number; group: NotificationGroupRecord }) {
  const { t } = useTranslation();
  const { members, hasMore, more } = useGroupMembers(user, group.group, group.group_period);
  return (
    <NotificationList>
      {members?.map((n) => <NotificationRow key={n.id} user={user} notification={n} />)}
      {hasMore && <li><button type="button" className="button" onClick={() => void more()}>{t('notifications.more')}</button></li>}
    </NotificationList>
  );
}

function GroupRow({ user, group }: { user: number; group: NotificationGroupRecord }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const actions = useNotificationActions(user);
  const sentence = notificationSentence(t, group);
  const ref = { notifications: [], groups: [{ group: group.group, group_period: group.group_period }] };
  const unread = group.cnt_unread > 0;
  return (
    <li className={`${styles.group} ${unread ? styles.unread : ''}`} data-testid="notification-group">
      <div className={styles.avatars} aria-hidden="true">
        {group.actors.slice(0, 2).map((a) => <Avatar key={a.id} user={{ name: a.name, avatar_small: a.avatar_small, avatar_little: null }} size={36} />)}
      </div>
      <div className={styles.body}>
        <Link to={group.link as '/'} className={styles.sentence} onClick={() => { if (unread) void actions.read(ref, sentence); }} data-testid="notification-sentence">
          {sentence}
        </Link>
        {group.text && <p className={styles.excerpt}>{group.text}</p>}
        <span className={styles.meta}>
          {unread && <span className={styles.dot} aria-label={t('notifications.unread')} />}
          {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(group.last_date))}
        </span>
        <div className={styles.actions}>
          {group.cnt > 1 && (
            <button type="button" className="button" aria-expanded={open} onClick={() => setOpen(!open)}>
              {open ? t('notifications.hideMembers') : t('notifications.showMembers')}
            </button>
          )}
          {unread && <button type="button" className="button" onClick={() => void actions.read(ref, sentence)}>{t('notifications.read')}</button>}
          <button type="button" className="button" onClick={() => void actions.remove(ref, sentence)}>{t('notifications.delete')}</button>
        </div>
        {open && <GroupMembers user={user} group={group} />}
      </div>
    </li>
  );
}

export function NotificationsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('notifications.title'));
  const user = useNotificationUser();
  const [tab, setTab] = useState<NotificationTab>('all');
  const numbers = useNotificationNumbers(user);
  const { groups, state, hasMore, more, retry } = useNotificationGroups(user, tab);
  const actions = useNotificationActions(user);
  const label = t(`notifications.tabs.${tab}`);
  if (user === null) return <div className="page"><h1>{t('notifications.title')}</h1><p className="message"><Link to="/auth/signin">{t('notifications.signIn')}</Link></p></div>;
  return (
    <div className="page" data-testid="notifications-page">
      <div className={styles.head}>
        <h1>{t('notifications.title')}</h1>
        <Link to="/notifications-old" className={styles.switch}>{t('notifications.flat')}</Link>
      </div>
      <div className={styles.tabs} role="tablist">
        {NOTIFICATION_TABS.map((name) => (
          <button key={name} type="button" role="tab" aria-selected={tab === name} className={styles.tab} onClick={() => setTab(name)}>
            {t(`notifications.tabs.${name}`)}
            {(numbers?.[name] ?? 0) > 0 && <span className={styles.count}>{numbers![name]}</span>}
          </button>
        ))}
      </div>
      <div className={styles.toolbar}>
        <button type="button" className="button" disabled={!numbers?.[tab]} onClick={() => void actions.read({ channel: tab }, label)} data-testid="notifications-read-all">
          {t('notifications.readAll')}
        </button>
        <button type="button" className="button" disabled={!groups?.length} onClick={() => void actions.remove({ channel: tab }, label)}>
          {t('notifications.deleteAll')}
        </button>
      </div>
      <ListStates count={groups?.length} state={state} hasMore={hasMore} more={more} retry={retry}>
        <ul className={styles.list}>
          {groups?.map((g) => <GroupRow key={g.key} user={user!} group={g} />)}
        </ul>
      </ListStates>
    </div>
  );
}
