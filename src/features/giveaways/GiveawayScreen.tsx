// One giveaway: sponsor, dates and state, the lead, each category with its prize, entries and winner, its rules, likes
// and comments.
// Read from IndexedDB (refreshed when opened), so a giveaway visited once opens offline; entering, withdrawing and
// voting show at once and wait for the network when there is none.
import { Link } from '@tanstack/react-router';
import { useCurrentUser } from '@/features/account/use-current-user';
import { CommentThread } from '@/features/comments/CommentThread';
import { ItemSocialBar } from '@/features/comments/ItemSocialBar';
import { useLongDate } from '@/ui/long-date';
import { useTranslation } from '@/i18n/use-translation';
import { Avatar } from '@/ui/Avatar';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { usePageTitle } from '@/ui/use-page-title';
import { CategorySection } from './CategorySection';
import { archiveLink } from './giveaway-links';
import { StateBadge } from './StateBadge';
import { useGiveaway } from './use-giveaways';
import { WinnerList } from './WinnerList';
import styles from './Giveaways.module.css';

export function GiveawayScreen({ link }: { link: string }) {
  const { t } = useTranslation();
  const date = useLongDate();
  const user = useCurrentUser();
  const { giveaway, writes, refresh } = useGiveaway(link);
  usePageTitle(giveaway?.title);

  if (giveaway === undefined || (giveaway === null && refresh.status === 'loading')) {
    return <div className="page"><div className={`skeleton ${styles.skeletonPage}`} aria-busy="true" /></div>;
  }
  if (giveaway === null) {
    return (
      <div className="page">
        {refresh.status === 'failed' ? <RefreshStatus state={refresh} hasData={false} offlineText={t('giveaways.offlineGiveaway')} /> : <NotFoundMessage />}
      </div>
    );
  }

  return (
    <article className={`page ${styles.screen}`} data-testid="giveaway">
      <RefreshStatus state={refresh} hasData offlineText={t('giveaways.offlineGiveaway')} />
      <p className={styles.meta}>
        <StateBadge giveaway={giveaway} />
        <span>{t('giveaways.dates', { start: date(giveaway.start_date), end: date(giveaway.end_date) })}</span>
      </p>
      <h1 className={styles.title}>{giveaway.title}</h1>
      <p className={styles.sponsor}>
        <Avatar user={{ name: giveaway.item_brand.name, avatar_small: giveaway.item_brand.avatar, avatar_little: giveaway.item_brand.avatar }} size={32} />
        {t('giveaways.sponsor', { name: giveaway.item_brand.name })}
      </p>
      {giveaway.description && <p className={styles.intro}>{giveaway.description}</p>}
      <p className={styles.meta}>
        <span>{t('giveaways.entries', { count: giveaway.cnt_entries })}</span>
        <span>· {t('giveaways.votes', { count: giveaway.cnt_votes })}</span>
      </p>
      {giveaway.state === 'upcoming' && <p className={styles.note}>{t('giveaways.startsSoon')}</p>}
      {giveaway.state === 'closed' && (
        <section className={styles.results} aria-labelledby="giveaway-results">
          <h2 id="giveaway-results">{t('giveaways.archive')}</h2>
          {giveaway.winners.length > 0 ? <WinnerList winners={giveaway.winners} /> : <p className={styles.note}>{t('giveaways.noWinners')}</p>}
          <p className={styles.note}><Link {...archiveLink()}>{t('giveaways.allWinners')}</Link></p>
        </section>
      )}
      {giveaway.state === 'open' && !user && (
        <p className={styles.note}>{t('giveaways.signInToJoin')} <Link to="/auth/signin" className="button">{t('giveaways.signIn')}</Link></p>
      )}
      {giveaway.categories.map((category) => (
        <CategorySection
          key={category.id} giveaway={giveaway} category={category} signedIn={Boolean(user)}
          waiting={writes?.waiting.has(category.id) ?? false} refusal={writes?.refused.get(category.id) ?? null}
        />
      ))}
      {giveaway.rules && (
        <section className={styles.rules} aria-labelledby="giveaway-rules">
          <h2 id="giveaway-rules">{t('giveaways.rules')}</h2>
          <p>{giveaway.rules}</p>
        </section>
      )}
      <ItemSocialBar type="giveaway" id={giveaway.id} cntLikes={giveaway.cnt_likes} cntComments={giveaway.cnt_comments} label={giveaway.title} />
      <CommentThread type="giveaway" id={giveaway.id} label={giveaway.title} />
    </article>
  );
}
