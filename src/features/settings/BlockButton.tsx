// Block or unblock a grower from their profile (signed-in growers only): their comments are hidden from me and their
// replies to me refused. Works offline through the outbox; blocking asks first.
import { useState } from 'react';
import type { User } from '@/domain/user/user';
import { useTranslation } from '@/i18n/use-translation';
import { useCurrentUser } from '@/features/account/use-current-user';
import { describeError } from '@/sync/transport/http';
import { useAccountSettings } from './use-settings';
import { setBlocked } from './writes';

function BlockToggle({ me, grower }: { me: User; grower: User }) {
  const { t } = useTranslation();
  const { settings } = useAccountSettings(me.id);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!settings) return null;
  const blocked = settings.banned.some((b) => b.user.id === grower.id);
  const change = (next: boolean) => {
    setAsking(false);
    setError(null);
    setBlocked(me.id, grower, next, grower.name).catch((e: unknown) => setError(describeError(e)));
  };
  return (
    <span>
      {blocked
        ? <button type="button" className="button" onClick={() => change(false)} data-testid="unblock">{t('settings.banned.unblock')}</button>
        : asking
          ? (
            <span role="group" aria-label={t('settings.banned.confirm', { name: grower.name })}>
              <span>{t('settings.banned.confirm', { name: grower.name })} </span>
              <button type="button" className="button button-primary" onClick={() => change(true)} data-testid="block-confirm">{t('settings.banned.block')}</button>{' '}
              <button type="button" className="button" onClick={() => setAsking(false)}>{t('settings.cancel')}</button>
            </span>
          )
          : <button type="button" className="button" onClick={() => setAsking(true)} data-testid="block">{t('settings.banned.block')}</button>}
      {error && <span className="message message-error" role="alert">{error}</span>}
    </span>
  );
}

export function BlockButton({ grower }: { grower: User }) {
  const me = useCurrentUser();
  if (!me || me.id === grower.id) return null;
  return <BlockToggle me={me} grower={grower} />;
}
