// A strain's reviews tab: the shared catalogue tab of a product (a strain is a seed product).
import { createFileRoute } from '@tanstack/react-router';
import { ItemReviewsTab } from '@/features/catalogue/ItemReviewsTab';

export const Route = createFileRoute('/_default/strains/$id/reviews')({ component: StrainReviewsTab });

function StrainReviewsTab() {
  const { id } = Route.useParams();
  return <ItemReviewsTab kind="product" id={Number(id)} />;
}
