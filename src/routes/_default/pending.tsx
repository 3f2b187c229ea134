// What waits on this device to be sent: changes, uploads, refusals.
import { createFileRoute } from '@tanstack/react-router';
import { PendingChangesPage } from '@/features/sync-status/PendingChangesPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/pending')({
  loader: loadScreenStrings,
  component: PendingChangesPage,
});
