// /chats: the grower's chats, latest activity first, each with its last message and unread count, in tabs (all, chats
// among growers, chats with businesses: ?tab=common|business); each tab kept on the device and readable offline.
import { Link } from '@tanstack/react-router';
import type { ChatMessage } from '@/domain/chat/chat';
import { CHAT_LISTS, type ChatList } from '@/domain/chat/chat-limits';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { useCurrentUser } from '../account/use-current-user';
import { messageTime } from './chat-dates';
import { useChatList } from './use-chats';
import styles from './Chats.module.css';

const TAB_LABELS = { all: 'chats.tabAll', common: 'chats.tabCommon', business: 'chats.tabBusiness' } as const;
const EMPTY = { all: 'chats.empty', common: 'chats.emptyCommon', business: 'chats.emptyBusiness' } as const;

export function ChatsScreen({ tab = 'all' }: { tab?: ChatList }) {
  const { t } = useTranslation();
  usePageTitle(t('chats.title'));
  const user = useCurrentUser();
  if (user === undefined) return null;
  if (user === null) return <p className={styles.note}><Link to="/auth/signin">{t('chats.signIn')}</Link></p>;
  return <Rooms myId={user.id} tab={tab} />;
}

function Rooms({ myId, tab }: { myId: number; tab: ChatList }) {
  const { t, i18n } = useTranslation();
  const { rooms, refresh } = useChatList(myId, tab);
  // A message moderators hid reads as removed (its author still reads it).
  const preview = (last: ChatMessage) => {
    const text = last.is_ban && !last.text ? t('chats.removed') : last.text;
    return last.user.id === myId ? t('chats.you', { text }) : text;
  };
  return (
    <section className={styles.list}>
      <h1 className={styles.heading}>{t('chats.title')}</h1>
      <nav className={styles.tabs} aria-label={t('chats.tabs')}>
        {CHAT_LISTS.map((list) => (
          <Link
            key={list} to="/chats" search={list === 'all' ? {} : { tab: list }} activeOptions={{ exact: true }} className={styles.tab}
            aria-current={list === tab ? 'page' : undefined} data-testid={`chats-tab-${list}`}
          >
            {t(TAB_LABELS[list])}
          </Link>
        ))}
      </nav>
      <RefreshStatus state={refresh} hasData={Boolean(rooms?.length)} offlineText={t('chats.offline')} />
      {rooms?.length === 0 && refresh.status !== 'loading' && <p className={styles.note}>{t(EMPTY[tab])}</p>}
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
                      {last ? preview(last) : t('chats.noMessages')}
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
