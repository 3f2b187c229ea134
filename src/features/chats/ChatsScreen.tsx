// /chats: the grower's chats, latest activity first, each with its last message and unread count; kept on the device.
import { Link } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { useCurrentUser } from '../account/use-current-user';
import { messageTime } from './chat-dates';
import { useChatList } from './use-chats';
import styles from './Chats.module.css';

export function ChatsScreen() {
  const { t } = useTranslation();
  usePageTitle(t('chats.title'));
  const user = useCurrentUser();
  if (user === undefined) return null;
  if (user === null) return <p className={styles.note}><Link to="/auth/signin">{t('chats.signIn')}</Link></p>;
  return <ChatList myId={user.id} />;
}

function ChatList({ myId }: { myId: number }) {
  const { t, i18n } = useTranslation();
  const { rooms, refresh } = useChatList(myId);
  return (
    <section className={styles.list}>
      <h1 className={styles.heading}>{t('chats.title')}</h1>
      <RefreshStatus state={refresh} hasData={Boolean(rooms?.length)} offlineText={t('chats.offline')} />
      {rooms?.length === 0 && refresh.status !== 'loading' && <p className={styles.note}>{t('chats.empty')}</p>}
      <ul className={styles.rooms}>
        {rooms?.map((room) => {
          const last = room.last_message;
          return (
            <li key={room.id}>
              <Link to="/chats/$id" params={{ id: room.id }} className={styles.room}>
                <Avatar user={room.members[0] ?? { name: room.name, avatar_small: null, avatar_little: null }} size={48} />
                <span className={styles.roomText}>
                  <span className={styles.roomTop}>
                    <strong className={styles.roomName}>{room.name}</strong>
                    {last && <time className={styles.time} dateTime={last.add_date}>{messageTime(last.add_date, i18n.language)}</time>}
                  </span>
                  <span className={styles.roomBottom}>
                    <span className={styles.preview}>
                      {last ? (last.user.id === myId ? t('chats.you', { text: last.text }) : last.text) : t('chats.noMessages')}
                    </span>
                    {room.unread > 0 && <span className={styles.unread} aria-label={t('chats.unread', { count: room.unread })}>{room.unread}</span>}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
