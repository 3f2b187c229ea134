// Settings' index: avatar, name, bio, location and website, under the note to confirm the e-mail address while it is not.
import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailNote } from '@/features/account/ConfirmEmailNote';
import { ProfileSection } from '@/features/settings/ProfileSections';

export const Route = createFileRoute('/_default/grower/$id_/settings/')({ component: SettingsIndex });

function SettingsIndex() {
  return (
    <>
      <ConfirmEmailNote />
      <ProfileSection />
    </>
  );
}
