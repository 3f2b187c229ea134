// /seedbank: breeders, filtered by name, ordered and paged in the address.
import { createFileRoute } from '@tanstack/react-router';
import { readListSearch } from '@/features/catalogue/list-search';
import { BrandListPage } from '@/features/catalogue/ListPages';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/seedbank/')({
  validateSearch: readListSearch,
  loader: loadScreenStrings,
  component: SeedbankRoute,
});

function SeedbankRoute() {
  return <BrandListPage list="seedbank" section="seed" search={Route.useSearch()} />;
}
