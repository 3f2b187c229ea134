// /feed: diaries of the growers, diaries, strains and breeders the signed-in grower follows, stored on the device like
// the home page; guests are invited to sign in.
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FEED_TITLE } from '@/domain/discovery/discovery-titles';
import { describeError } from '@/sync/transport/http';
import { usePageTitle } from '@/ui/use-page-title';
import { useRefresh } from '@/ui/use-refresh';
import { useCurrentUser } from '../account/use-current-user';
import { DiaryGrid } from '../diaries/DiaryGrid';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useFeed } from '../diaries/use-diaries';
import styles from '../explore/ExplorePage.module.css';
import { FEED_KEY, loadFeedPage } from './follow-store';
import { useFollowsSent } from './use-follows-sent';

function SignedInFeed({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const refresh = useRefresh(`${FEED_KEY}:${userId}`, () => loadFeedPage(0));
  // A follow sent after the page asked for the feed changes it: ask again.
  useFollowsSent(refresh.retry);
  const feed = useFeed(FEED_KEY);
  const [more, setMore] = useState<{ loading: boolean; error: string | null }>({ loading: false, error: null });
  const diaries = feed?.loaded ? feed.diaries : refresh.status === 'loading' ? null : [];

  function showMore() {
    setMore({ loading: true, error: null });
    loadFeedPage(diaries?.length ?? 0).then(
      () => setMore({ loading: false, error: null }),
      (error: unknown) => setMore({ loading: false, error: describeError(error) }),
    );
  }

  return (
    <>
      <RefreshStatus state={refresh} hasData={Boolean(feed?.loaded)} offlineText={t('discovery.offlineEmpty')} />
      {diaries?.length === 0 && refresh.status === 'done' && (
        <p className={styles.empty}>{t('discovery.feed.empty')} <Link to="/growers">{t('discovery.feed.findGrowers')}</Link></p>
      )}
      <DiaryGrid diaries={diaries} />
      {diaries && diaries.length > 0 && diaries.length < (feed?.total ?? 0) && (
        <p>
          {more.error && <span className="message message-error" role="alert">{more.error}</span>}
          <button type="button" className="button" onClick={showMore} disabled={more.loading}>
            {more.loading ? t('common.loading') : t('discovery.feed.showMore')}
          </button>
        </p>
      )}
    </>
  );
}

export function FeedPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  usePageTitle(FEED_TITLE);
  return (
    <div className="page">
      <header className={styles.intro}><h1>{t('discovery.feed.title')}</h1></header>
      {user === null && (
        <p className="message" role="status">
          {t('discovery.feed.guest')} <Link to="/auth/signin" className="button button-primary">{t('discovery.feed.signIn')}</Link>
        </p>
      )}
      {user && <SignedInFeed userId={user.id} />}
    </div>
  );
}
