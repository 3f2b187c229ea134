// /{category} and everything under it: an equipment category's makers and products, or a maker's page or one of its
// products' pages with their tabs; a first segment that is no category is a page that does not exist.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isEquipmentCategory } from '@/domain/catalogue/equipment';
import { CatalogueItemPage } from '@/features/catalogue/CatalogueItemPage';
import { readListSearch } from '@/domain/catalogue/list-search';
import { CategoryPage } from '@/features/catalogue/ListPages';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/$category/$')({
  beforeLoad: ({ params }) => {
    if (!isEquipmentCategory(params.category)) throw notFound();
  },
  loader: loadScreenStrings,
  component: CategoryRoute,
});

function CategoryRoute() {
  const { category, _splat: rest } = Route.useParams();
  // Read here rather than by validateSearch, which would ship in the app's first load.
  const search = readListSearch(Route.useSearch());
  if (!isEquipmentCategory(category)) return null;
  return rest ? <CatalogueItemPage place={{ section: 'equipment', category }} rest={rest} /> : <CategoryPage category={category} search={search} />;
}
