// A room's members and settings: the owner of a group renames it, adds growers (search by name), removes and bans
// members; anyone leaves (the owner of a group deletes it). Members are read online; changes are queued writes.
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import type { ChatRoomRecord } from '@/db/database';
import type { ChatSearch } from '@/domain/chat/chat';
import { MAX_CHAT_NAME } from '@/domain/chat/chat-limits';
import type { User } from '@/domain/user/user';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { Avatar } from '@/ui/Avatar';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { searchGrowers, useChatMembers } from './use-chats';
import { leaveRoom, renameRoom, setBanned, setMember } from './writes';
import styles from './Chats.module.css';

export function ChatPanel({ room, myId, onClose }: { room: ChatRoomRecord; myId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useChatMembers(room.id);
  const members = room.member_list;
  const [problem, setProblem] = useState<string | null>(null);
  const owner = room.kind === 'group' && room.owner_id === myId;
  const act = (change: Promise<void>) => change.catch((e: unknown) => setProblem(describeError(e)));
  const leave = () => leaveRoom(room).then(() => navigate({ to: '/chats' }), (e: unknown) => setProblem(describeError(e)));

  return (
    <aside className={styles.panel} aria-label={t('chats.members')}>
      {owner && <RenameForm room={room} onError={setProblem} />}
      {problem && <p className="message message-error" role="alert">{problem}</p>}
      <RefreshStatus state={refresh} hasData={Boolean(members)} offlineText={t('chats.offline')} />
      <ul className={styles.members}>
        {members?.map((member) => (
          <li key={member.user.id} className={styles.member}>
            <Avatar user={member.user} size={32} />
            <span className={styles.memberName}>
              {member.user.name}
              {member.is_owner && <small> · {t('chats.owner')}</small>}
              {member.is_ban && <small> · {t('chats.banned')}</small>}
            </span>
            {owner && member.user.id !== myId && (
              <>
                <button type="button" className="button" onClick={() => act(setBanned(room, member.user, !member.is_ban))}>
                  {member.is_ban ? t('chats.unban') : t('chats.ban')}
                </button>
                <button type="button" className="button" onClick={() => act(setMember(room, member.user, false))}>{t('chats.remove')}</button>
              </>
            )}
          </li>
        ))}
      </ul>
      {owner && <AddMember room={room} onAdd={(user) => act(setMember(room, user, true))} />}
      <div className={styles.panelActions}>
        <button type="button" className="button" onClick={() => void leave()}>{owner ? t('chats.delete') : t('chats.leave')}</button>
        <button type="button" className="button" onClick={onClose}>{t('chats.close')}</button>
      </div>
    </aside>
  );
}

function RenameForm({ room, onError }: { room: ChatRoomRecord; onError: (message: string) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState(room.name);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) renameRoom(room, name.trim()).catch((e: unknown) => onError(describeError(e)));
  };
  return (
    <form className={styles.inline} onSubmit={submit}>
      <input value={name} maxLength={MAX_CHAT_NAME} aria-label={t('chats.name')} onChange={(event) => setName(event.target.value)} />
      <button type="submit" className="button" disabled={!name.trim() || name.trim() === room.name}>{t('chats.rename')}</button>
    </form>
  );
}

function AddMember({ room, onAdd }: { room: ChatRoomRecord; onAdd: (user: User) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<ChatSearch['items']>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!search.trim()) return;
    setProblem(null);
    searchGrowers(room.id, search.trim()).then((answer) => setFound(answer.items), (e: unknown) => setProblem(describeError(e)));
  };
  return (
    <div>
      <form className={styles.inline} onSubmit={submit}>
        <input value={search} placeholder={t('chats.search')} aria-label={t('chats.addMember')} onChange={(event) => setSearch(event.target.value)} />
        <button type="submit" className="button">{t('chats.addMember')}</button>
      </form>
      {problem && <p className="message message-error" role="alert">{problem}</p>}
      <ul className={styles.members}>
        {found.filter((user) => !user.is_member).map((user) => (
          <li key={user.id} className={styles.member}>
            <Avatar user={user} size={32} />
            <span className={styles.memberName}>{user.name}</span>
            <button type="button" className="button" onClick={() => { onAdd(user); setFound((all) => all.filter((u) => u.id !== user.id)); }}>{t('chats.add')}</button>
          </li>
        ))}
      </ul>
    </div>
  );
}
