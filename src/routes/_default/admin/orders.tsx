// Admins: every grower's premium orders, and marking invoice orders paid.
import { createFileRoute } from '@tanstack/react-router';
import { AdminOrdersPage } from '@/features/premium/AdminOrdersPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/admin/orders')({
  loader: loadScreenStrings,
  component: AdminOrdersPage,
});
