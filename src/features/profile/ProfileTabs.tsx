// The profile's tabs: the index (about, links, counters, latest activity) and each list tab; the grower's shorts
// (src/features/shorts/); orders from partner brands (src/features/orders/), only to the owner.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { LATEST_ACTIVITY, SOCIAL_NETWORKS, SOCIAL_URLS, type ProfileTab } from '@/domain/user/profile-limits';
import type { DiaryPage } from '@/domain/diary/diary';
import { useTranslation } from '@/i18n/use-translation';
import { DiaryGrid } from '@/features/diaries/DiaryGrid';
import { useFeed } from '@/features/diaries/use-diaries';
import { ForbiddenMessage } from '@/features/settings/ForbiddenMessage';
import { GrowerShorts } from '@/features/shorts/GrowerShorts';
import { OrdersTab } from '@/features/orders/OrdersTab';
import { useInitialAnswer } from '@/ui/initial-answers';
import { profileDiariesKey, type ProfileList, type ProfileListAnswers } from './profile-store';
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
        <ListFrame refresh={activity.refresh} loaded={latest?.length ?? null} total={latest?.length ?? 0} empty={t('profile.empty.activity')}>
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
  // A page rendered on the server came with the first page (its key as the pages' refresh reads it).
  const feed = useFeed(profileDiariesKey(id), useInitialAnswer<DiaryPage>(`profile:${id}:diaries`));
  const pages = useProfileDiaryPages(id);
  return (
    <ListFrame {...pages} loaded={feed?.loaded ? feed.diaries.length : null} total={feed?.total ?? 0} empty={t('profile.empty.diaries')}>
      <DiaryGrid diaries={feed?.diaries ?? null} />
    </ListFrame>
  );
}

/** A list tab: its rows as stored, "show more" while the server has more, and its empty text. */
function ListTab<L extends ProfileList>({ id, list, row }: { id: number; list: L; row: (item: ProfileListAnswers[L]['items'][number]) => ReactNode }) {
  const { t } = useTranslation();
  const { stored, ...paging } = useProfileList(id, list);
  return (
    <ListFrame {...paging} loaded={stored?.items.length ?? null} total={stored?.total ?? 0} empty={t(`profile.empty.${list}`)}>
      <ul className={styles.list}>{stored?.items.map(row)}</ul>
    </ListFrame>
  );
}

/** One tab after the index, by its name. */
export function ProfileTabContent({ tab }: { tab: ProfileTab }) {
  const { profile, own } = useProfileContext();
  const id = profile.id;
  switch (tab) {
    case 'diaries': return <DiariesTab id={id} />;
    case 'activity': return <ListTab id={id} list="activity" row={(item) => <ActivityRow key={`${item.kind}:${item.link}:${item.date}`} item={item} />} />;
    case 'reviews': return <ListTab id={id} list="reviews" row={(review) => <ReviewRow key={review.id} review={review} />} />;
    case 'followers': return <ListTab id={id} list="followers" row={(user) => <GrowerRow key={user.id} user={user} />} />;
    case 'following':
    case 'bookmarks': return <ListTab id={id} list={tab} row={(item) => <FollowedRow key={`${item.type}:${item.content_id}`} item={item} />} />;
    case 'shorts': return <GrowerShorts userId={id} />;
    case 'orders': return own ? <OrdersTab userId={id} /> : <ForbiddenMessage />;
  }
}
