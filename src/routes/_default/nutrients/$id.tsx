// A nutrient maker's page: its id must be a positive integer, else the page does not exist.
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { parseId } from '@/domain/ids';
import { BrandScreen } from '@/features/catalogue/BrandScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/nutrients/$id')({
  beforeLoad: ({ params }) => {
    if (parseId(params.id) === null) throw notFound();
  },
  loader: loadScreenStrings,
  component: BrandRoute,
});

function BrandRoute() {
  const { id } = Route.useParams();
  return (
    <BrandScreen place={{ section: 'nutrient', category: null, id: Number(id) }}>
      <Outlet />
    </BrandScreen>
  );
}
