// A piece of equipment's page (outside its maker's page frame): both ids must be positive integers, the category one of spec §2.
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { parseId } from '@/domain/ids';
import { isEquipmentCategory, type EquipmentCategory } from '@/domain/equipment';
import { ProductScreen } from '@/features/catalogue/ProductScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/$category/$id_/$id2')({
  beforeLoad: ({ params }) => {
    if (parseId(params.id) === null || parseId(params.id2) === null || !isEquipmentCategory(params.category)) throw notFound();
  },
  loader: loadScreenStrings,
  component: ProductRoute,
});

function ProductRoute() {
  const { category, id, id2 } = Route.useParams();
  return (
    <ProductScreen place={{ section: 'equipment', category: category as EquipmentCategory, id: Number(id) }} productId={Number(id2)}>
      <Outlet />
    </ProductScreen>
  );
}
