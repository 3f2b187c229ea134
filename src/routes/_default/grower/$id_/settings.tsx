// A grower's settings (not inside the profile's tabs): the owner's only, anyone else sees the 403 page.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SettingsScreen } from '@/features/settings/SettingsScreen';
import { loadScreenStrings } from '@/i18n/i18n';
import { serverIdParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/grower/$id_/settings')({
  params: serverIdParams,
  loader: () => loadScreenStrings(),
  component: SettingsRoute,
});

function SettingsRoute() {
  const { id } = Route.useParams();
  return (
    <SettingsScreen id={id}>
      <Outlet />
    </SettingsScreen>
  );
}
