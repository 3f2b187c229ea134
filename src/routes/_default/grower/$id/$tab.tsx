// A grower's other tabs (diaries, reviews, activity, bookmarks, followers, following, shorts, orders); any other name
// is the not-found page.
import { createFileRoute } from '@tanstack/react-router';
import { PROFILE_TABS } from '@/domain/user/profile-limits';
import { ProfileTabContent } from '@/features/profile/ProfileTabs';
import { oneOfParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/grower/$id/$tab')({
  params: oneOfParams('tab', PROFILE_TABS),
  component: ProfileTabRoute,
});

function ProfileTabRoute() {
  const { tab } = Route.useParams();
  // One instance per tab: a list's stored rows from the tab before never render as another list's rows.
  return <ProfileTabContent key={tab} tab={tab} />;
}
