// Operators: the p75 of each web vital per page over the last days (admins only; the server checks users.role).
import { createFileRoute } from '@tanstack/react-router';
import { VitalsPage } from '@/features/telemetry/VitalsPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/admin/vitals')({
  loader: loadScreenStrings,
  component: VitalsPage,
});
