// A nutrient's page (outside its maker's page frame): both ids must be positive integers.
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { parseId } from '@/domain/ids';
import { ProductScreen } from '@/features/catalogue/ProductScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/nutrients/$id_/$id2')({
  beforeLoad: ({ params }) => {
    if (parseId(params.id) === null || parseId(params.id2) === null) throw notFound();
  },
  loader: loadScreenStrings,
  component: ProductRoute,
});

function ProductRoute() {
  const { id, id2 } = Route.useParams();
  return (
    <ProductScreen place={{ section: 'nutrient', category: null, id: Number(id) }} productId={Number(id2)}>
      <Outlet />
    </ProductScreen>
  );
}
