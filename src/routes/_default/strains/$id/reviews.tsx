// A strain's reviews tab: the product reviews of the strain, with the grower's own review form (a strain is a seed product).
import { createFileRoute } from '@tanstack/react-router';
import { ProductReviews } from '@/features/catalogue/ProductTabs';
import { useStrain } from '@/features/strains/strain-context';

export const Route = createFileRoute('/_default/strains/$id/reviews')({ component: StrainReviewsTab });

function StrainReviewsTab() {
  const strain = useStrain();
  return <ProductReviews id={strain.id} name={strain.name} brandName={strain.brand_name} />;
}
