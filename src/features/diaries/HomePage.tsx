// The home page: fresh diaries from the API, shown from IndexedDB so it also opens offline.
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { AdSlot } from '@/features/ads/AdSlot';
import type { MainPage } from '@/domain/diary/diary';
import { ALL_DIARIES_FEED_KEY, MAIN_FEED_KEY, mainFeedPage } from './feeds';
import { describeError } from '@/sync/transport/http';
import { usePageTitle } from '@/ui/use-page-title';
import { useInitialAnswer } from '@/ui/initial-answers';
import { useRefresh } from '@/ui/use-refresh';
import { DiaryGrid } from './DiaryGrid';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useFeed } from './use-diaries';
import styles from './HomePage.module.css';

const MORE_PAGE_SIZE = 24;

/** The feeds' refreshers, which write the device's database: their code loads with it, after the first render. */
const diaryStore = () => import('./diary-store');
const refreshMainPage = () => diaryStore().then((store) => store.refreshMainPage());
const loadDiaryPage = (start: number, limit: number) => diaryStore().then((store) => store.loadDiaryPage(start, limit));

export function HomePage() {
  const { t } = useTranslation();
  usePageTitle(t('home.title'));
  const refresh = useRefresh(MAIN_FEED_KEY, refreshMainPage);
  // Rendered on the server: the feed it was rendered with, until this device has stored it.
  const rendered = useInitialAnswer<MainPage>(MAIN_FEED_KEY);
  const main = useFeed(MAIN_FEED_KEY, rendered && mainFeedPage(rendered));
  const all = useFeed(ALL_DIARIES_FEED_KEY);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);

  const showAll = all?.loaded && all.diaries.length > (main?.diaries.length ?? 0);
  const feed = showAll ? all : main;
  const diaries = feed?.loaded ? feed.diaries : refresh.status === 'loading' ? null : [];
  const total = feed?.total ?? 0;

  async function showMore() {
    setLoadingMore(true);
    setMoreError(null);
    try {
      const shown = diaries?.length ?? 0;
      await loadDiaryPage(showAll ? shown : 0, showAll ? MORE_PAGE_SIZE : shown + MORE_PAGE_SIZE);
    } catch (error) {
      setMoreError(describeError(error));
    } finally {
      setLoadingMore(false);
    }
  }

  return (
    <div className="page">
      <header className={styles.intro}>
        <h1>{t('home.title')}</h1>
        {total > 0 && <p className={styles.count}>{t('home.count', { count: total })}</p>}
      </header>
      <RefreshStatus state={refresh} hasData={Boolean(main?.loaded)} offlineText={t('home.offlineEmpty')} />
      <DiaryGrid diaries={diaries} />
      {/* Below the list once it shows: placed earlier, the list would push it down (a layout shift). */}
      {diaries && diaries.length > 0 && <AdSlot place="cpm" />}
      {diaries && diaries.length > 0 && diaries.length < total && (
        <div className={styles.more}>
          {moreError && <p className="message message-error" role="alert">{moreError}</p>}
          <button type="button" className="button" onClick={showMore} disabled={loadingMore}>
            {loadingMore ? t('common.loading') : t('home.showMore')}
          </button>
        </div>
      )}
    </div>
  );
}
