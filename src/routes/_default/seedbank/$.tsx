// A breeder's page or one of its products' pages, with their tabs: /seedbank/{id}[/{tab} | /{id2}[/{tab}]].
import { createFileRoute } from '@tanstack/react-router';
import { CatalogueItemPage } from '@/features/catalogue/CatalogueItemPage';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/seedbank/$')({ loader: loadScreenStrings, component: ItemRoute });

function ItemRoute() {
  return <CatalogueItemPage place={{ section: 'seed', category: null }} rest={Route.useParams()._splat ?? ''} />;
}
