// /video/{id}: one short on its own page: the player with controls, its title, author, date and words, likes and the
// comment thread; its author (and moderators) find the editor here. Read from the device, so a visited short opens
// offline (the clip plays when online or cached). Rendered on the server for a first visit (its date in UTC until
// hydrated, the session's editor link once the device knows it).
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '@/features/account/use-current-user';
import { useLongDate } from '@/ui/long-date';
import { CommentThread } from '@/features/comments/CommentThread';
import { ItemSocialBar } from '@/features/comments/ItemSocialBar';
import { ModerationNotice } from '@/features/reports/ModerationNotice';
import { ReportButton } from '@/features/reports/ReportButton';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { keepClipForOffline } from './offline-clips';
import { mayEditShort } from './short-access';
import { ShortMissing } from './ShortMissing';
import { useShort } from './use-shorts';
import styles from './Shorts.module.css';

export function VideoScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const date = useLongDate();
  const user = useCurrentUser();
  const { short, refresh } = useShort(id);
  usePageTitle(short?.title);
  if (short === undefined || (short === null && refresh.status === 'loading')) {
    return <div className="page"><div className={`skeleton ${styles.skeleton}`} aria-busy="true" /></div>;
  }
  if (short === null) return <ShortMissing refresh={refresh} />;
  return (
    <article className={`page ${styles.screen} ${styles.watch}`} data-testid="video-page"
      {...(short.id > 0 && { 'data-impression-type': 'short', 'data-impression-id': short.id })}>
      <RefreshStatus state={refresh} hasData offlineText={t('shorts.offlineShort')} />
      {short.video ? (
        <video className={styles.player} src={short.video.url} poster={short.poster?.size_xl} controls playsInline preload="metadata"
          onPlaying={() => keepClipForOffline(short.video!.url)} data-testid="video-player" />
      ) : (
        <p className="message">{t('shorts.uploading')}</p>
      )}
      <div className={styles.details}>
        <ModerationNotice reason={short.ban_reason} />
        <h1>{short.title}</h1>
        <p className={styles.meta}>
          <Avatar user={short.item_user} size={28} />
          <Link to="/grower/$id" params={{ id: short.item_user.id }}>{short.item_user.name}</Link>
          <time dateTime={short.add_date}>· {date(short.add_date)}</time>
          <span data-testid="short-views">· {t('shorts.views', { count: short.cnt_views ?? 0 })}</span>
        </p>
        {short.text && <p className={styles.body}>{short.text}</p>}
        <div className={styles.actions}>
          {short.video && <Link to="/shorts/$id" params={{ id: short.id }} className="button">{t('shorts.openInFeed')}</Link>}
          {mayEditShort(user, short) && <Link to="/shorts/edit/$id" params={{ id: short.id }} className="button">{t('shorts.edit')}</Link>}
          <ReportButton type="short" id={short.id} ownerId={short.item_user.id} label={short.title} />
        </div>
        {short.id > 0 && (
          <>
            <ItemSocialBar type="short" id={short.id} cntLikes={short.cnt_likes} cntComments={short.cnt_comments} label={short.title} />
            <CommentThread type="short" id={short.id} label={short.title} />
          </>
        )}
      </div>
    </article>
  );
}
