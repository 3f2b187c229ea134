// Moderators: reported items and the actions on them.
import { createFileRoute } from '@tanstack/react-router';
import { ComplainsPage } from '@/features/admin/ComplainsPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/admin/complains')({
  loader: loadScreenStrings,
  component: ComplainsPage,
});
