// A strain's growers tab: the shared catalogue tab of a product (a strain is a seed product).
import { createFileRoute } from '@tanstack/react-router';
import { ItemGrowersTab } from '@/features/catalogue/ItemGrowersTab';

export const Route = createFileRoute('/_default/strains/$id/growers')({ component: StrainGrowersTab });

function StrainGrowersTab() {
  const { id } = Route.useParams();
  return <ItemGrowersTab kind="product" id={id} />;
}
