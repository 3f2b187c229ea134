// A grower's other tabs (diaries, reviews, activity, bookmarks, followers, following, shorts, orders); any other name
// is the not-found page.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PROFILE_TABS, type ProfileTab } from '@/domain/user/profile-limits';
import { ProfileTabContent } from '@/features/profile/ProfileTabs';

export const Route = createFileRoute('/_default/grower/$id/$tab')({
  params: {
    parse: ({ tab }: { tab: string }) => {
      if (!(PROFILE_TABS as readonly string[]).includes(tab)) throw notFound();
      return { tab: tab as ProfileTab };
    },
    stringify: ({ tab }: { tab: ProfileTab }) => ({ tab }),
  },
  component: ProfileTabRoute,
});

function ProfileTabRoute() {
  const { tab } = Route.useParams();
  return <ProfileTabContent tab={tab} />;
}
