// The shorts feed (/shorts, and /shorts/{id} opened at one short): a vertical list that snaps one short at a time
// (swipe on phones, scroll or arrow keys on desktop), muted until the viewer turns the sound on, the next page loaded
// as the end comes near. Read from the device, so the feed seen last opens offline (clips play when online or cached).
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import type { ShortRecord } from '@/db/database';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useTranslation } from '@/i18n/use-translation';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { ShortMissing } from './ShortMissing';
import { ShortSlide } from './ShortSlide';
import { useShort, useShortList } from './use-shorts';
import styles from './Shorts.module.css';

/** Slides from the end at which the next page is asked for. */
const LOAD_AHEAD = 2;

function Feed({ lead }: { lead: ShortRecord | null }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { list, refresh, hasMore, loadMore, loadingMore, moreError } = useShortList();
  const [muted, setMuted] = useState(true);
  const toggleSound = useCallback(() => setMuted((m) => !m), []);
  const rest = list?.shorts.filter((s) => s.id !== lead?.id) ?? [];
  const shorts = lead ? [lead, ...rest] : rest;
  const onShown = useCallback((index: number) => {
    if (index >= shorts.length - 1 - LOAD_AHEAD) loadMore();
  }, [shorts.length, loadMore]);

  if (list === undefined || (list === null && refresh.status === 'loading')) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  const post = user && <Link to="/shorts/edit/$id" params={{ id: 'new' }} className="button button-primary">{t('shorts.post')}</Link>;
  if (shorts.length === 0) {
    return (
      <div className={`page ${styles.screen}`}>
        <h1>{t('shorts.title')}</h1>
        <RefreshStatus state={refresh} hasData={false} offlineText={t('shorts.offline')} />
        {refresh.status === 'done' && <p className={styles.empty}>{t('shorts.empty')}</p>}
        {post}
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      <div className={styles.toolbar}>
        <h1>{t('shorts.title')}</h1>
        {post}
      </div>
      <ul className={styles.feed} data-testid="shorts-feed" aria-label={t('shorts.title')}>
        {shorts.map((short, index) => (
          <ShortSlide key={short.id} short={short} index={index} muted={muted} onToggleSound={toggleSound} onShown={onShown} />
        ))}
        <li className={styles.end}>
          {loadingMore ? t('shorts.loadingMore') : moreError ? (
            <span role="alert">{moreError} <button type="button" className="button" onClick={loadMore}>{t('shorts.retry')}</button></span>
          ) : hasMore ? <button type="button" className="button" onClick={loadMore}>{t('shorts.more')}</button> : t('shorts.end')}
        </li>
      </ul>
      <div className={styles.status}><RefreshStatus state={refresh} hasData offlineText={t('shorts.offline')} /></div>
    </div>
  );
}

/** /shorts: the newest shorts first. */
export function ShortsFeed() {
  const { t } = useTranslation();
  usePageTitle(t('shorts.title'));
  return <Feed lead={null} />;
}

/** /shorts/{id}: the feed opened at one short. */
export function ShortsFeedAt({ id }: { id: number }) {
  const { short, refresh } = useShort(id);
  usePageTitle(short?.title);
  if (short === undefined || (short === null && refresh.status === 'loading')) return <div className={`skeleton ${styles.skeleton}`} aria-busy="true" />;
  if (short === null) return <ShortMissing refresh={refresh} />;
  return <Feed lead={short} />;
}
