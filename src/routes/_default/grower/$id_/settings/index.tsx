// Settings' index: avatar, name, bio, location and website.
import { createFileRoute } from '@tanstack/react-router';
import { ProfileSection } from '@/features/settings/ProfileSections';

export const Route = createFileRoute('/_default/grower/$id_/settings/')({ component: ProfileSection });
