// The index tab: the brand's managers (who added each and when), removing one (never the last), and finding growers
// by name to add (the search needs the network; the change itself is queued like every write).
import { useState, type FormEvent } from 'react';
import { MANAGER_SEARCH_LIMIT, MIN_MANAGER_QUERY } from '@/domain/brand-manager/brand-manager-limits';
import type { User } from '@/domain/user/user';
import { brandManagerTarget } from '@/domain/api/change-targets';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { Avatar } from '@/ui/Avatar';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useOnline } from '@/ui/use-online';
import { searchManagerCandidates } from './brands-store';
import { useBrandDetails, useChosenBrand, useWaitingTargets } from './use-brands-manager';
import { addManager, removeManager } from './writes';
import styles from './BrandsManager.module.css';

function AddManager({ managerIds, onAdd }: { managerIds: Set<number>; onAdd: (user: User) => void }) {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const online = useOnline();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<User[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const search = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      setFound((await searchManagerCandidates(brand.id, query.trim())).items);
    } catch (failure) {
      setError(describeError(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.section} aria-labelledby="add-manager">
      <h2 id="add-manager">{t('brandsManager.managers.addTitle')}</h2>
      <form className={styles.toolbar} onSubmit={(event) => void search(event)} role="search">
        <label className="field">
          {t('brandsManager.managers.searchLabel')}
          <input className="text-input" type="search" value={query} minLength={MIN_MANAGER_QUERY} maxLength={80}
            onChange={(event) => setQuery(event.target.value)} />
        </label>
        <button type="submit" className="button" disabled={busy || !online || query.trim().length < MIN_MANAGER_QUERY}>{t('brandsManager.managers.search')}</button>
      </form>
      {!online && <p className={styles.note}>{t('brandsManager.managers.searchOffline')}</p>}
      {error && <p className="message message-error" role="alert">{error}</p>}
      {found && (found.length === 0
        ? <p className={styles.note}>{t('brandsManager.managers.noneFound')}</p>
        : (
          <ul className={styles.list} aria-label={t('brandsManager.managers.found', { count: Math.min(found.length, MANAGER_SEARCH_LIMIT) })}>
            {found.filter((user) => !managerIds.has(user.id)).map((user) => (
              <li key={user.id} className={styles.row}>
                <span className={styles.who}><Avatar user={user} /> <span className={styles.name}>{user.name}</span></span>
                <button type="button" className="button button-primary" onClick={() => onAdd(user)}>{t('brandsManager.managers.add')}</button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

export function ManagersTab() {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const refresh = useBrandDetails(brand.id);
  const waiting = useWaitingTargets(brand.id);
  const managers = brand.managers;
  const [error, setError] = useState<string | null>(null);
  const act = (change: Promise<void>) => change.then(() => setError(null), (failure: unknown) => setError(describeError(failure)));
  return (
    <div>
      <section className={styles.section} aria-labelledby="managers">
        <h2 id="managers">{t('brandsManager.managers.title')}</h2>
        <RefreshStatus state={refresh} hasData={Boolean(managers)} offlineText={t('brandsManager.offlineMissing')} />
        {managers ? (
          <ul className={styles.list} data-testid="brand-managers">
            {managers.map((manager) => (
              <li key={manager.item_user.id} className={styles.row}>
                <span className={styles.who}>
                  <Avatar user={manager.item_user} />
                  <span>
                    <a className={styles.name} href={manager.item_user.link}>{manager.item_user.name}</a>
                    <br />
                    <span className={styles.meta}>
                      {manager.added_by
                        ? t('brandsManager.managers.addedBy', { date: new Date(manager.add_date).toLocaleDateString(), name: manager.added_by.name })
                        : t('brandsManager.managers.since', { date: new Date(manager.add_date).toLocaleDateString() })}
                    </span>
                  </span>
                  {waiting.has(brandManagerTarget(brand.id, manager.item_user.id)) && <span className={styles.waiting}>{t('brandsManager.waiting')}</span>}
                </span>
                {managers.length > 1 && (
                  <ConfirmButton label={t('brandsManager.managers.remove')} confirmLabel={t('brandsManager.managers.confirmRemove', { name: manager.item_user.name })}
                    cancelLabel={t('brandsManager.cancel')} onConfirm={() => act(removeManager(brand, manager.item_user))} />
                )}
              </li>
            ))}
          </ul>
        ) : refresh.status === 'loading' && <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />}
        {error && <p className="message message-error" role="alert">{error}</p>}
      </section>
      <AddManager managerIds={new Set(managers?.map((m) => m.item_user.id))} onAdd={(user) => act(addManager(brand, user))} />
    </div>
  );
}
