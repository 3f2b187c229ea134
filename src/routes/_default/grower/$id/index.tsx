// A grower's index tab: about, links, counters and latest activity.
import { createFileRoute } from '@tanstack/react-router';
import { ProfileIndexTab } from '@/features/profile/ProfileTabs';

export const Route = createFileRoute('/_default/grower/$id/')({ component: ProfileIndexTab });
