// The testers tab: the brand's testers (who added each and when, their diaries logging the brand's products), removing
// one after a confirmation, finding growers to add as the name is typed (the search needs the network; the change
// itself is queued like every write), and the latest changes of the testers (who, by whom, when). Stored on the device.
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { brandTesterTarget } from '@/domain/api/change-targets';
import { MAX_TESTER_QUERY, MIN_TESTER_QUERY } from '@/domain/brand-manager/tester-limits';
import type { BrandTester } from '@/domain/brand-manager/tester';
import type { User } from '@/domain/user/user';
import { useTranslation } from '@/i18n/use-translation';
import { describeError } from '@/sync/transport/http';
import { Avatar } from '@/ui/Avatar';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useOnline } from '@/ui/use-online';
import { useBrandTesters } from './tester-hooks';
import { addTester, removeTester, searchTesterCandidates } from './tester-store';
import { useChosenBrand } from './use-brands-manager';
import styles from './BrandsManager.module.css';
import own from './Tester.module.css';

/** How long typing pauses before the search is asked. */
const SEARCH_PAUSE_MS = 300;
const day = (iso: string) => new Date(iso).toLocaleDateString();

/** Growers whose name holds what is typed, asked once typing pauses; those already testing are not offered. */
function FindTester({ testerIds, onAdd }: { testerIds: Set<number>; onAdd: (user: User) => void }) {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const online = useOnline();
  const [query, setQuery] = useState('');
  const [result, setResult] = useState<{ query: string; users: User[] } | { query: string; error: string } | null>(null);
  const asked = query.trim();
  useEffect(() => {
    if (!online || asked.length < MIN_TESTER_QUERY) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      searchTesterCandidates(brand.id, asked).then(
        ({ items }) => current && setResult({ query: asked, users: items }),
        (failure: unknown) => current && setResult({ query: asked, error: describeError(failure) }),
      );
    }, SEARCH_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [asked, brand.id, online]);
  const shown = result && result.query === asked ? result : null;
  const offered = shown && 'users' in shown ? shown.users.filter((user) => !testerIds.has(user.id)) : [];
  return (
    <section className={styles.section} aria-labelledby="add-tester">
      <h2 id="add-tester">{t('brandAudience.testers.addTitle')}</h2>
      <label className="field">
        {t('brandAudience.testers.searchLabel')}
        <input className="text-input" type="search" value={query} maxLength={MAX_TESTER_QUERY} disabled={!online}
          onChange={(event) => setQuery(event.target.value)} data-testid="tester-search" />
      </label>
      <p className={styles.note}>{online ? t('brandAudience.testers.searchHint', { count: MIN_TESTER_QUERY }) : t('brandAudience.testers.searchOffline')}</p>
      {shown && 'error' in shown && <p className="message message-error" role="alert">{shown.error}</p>}
      {shown && 'users' in shown && (offered.length === 0
        ? <p className={styles.note}>{t('brandAudience.testers.noneFound')}</p>
        : (
          <ul className={styles.list} aria-label={t('brandAudience.testers.found', { count: offered.length })}>
            {offered.map((user) => (
              <li key={user.id} className={styles.row}>
                <span className={styles.who}><Avatar user={user} /> <span className={styles.name}>{user.name}</span></span>
                <button type="button" className="button button-primary" onClick={() => onAdd(user)}>{t('brandAudience.testers.add')}</button>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

function TesterRow({ tester, waiting, onRemove }: { tester: BrandTester; waiting: boolean; onRemove: () => void }) {
  const { t } = useTranslation();
  const user = tester.item_user;
  return (
    <li className={styles.row} data-testid="brand-tester">
      <span className={styles.who}>
        <Avatar user={user} />
        <span>
          <Link to="/grower/$id" params={{ id: user.id }} className={styles.name}>{user.name}</Link>
          <br />
          <span className={styles.meta}>
            {tester.added_by
              ? t('brandAudience.testers.addedBy', { date: day(tester.add_date), name: tester.added_by.name })
              : t('brandAudience.testers.since', { date: day(tester.add_date) })}
          </span>
        </span>
        {waiting && <span className={styles.waiting}>{t('brandsManager.waiting')}</span>}
      </span>
      <ConfirmButton label={t('brandAudience.testers.remove')} confirmLabel={t('brandAudience.testers.confirmRemove', { name: user.name })}
        cancelLabel={t('brandsManager.cancel')} onConfirm={onRemove} />
      {tester.items_diary.length === 0
        ? <p className={`${styles.note} ${own.diaries}`}>{waiting ? t('brandAudience.testers.diariesLater') : t('brandAudience.testers.noDiaries')}</p>
        : (
          <ul className={`${styles.meta} ${own.diaries}`} aria-label={t('brandAudience.testers.diaries', { count: tester.items_diary.length, name: user.name })} data-testid="tester-diaries">
            {tester.items_diary.map((diary) => (
              <li key={diary.id}>
                <Link to="/diaries/$id" params={{ id: diary.id }}>{diary.name}</Link> · {diary.products.join(', ')}
              </li>
            ))}
          </ul>
        )}
    </li>
  );
}

export function TestersTab() {
  const { t } = useTranslation();
  const brand = useChosenBrand();
  const { testers, waiting, refresh } = useBrandTesters(brand.id);
  const [error, setError] = useState<string | null>(null);
  const act = (change: Promise<void>) => change.then(() => setError(null), (failure: unknown) => setError(describeError(failure)));
  const items = testers?.items;
  return (
    <div>
      <section className={styles.section} aria-labelledby="brand-testers">
        <h2 id="brand-testers">{t('brandAudience.testers.title', { count: items?.length ?? 0 })}</h2>
        <p className={styles.note}>{t('brandAudience.testers.intro')}</p>
        <RefreshStatus state={refresh} hasData={Boolean(testers)} offlineText={t('brandsManager.offlineMissing')} />
        {error && <p className="message message-error" role="alert">{error}</p>}
        {testers === undefined || (testers === null && refresh.status === 'loading')
          ? <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />
          : items && (items.length === 0
            ? <p className={styles.note}>{t('brandAudience.testers.empty')}</p>
            : (
              <ul className={styles.list} data-testid="brand-testers">
                {items.map((tester) => (
                  <TesterRow key={tester.item_user.id} tester={tester} waiting={waiting.has(brandTesterTarget(brand.id, tester.item_user.id))}
                    onRemove={() => act(removeTester(brand, tester.item_user))} />
                ))}
              </ul>
            ))}
      </section>
      <FindTester testerIds={new Set(items?.map((tester) => tester.item_user.id))} onAdd={(user) => act(addTester(brand, user))} />
      {testers && testers.items_log.length > 0 && (
        <section className={styles.section} aria-labelledby="tester-log">
          <h2 id="tester-log">{t('brandAudience.testers.logTitle')}</h2>
          <ul className={styles.list} data-testid="tester-log">
            {testers.items_log.map((entry, index) => (
              <li key={`${entry.add_date}-${entry.item_user.id}-${index}`} className={styles.meta}>
                {t(entry.action === 'add' ? 'brandAudience.testers.logAdd' : 'brandAudience.testers.logRemove', {
                  date: day(entry.add_date), name: entry.item_user.name, by: entry.by?.name ?? t('brandAudience.testers.someone'),
                })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
