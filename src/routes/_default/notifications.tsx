// Grouped notifications of the signed-in grower, by channel.
import { createFileRoute } from '@tanstack/react-router';
import { NotificationsScreen } from '@/features/notifications/NotificationsScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/notifications')({
  loader: loadScreenStrings,
  component: NotificationsScreen,
});
