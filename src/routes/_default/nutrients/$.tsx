// A nutrient maker's page or one of its products' pages, with their tabs: /nutrients/{id}[/{tab} | /{id2}[/{tab}]].
import { createFileRoute } from '@tanstack/react-router';
import { CatalogueItemPage } from '@/features/catalogue/CatalogueItemPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/nutrients/$')({ loader: loadScreenStrings, component: ItemRoute });

function ItemRoute() {
  return <CatalogueItemPage place={{ section: 'nutrient', category: null }} rest={Route.useParams()._splat ?? ''} />;
}
