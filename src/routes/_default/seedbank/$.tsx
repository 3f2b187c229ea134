// /seedbank and everything under it: the list (filtered, ordered and paged in the address), a brand's page or one of
// its products' pages with their tabs ({id}[/{tab} | /{id2}[/{tab}]]). One route keeps the app's first load small.
import { createFileRoute } from '@tanstack/react-router';
import { CatalogueItemPage } from '@/features/catalogue/CatalogueItemPage';
import { readListSearch } from '@/domain/catalogue/list-search';
import { BrandListPage } from '@/features/catalogue/ListPages';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/seedbank/$')({ loader: loadScreenStrings, component: SectionRoute });

function SectionRoute() {
  const rest = Route.useParams()._splat ?? '';
  // Read here rather than by validateSearch, which would ship in the app's first load.
  const search = readListSearch(Route.useSearch());
  return rest ? <CatalogueItemPage place={{ section: 'seed', category: null }} rest={rest} /> : <BrandListPage list="seedbank" section="seed" search={search} />;
}
