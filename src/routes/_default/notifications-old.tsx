// Every notification of the signed-in grower as one flat list.
import { createFileRoute } from '@tanstack/react-router';
import { NotificationsOldScreen } from '@/features/notifications/NotificationsOldScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/notifications-old')({
  loader: loadScreenStrings,
  component: NotificationsOldScreen,
});
