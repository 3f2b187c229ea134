// /strains: the strain catalogue, its filters and page in the URL search.
import { createFileRoute } from '@tanstack/react-router';
import { StrainsPage } from '@/features/strains/StrainsPage';
import { readStrainsSearch } from '@/features/strains/strains-search';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/strains/')({
  validateSearch: readStrainsSearch,
  loader: loadScreenStrings,
  component: StrainsRoute,
});

function StrainsRoute() {
  return <StrainsPage search={Route.useSearch()} />;
}
