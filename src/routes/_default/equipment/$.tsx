// /equipment and everything under it: the categories, makers and other equipment, or a page of a maker of other
// equipment (category 'equipment') or one of its products, with their tabs. One route keeps the app's first load small.
import { createFileRoute } from '@tanstack/react-router';
import { CatalogueItemPage } from '@/features/catalogue/CatalogueItemPage';
import { readListSearch } from '@/domain/catalogue/list-search';
import { EquipmentPage } from '@/features/catalogue/ListPages';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/equipment/$')({ loader: loadScreenStrings, component: EquipmentRoute });

function EquipmentRoute() {
  const rest = Route.useParams()._splat ?? '';
  // Read here rather than by validateSearch, which would ship in the app's first load.
  const search = readListSearch(Route.useSearch());
  return rest ? <CatalogueItemPage place={{ section: 'equipment', category: 'equipment' }} rest={rest} /> : <EquipmentPage search={search} />;
}
