// /strains: the strain catalogue, its filters and page in the URL search.
import { createFileRoute } from '@tanstack/react-router';
import { StrainsPage } from '@/features/strains/StrainsPage';
import { readStrainsSearch, type StrainsSearch } from '@/domain/strain/strains-search';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/strains/')({
  // Only typed here: the lazily loaded page reads the search leniently (readStrainsSearch), out of the app's first load.
  validateSearch: (search: Record<string, unknown>) => search as StrainsSearch,
  loader: loadScreenStrings,
  component: StrainsRoute,
});

function StrainsRoute() {
  return <StrainsPage search={readStrainsSearch(Route.useSearch())} />;
}
