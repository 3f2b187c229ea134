// An equipment maker's page under its category, or one of its products, with their tabs: /{category}/{id}[/...].
import { createFileRoute, notFound } from '@tanstack/react-router';
import { isEquipmentCategory } from '@/domain/equipment';
import { CatalogueItemPage } from '@/features/catalogue/CatalogueItemPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/$category/$')({
  beforeLoad: ({ params }) => {
    if (!isEquipmentCategory(params.category)) throw notFound();
  },
  loader: loadScreenStrings,
  component: ItemRoute,
});

function ItemRoute() {
  const { category, _splat } = Route.useParams();
  return isEquipmentCategory(category) ? <CatalogueItemPage place={{ section: 'equipment', category }} rest={_splat ?? ''} /> : null;
}
