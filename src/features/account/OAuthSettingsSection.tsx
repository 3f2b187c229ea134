// /grower/{id}/settings/oauth: the accounts of other services that sign this grower in; link one more (through the
// provider's pages) or unlink one, unless it is the only way in (no password and no other link). Needs the network.
import { useCallback, useEffect, useState } from 'react';
import type { IdentitiesAnswer } from '@/domain/user/oauth';
import { useTranslation } from '@/i18n/use-translation';
import { fetchLinkedAccounts, unlinkAccount } from '@/sync/transport/oauth';
import { useOnline } from '@/ui/use-online';
import { describeOAuthFailure } from './oauth-errors';
import { useCurrentUser } from './use-current-user';
import { useOAuthStart } from './use-oauth-start';
import styles from '@/features/settings/Settings.module.css';

export function OAuthSettingsSection() {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const user = useCurrentUser();
  const [linked, setLinked] = useState<IdentitiesAnswer | { error: string } | null>(null);
  const [unlinking, setUnlinking] = useState<string | null>(null);
  const [unlinkError, setUnlinkError] = useState<string | null>(null);
  const { busy, error, start } = useOAuthStart(user ? `/grower/${user.id}/settings/oauth` : '/', 'link');
  const load = useCallback(() => {
    fetchLinkedAccounts().then(setLinked, (failure: unknown) => setLinked({ error: describeOAuthFailure(t, failure) }));
  }, [t]);
  useEffect(() => {
    if (online) load();
  }, [online, load]);

  if (!online && (linked === null || 'error' in linked)) return <p className="message message-warn" role="status">{t('oauth.settings.offline')}</p>;
  if (linked === null) return <p className={styles.note} role="status" aria-busy="true">{t('oauth.external.loading')}</p>;
  if ('error' in linked) return <p className="message message-error" role="alert">{linked.error}</p>;

  const byProvider = new Map(linked.identities.map((identity) => [identity.provider, identity]));
  const unlink = (provider: string) => {
    setUnlinking(provider);
    setUnlinkError(null);
    unlinkAccount(provider).then(load, (failure: unknown) => setUnlinkError(describeOAuthFailure(t, failure))).finally(() => setUnlinking(null));
  };
  return (
    <>
      <p className={styles.note}>{t('oauth.settings.intro')}</p>
      {!online && <p className="message message-warn" role="status">{t('oauth.settings.offline')}</p>}
      {linked.providers.length === 0 && <p className={styles.note}>{t('oauth.external.none')}</p>}
      <ul className={styles.list}>
        {linked.providers.map((provider) => {
          const identity = byProvider.get(provider.id);
          return (
            <li key={provider.id} className={styles.row} data-testid={`oauth-provider-${provider.id}`}>
              <strong>{provider.name}</strong>
              <span className={styles.note}>
                {identity
                  ? t('oauth.settings.linkedAs', { email: identity.email ?? '—', date: new Date(identity.add_date).toLocaleDateString(i18n.language) })
                  : t('oauth.settings.notLinked')}
              </span>
              {identity
                ? <button type="button" className="button" disabled={!online || unlinking !== null} onClick={() => unlink(provider.id)}>
                  {unlinking === provider.id ? t('oauth.settings.unlinking') : t('oauth.settings.unlink')}
                </button>
                : <button type="button" className="button button-primary" disabled={!online || busy !== null} onClick={() => start(provider.id)}>
                  {busy === provider.id ? t('oauth.external.redirecting') : t('oauth.settings.link')}
                </button>}
            </li>
          );
        })}
      </ul>
      {!linked.has_password && <p className={styles.note}>{t('oauth.settings.noPassword')}</p>}
      {(error ?? unlinkError) && <p className="message message-error" role="alert">{error ?? unlinkError}</p>}
    </>
  );
}
