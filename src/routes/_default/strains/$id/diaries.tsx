// A strain's diaries tab: the shared catalogue tab of a product (a strain is a seed product).
import { createFileRoute } from '@tanstack/react-router';
import { ItemDiariesTab } from '@/features/catalogue/ItemDiariesTab';

export const Route = createFileRoute('/_default/strains/$id/diaries')({ component: StrainDiariesTab });

function StrainDiariesTab() {
  const { id } = Route.useParams();
  return <ItemDiariesTab kind="product" id={id} />;
}
