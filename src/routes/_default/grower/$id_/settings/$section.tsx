// One settings page by name (spec §2: banned, delete, cookies, premium, socials, invoices, measures, password,
// interface, notifications, subscribe); any other name is the not-found page.
import { createFileRoute } from '@tanstack/react-router';
import { SETTINGS_SECTIONS } from '@/domain/user/profile-limits';
import { SettingsSectionView } from '@/features/settings/SettingsSectionView';
import { oneOfParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/grower/$id_/settings/$section')({
  params: oneOfParams('section', SETTINGS_SECTIONS),
  component: SettingsSectionRoute,
});

function SettingsSectionRoute() {
  const { section } = Route.useParams();
  return <SettingsSectionView section={section} />;
}
