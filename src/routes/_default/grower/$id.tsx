// A grower's page: the id must be a positive integer, else the page does not exist; the tabs render inside its frame.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { ProfileScreen } from '@/features/profile/ProfileScreen';
import { loadScreenStrings } from '@/i18n/i18n';
import { prefetch } from '@/sync/transport/prefetch';
import { serverIdParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/grower/$id')({
  params: serverIdParams,
  // The profile is asked for while the screen's code and strings load.
  loader: ({ params: { id } }) => {
    // On the server the page's answers are read by the server itself (server/ssr/answers/), never through the API client.
    if (!import.meta.env.SSR) prefetch(`profile:${id}`, () => import('@/features/profile/profile-store').then((profiles) => profiles.refreshProfile(id)));
    return loadScreenStrings();
  },
  component: GrowerRoute,
});

function GrowerRoute() {
  const { id } = Route.useParams();
  return (
    <ProfileScreen id={id}>
      <Outlet />
    </ProfileScreen>
  );
}
