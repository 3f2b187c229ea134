// /growers: growers by diaries, followers or newest, filtered by name, page by page (?page=N).
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { GROWERS_TITLE } from '@/domain/discovery/discovery-titles';
import { MAX_NAME_FILTER } from '@/domain/discovery/search-limits';
import { DEFAULT_GROWER_SORT, GROWER_SORTS, GROWERS_PAGE_SIZE, growersListKey } from '@/domain/discovery/grower-sorts';
import type { GrowerSort, GrowersPage as GrowersAnswer } from '@/domain/discovery/growers';
import type { UserProfile } from '@/domain/user/user';
import { fetchGrowers } from '@/features/growers/growers-store';
import { Pager } from '@/ui/Pager';
import { usePageTitle } from '@/ui/use-page-title';
import { LoadError } from '../catalogue/ListStatus';
import { usePagedList } from '../catalogue/use-paged-list';
import { GrowerCard } from './GrowerCard';
import styles from './GrowersPage.module.css';

const TYPING_PAUSE_MS = 300;

export function GrowersPage({ page }: { page: number }) {
  const { t } = useTranslation();
  const router = useRouter();
  usePageTitle(GROWERS_TITLE, page);
  const [sort, setSort] = useState<GrowerSort>(DEFAULT_GROWER_SORT);
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const offset = (page - 1) * GROWERS_PAGE_SIZE;
  const list = usePagedList<UserProfile, GrowersAnswer>(growersListKey(sort, query, page), (request) => fetchGrowers(query, sort, { ...request, start: offset + request.start }), GROWERS_PAGE_SIZE);
  const openFirstPage = () => {
    router.history.push('/growers');
    window.scrollTo(0, 0);
  };

  return (
    <div className="page">
      <h1>{t('discovery.growers.title')}</h1>
      <div className={styles.tools}>
        <label className="field">
          {t('discovery.growers.search')}
          <input className="text-input" type="search" value={typed} onChange={(e) => { setTyped(e.target.value); if (page > 1) openFirstPage(); }} maxLength={MAX_NAME_FILTER} />
        </label>
        <label className="field">
          {t('discovery.growers.sortLabel')}
          <select className="text-input" value={sort} onChange={(e) => { setSort(e.target.value as GrowerSort); if (page > 1) openFirstPage(); }}>
            {GROWER_SORTS.map((s) => <option key={s} value={s}>{t(`discovery.growers.sort.${s}`)}</option>)}
          </select>
        </label>
      </div>
      {list.error !== null && <LoadError error={list.error} retry={list.retry} />}
      {!list.items && list.error === null && (
        <ul className={styles.list} aria-busy="true">{Array.from({ length: 6 }, (_, i) => <li key={i} className={`skeleton ${styles.skeleton}`} />)}</ul>
      )}
      {list.items?.length === 0 && <p className={styles.empty}>{t('discovery.growers.empty')}</p>}
      {list.items && list.items.length > 0 && (
        <ul className={styles.list}>{list.items.map((grower) => <GrowerCard key={grower.id} grower={grower} />)}</ul>
      )}
      <Pager page={page} total={list.total} pageSize={GROWERS_PAGE_SIZE} linkTo={(n) => ({ to: '/growers', search: n > 1 ? { page: n } : {} })} />
    </div>
  );
}
