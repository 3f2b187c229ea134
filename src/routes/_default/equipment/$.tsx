// A maker of other equipment (category 'equipment') or one of its products, with their tabs: /equipment/{id}[/...].
import { createFileRoute } from '@tanstack/react-router';
import { CatalogueItemPage } from '@/features/catalogue/CatalogueItemPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/equipment/$')({ loader: loadScreenStrings, component: ItemRoute });

function ItemRoute() {
  return <CatalogueItemPage place={{ section: 'equipment', category: 'equipment' }} rest={Route.useParams()._splat ?? ''} />;
}
