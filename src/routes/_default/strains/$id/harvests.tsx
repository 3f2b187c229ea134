// A strain's harvests tab: the shared catalogue tab of a product (a strain is a seed product).
import { createFileRoute } from '@tanstack/react-router';
import { ItemHarvestsTab } from '@/features/catalogue/ItemHarvestsTab';

export const Route = createFileRoute('/_default/strains/$id/harvests')({ component: StrainHarvestsTab });

function StrainHarvestsTab() {
  const { id } = Route.useParams();
  return <ItemHarvestsTab kind="product" id={id} />;
}
