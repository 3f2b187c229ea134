// Operators: the service worker's caches and the device database, cleared per cache or table (admins only).
import { createFileRoute } from '@tanstack/react-router';
import { CachePage } from '@/features/admin/CachePage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/admin/cache')({
  loader: loadScreenStrings,
  component: CachePage,
});
