// /{category}: an equipment category's makers and products; any other first segment is a page that does not exist.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isEquipmentCategory } from '@/domain/equipment';
import { readListSearch } from '@/features/catalogue/list-search';
import { CategoryPage } from '@/features/catalogue/ListPages';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/$category/')({
  beforeLoad: ({ params }) => {
    if (!isEquipmentCategory(params.category) || params.category === 'equipment') throw notFound();
  },
  validateSearch: readListSearch,
  loader: loadScreenStrings,
  component: CategoryRoute,
});

function CategoryRoute() {
  const { category } = Route.useParams();
  const search = Route.useSearch();
  return isEquipmentCategory(category) ? <CategoryPage category={category} search={search} /> : null;
}
