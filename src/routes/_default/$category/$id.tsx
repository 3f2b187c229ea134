// An equipment maker's page under its category: its id must be a positive integer and the category one of spec §2, else the page does not exist.
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { parseId } from '@/domain/ids';
import { isEquipmentCategory, type EquipmentCategory } from '@/domain/equipment';
import { BrandScreen } from '@/features/catalogue/BrandScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/$category/$id')({
  beforeLoad: ({ params }) => {
    if (parseId(params.id) === null || !isEquipmentCategory(params.category)) throw notFound();
  },
  loader: loadScreenStrings,
  component: BrandRoute,
});

function BrandRoute() {
  const { category, id } = Route.useParams();
  return (
    <BrandScreen place={{ section: 'equipment', category: category as EquipmentCategory, id: Number(id) }}>
      <Outlet />
    </BrandScreen>
  );
}
