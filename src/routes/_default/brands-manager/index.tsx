// /brands-manager: the index tab, the brand's managers.
import { createFileRoute } from '@tanstack/react-router';
import { ManagersTab } from '@/features/brands-manager/ManagersTab';

export const Route = createFileRoute('/_default/brands-manager/')({ component: ManagersTab });
