// A grower's page (/grower/{id}): loads the profile into the device, titles the page by grower and tab, shows the
// header (avatar, name, place, counters, follow, block or settings) and the tabs, or says why it can't.
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PROFILE_TABS, type ProfileTab } from '@/domain/user/profile-limits';
import type { GrowerProfile } from '@/domain/user/profile';
import { useTranslation } from '@/i18n/use-translation';
import { BrandManagerLink } from '@/features/brands-manager/BrandManagerLink';
import { ItemTabBar } from '@/features/catalogue/ItemTabBar';
import { useCurrentUser } from '@/features/account/use-current-user';
import { MessageButton } from '@/features/chats/MessageButton';
import { FollowButton } from '@/features/follows/FollowButton';
import { BlockButton } from '@/features/settings/BlockButton';
import { ReportButton } from '@/features/reports/ReportButton';
import { ServerError } from '@/sync/transport/http';
import { NotFoundMessage } from '@/ui/NotFoundMessage';
import { RefreshStatus } from '@/ui/RefreshStatus';
import { useDateTimeZone } from '@/ui/use-date-time-zone';
import { usePageTitle } from '@/ui/use-page-title';
import { ProfileContext } from './profile-context';
import { useProfile } from './use-profile';
import styles from './Profile.module.css';
import { GoldMark } from '@/ui/GoldMark';
import { dateTimeFormat } from '@/domain/page/intl-formats';

/** The tab the address shows (its fourth segment), or null for the index. */
function useProfileTab(): ProfileTab | null {
  const segment = useRouterState({ select: (state) => state.location.pathname.split('/')[3] ?? '' });
  return (PROFILE_TABS as readonly string[]).includes(segment) ? segment as ProfileTab : null;
}

function ProfileHeader({ profile, own }: { profile: GrowerProfile; own: boolean }) {
  const { t, i18n } = useTranslation();
  const timeZone = useDateTimeZone();
  const joined = dateTimeFormat(i18n.language, { year: 'numeric', month: 'long', timeZone }).format(new Date(profile.add_date));
  return (
    <header className={styles.header}>
      {profile.avatar
        ? <img className={styles.avatar} src={profile.avatar} width={96} height={96} alt="" />
        : <span className={`${styles.avatar} ${styles.initial}`} aria-hidden="true">{profile.name.slice(0, 1).toUpperCase()}</span>}
      <div className={styles.who}>
        <h1 className={styles.name}><span data-testid="profile-name">{profile.is_deleted ? t('profile.deletedName') : profile.name}</span><GoldMark user={profile} /></h1>
        <p className={styles.meta}>
          {profile.location && <span data-testid="profile-location">{profile.location}</span>}
          <span>{t('profile.joined', { date: joined })}</span>
        </p>
        <ul className={styles.counters} aria-label={t('profile.stats')}>
          <li><strong>{profile.cnt_diaries}</strong> {t('profile.counters.diaries', { count: profile.cnt_diaries })}</li>
          <li><strong>{profile.cnt_followers}</strong> {t('profile.counters.followers', { count: profile.cnt_followers })}</li>
          <li><strong>{profile.cnt_following}</strong> {t('profile.counters.following', { count: profile.cnt_following })}</li>
        </ul>
      </div>
      {!profile.is_deleted && (
        <div className={styles.actions}>
          {own
            ? (
              <>
                <Link to="/grower/$id/settings" params={{ id: profile.id }} className="button" data-testid="profile-settings">{t('profile.settings')}</Link>
                <BrandManagerLink userId={profile.id} />
              </>
            )
            : (
              <>
                <FollowButton type="user" id={profile.id} name={profile.name} />
                <MessageButton grower={profile} />
                <BlockButton grower={profile} />
                <ReportButton type="user" id={profile.id} ownerId={profile.id} label={profile.name} />
              </>
            )}
        </div>
      )}
    </header>
  );
}

function ProfileTabs({ profile, own }: { profile: GrowerProfile; own: boolean }) {
  const { t } = useTranslation();
  const id = profile.id;
  const counts: Partial<Record<ProfileTab, number>> = {
    diaries: profile.cnt_diaries, reviews: profile.cnt_reviews, followers: profile.cnt_followers,
    following: profile.cnt_following, bookmarks: profile.cnt_bookmarks,
  };
  return (
    <ItemTabBar
      label={t('profile.tabs.label')}
      tabs={[
        { label: t('profile.tabs.index'), link: { to: '/grower/$id', params: { id } } },
        ...PROFILE_TABS.filter((tab) => tab !== 'orders' || own).map((tab) => ({
          label: t(`profile.tabs.${tab}`), link: { to: '/grower/$id/$tab' as const, params: { id, tab } }, count: counts[tab],
        })),
      ]}
    />
  );
}

export function ProfileScreen({ id, children }: { id: number; children: ReactNode }) {
  const { t } = useTranslation();
  const { profile, refresh } = useProfile(id);
  const me = useCurrentUser();
  const tab = useProfileTab();
  const own = Boolean(me && me.id === id);
  const name = profile && (profile.is_deleted ? t('profile.deletedName') : profile.name);
  usePageTitle(name && (tab ? t('profile.tabTitle', { name, tab: t(`profile.tabs.${tab}`) }) : t('profile.title', { name })));

  if (refresh.status === 'failed' && refresh.error instanceof ServerError && refresh.error.status === 404) {
    return <div className="page"><NotFoundMessage /></div>;
  }
  return (
    <div className="page">
      <RefreshStatus state={refresh} hasData={Boolean(profile)} offlineText={t('profile.offlineMissing')} />
      {profile ? (
        <ProfileContext.Provider value={{ profile, own }}>
          <ProfileHeader profile={profile} own={own} />
          {profile.is_deleted && <p className="message" role="status">{t('profile.deletedNotice')}</p>}
          <ProfileTabs profile={profile} own={own} />
          <section className={styles.tab}>{children}</section>
        </ProfileContext.Provider>
      ) : profile === undefined || refresh.status === 'loading' ? <div className={`skeleton ${styles.headSkeleton}`} aria-busy="true" /> : null}
    </div>
  );
}
