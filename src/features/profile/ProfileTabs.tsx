// The profile's tabs: the index (about, links, counters, latest activity) and each list tab; shorts and orders say
// plainly that there is nothing yet (neither exists in the product yet), orders only to the profile's owner.
import { Link } from '@tanstack/react-router';
import { LATEST_ACTIVITY, SOCIAL_NETWORKS, SOCIAL_URLS, type ProfileTab } from '@/domain/user/profile-limits';
import { useTranslation } from '@/i18n/use-translation';
import { DiaryGrid } from '@/features/diaries/DiaryGrid';
import { useFeed } from '@/features/diaries/use-diaries';
import { ForbiddenMessage } from '@/features/settings/ForbiddenMessage';
import { profileDiariesKey } from './profile-store';
import { useProfileContext } from './profile-context';
import { useProfileDiaryPages, useProfileList } from './use-profile';
import { ActivityRow, FollowedRow, GrowerRow, ListFrame, ReviewRow } from './ProfileLists';
import styles from './Profile.module.css';

/** Links leave the app with rel="nofollow ugc noopener": growers wrote them. */
const OUTBOUND = { target: '_blank', rel: 'nofollow ugc noopener noreferrer' } as const;

export function ProfileIndexTab() {
  const { t } = useTranslation();
  const { profile } = useProfileContext();
  const activity = useProfileList(profile.id, 'activity');
  const latest = activity.stored?.items.slice(0, LATEST_ACTIVITY);
  const socials = SOCIAL_NETWORKS.filter((network) => profile.socials[network]);
  return (
    <div className={styles.index}>
      <section aria-labelledby="profile-about">
        <h2 id="profile-about">{t('profile.about')}</h2>
        {profile.bio ? <p className={styles.text} data-testid="profile-bio">{profile.bio}</p> : <p className={styles.empty}>{t('profile.noBio')}</p>}
        {(profile.website || socials.length > 0) && (
          <ul className={styles.links} aria-label={t('profile.links')}>
            {profile.website && <li><a href={profile.website} {...OUTBOUND} data-testid="profile-website">{profile.website.replace(/^https?:\/\//, '')}</a></li>}
            {socials.map((network) => (
              <li key={network}>
                <a href={SOCIAL_URLS[network] + encodeURIComponent(profile.socials[network]!)} {...OUTBOUND}>
                  {t(`profile.socials.${network}`)}: {profile.socials[network]}
                </a>
              </li>
            ))}
          </ul>
        )}
        <dl className={styles.stats}>
          {(['diaries', 'reviews', 'followers', 'following', 'bookmarks'] as const).map((key) => (
            <div key={key}>
              <dt>{t(`profile.tabs.${key}`)}</dt>
              <dd>{profile[`cnt_${key}`]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="profile-latest">
        <h2 id="profile-latest">{t('profile.latest')}</h2>
        <ListFrame {...activity} loadMore={() => undefined} loaded={latest?.length ?? null} total={latest?.length ?? 0} empty={t('profile.empty.activity')}>
          <ul className={styles.list}>{latest?.map((item) => <ActivityRow key={`${item.kind}:${item.link}:${item.date}`} item={item} />)}</ul>
        </ListFrame>
        {activity.stored && activity.stored.total > LATEST_ACTIVITY && (
          <Link to="/grower/$id/$tab" params={{ id: profile.id, tab: 'activity' }}>{t('profile.allActivity')}</Link>
        )}
      </section>
    </div>
  );
}

function DiariesTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const feed = useFeed(profileDiariesKey(id));
  const pages = useProfileDiaryPages(id);
  return (
    <ListFrame {...pages} loaded={feed?.loaded ? feed.diaries.length : null} total={feed?.total ?? 0} empty={t('profile.empty.diaries')}>
      <DiaryGrid diaries={feed?.diaries ?? null} />
    </ListFrame>
  );
}

function ActivityTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const list = useProfileList(id, 'activity');
  return (
    <ListFrame {...list} loaded={list.stored?.items.length ?? null} total={list.stored?.total ?? 0} empty={t('profile.empty.activity')}>
      <ul className={styles.list}>{list.stored?.items.map((item) => <ActivityRow key={`${item.kind}:${item.link}:${item.date}`} item={item} />)}</ul>
    </ListFrame>
  );
}

function ReviewsTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const list = useProfileList(id, 'reviews');
  return (
    <ListFrame {...list} loaded={list.stored?.items.length ?? null} total={list.stored?.total ?? 0} empty={t('profile.empty.reviews')}>
      <ul className={styles.list}>{list.stored?.items.map((review) => <ReviewRow key={review.id} review={review} />)}</ul>
    </ListFrame>
  );
}

function FollowersTab({ id }: { id: number }) {
  const { t } = useTranslation();
  const list = useProfileList(id, 'followers');
  return (
    <ListFrame {...list} loaded={list.stored?.items.length ?? null} total={list.stored?.total ?? 0} empty={t('profile.empty.followers')}>
      <ul className={styles.list}>{list.stored?.items.map((user) => <GrowerRow key={user.id} user={user} />)}</ul>
    </ListFrame>
  );
}

function FollowListTab({ id, list: name }: { id: number; list: 'following' | 'bookmarks' }) {
  const { t } = useTranslation();
  const list = useProfileList(id, name);
  return (
    <ListFrame {...list} loaded={list.stored?.items.length ?? null} total={list.stored?.total ?? 0} empty={t(`profile.empty.${name}`)}>
      <ul className={styles.list}>{list.stored?.items.map((item) => <FollowedRow key={`${item.type}:${item.content_id}`} item={item} />)}</ul>
    </ListFrame>
  );
}

/** One tab after the index, by its name. */
export function ProfileTabContent({ tab }: { tab: ProfileTab }) {
  const { t } = useTranslation();
  const { profile, own } = useProfileContext();
  const id = profile.id;
  switch (tab) {
    case 'diaries': return <DiariesTab id={id} />;
    case 'activity': return <ActivityTab id={id} />;
    case 'reviews': return <ReviewsTab id={id} />;
    case 'followers': return <FollowersTab id={id} />;
    case 'following':
    case 'bookmarks': return <FollowListTab id={id} list={tab} />;
    case 'shorts': return <p className={styles.empty} data-testid="profile-empty">{t('profile.empty.shorts')}</p>;
    case 'orders': return own ? <p className={styles.empty} data-testid="profile-empty">{t('profile.empty.orders')}</p> : <ForbiddenMessage />;
  }
}
