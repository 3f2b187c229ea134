// One settings page by name (spec §2: banned, delete, cookies, premium, socials, invoices, measures, password,
// interface, notifications, subscribe); any other name is the not-found page.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SETTINGS_SECTIONS, type SettingsSection } from '@/domain/user/profile-limits';
import { SettingsSectionView } from '@/features/settings/SettingsSectionView';

export const Route = createFileRoute('/_default/grower/$id_/settings/$section')({
  params: {
    parse: ({ section }: { section: string }) => {
      if (!(SETTINGS_SECTIONS as readonly string[]).includes(section)) throw notFound();
      return { section: section as SettingsSection };
    },
    stringify: ({ section }: { section: SettingsSection }) => ({ section }),
  },
  component: SettingsSectionRoute,
});

function SettingsSectionRoute() {
  const { section } = Route.useParams();
  return <SettingsSectionView section={section} />;
}
