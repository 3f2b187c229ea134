// /explore and /explore/{tag...}: diaries by filters and order, page by page (?page=N), read from IndexedDB so a
// visited page opens offline; a long page renders as a virtual list and loads its next chunk as it scrolls.
import { Link, useRouter, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from '@/i18n/use-translation';
import { exploreTitle } from '@/domain/discovery/discovery-titles';
import { EXPLORE_PAGE_SIZE, explorePath, formatExploreTags, type ExploreFilters } from '@/domain/discovery/explore-tags';
import { describeError } from '@/sync/transport/http';
import { Pager } from '@/ui/Pager';
import { usePageTitle } from '@/ui/use-page-title';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { VirtualDiaryGrid } from '../diaries/VirtualDiaryGrid';
import { ExploreFilterPanel } from './ExploreFilterPanel';
import { useExplorePage, useFilterNames } from './use-explore';
import styles from './ExplorePage.module.css';

/** The link to a page of the diaries these filters find. */
function pageLink(filters: ExploreFilters, page: number): LinkProps {
  const search = page > 1 ? { page } : {};
  const tags = formatExploreTags(filters);
  return tags.length ? { to: '/explore/$', params: { _splat: tags.join('/') }, search } : { to: '/explore', search };
}

export function ExplorePage({ filters, page }: { filters: ExploreFilters; page: number }) {
  const { t } = useTranslation();
  const router = useRouter();
  const names = useFilterNames(filters);
  const title = exploreTitle(filters, names);
  usePageTitle(title, page);
  const { refresh, feed, moreError, loadMore, pageTotal } = useExplorePage(filters, page);
  const diaries = feed?.loaded ? feed.diaries : refresh.status === 'loading' ? null : [];
  const total = feed?.total ?? 0;
  const open = (next: ExploreFilters) => {
    router.history.push(explorePath(next));
    window.scrollTo(0, 0);
  };
  const filtered = Object.entries(filters).filter(([key, value]) => value !== undefined && key !== 'sort').length;

  return (
    <div className="page">
      <header className={styles.intro}>
        <h1>{title}</h1>
        {feed?.loaded && <p className={styles.count}>{t('discovery.diaryCount', { count: total })}</p>}
      </header>
      <nav className={styles.links} aria-label={t('discovery.more')}>
        <Link to="/feed">{t('discovery.feed.title')}</Link>
        <Link to="/growers">{t('discovery.growers.title')}</Link>
        <Link to="/seeds">{t('discovery.seeds.title')}</Link>
      </nav>
      <details className={styles.panel}>
        <summary>{t('discovery.filtersCount', { count: filtered })}</summary>
        <ExploreFilterPanel filters={filters} names={names} onChange={(next) => open(next)} />
      </details>
      {refresh.status === 'failed' && feed?.loaded && <p className={`message message-warn ${styles.offline}`} role="status">{t('discovery.storedCopy')}</p>}
      <RefreshStatus state={refresh} hasData={Boolean(feed?.loaded)} offlineText={t('discovery.offlineEmpty')} />
      {diaries && diaries.length === 0 && refresh.status !== 'failed' && <p className={styles.empty}>{t('discovery.noDiaries')}</p>}
      <VirtualDiaryGrid diaries={diaries} onNearEnd={loadMore} />
      {moreError !== null && <p className="message message-error" role="alert">{describeError(moreError)}</p>}
      {diaries && diaries.length >= pageTotal && (
        <Pager page={page} total={total} pageSize={EXPLORE_PAGE_SIZE} linkTo={(n) => pageLink(filters, n)} />
      )}
    </div>
  );
}
