// "Message" on another grower's profile: opens the direct chat with them (opened offline too, sent when online), and
// "New group" starts a named group with them.
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { MAX_CHAT_NAME } from '@/domain/chat/chat-limits';
import type { User } from '@/domain/user/user';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { useCurrentUser } from '../account/use-current-user';
import { openChat } from './writes';
import styles from './Chats.module.css';

export function MessageButton({ grower }: { grower: User }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!user || user.id === grower.id) return null;
  const open = (groupName?: string) => openChat(grower, groupName)
    .then((id) => navigate({ to: '/chats/$id', params: { id } }), (e: unknown) => setError(describeError(e)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) void open(name.trim());
  };
  return (
    <>
      <button type="button" className="button button-primary" onClick={() => void open()}>{t('chats.message')}</button>
      <button type="button" className="button" aria-expanded={naming} onClick={() => setNaming((v) => !v)}>{t('chats.newGroup', { name: grower.name })}</button>
      {naming && (
        <form className={styles.inline} onSubmit={submit}>
          <input value={name} maxLength={MAX_CHAT_NAME} placeholder={t('chats.groupName')} aria-label={t('chats.groupName')} onChange={(event) => setName(event.target.value)} />
          <button type="submit" className="button" disabled={!name.trim()}>{t('chats.create')}</button>
        </form>
      )}
      {error && <p className="message message-error" role="alert">{error}</p>}
    </>
  );
}
