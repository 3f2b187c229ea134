// /growers: the growers list, paged with ?page=N.
import { createFileRoute } from '@tanstack/react-router';
import { GrowersPage } from '@/features/growers/GrowersPage';
import { validatePageSearch } from '@/features/explore/page-search';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/growers')({
  validateSearch: validatePageSearch,
  loader: loadScreenStrings,
  component: GrowersRoute,
});

function GrowersRoute() {
  const { page = 1 } = Route.useSearch();
  return <GrowersPage page={page} />;
}
