// A strain's tabs after its index (diaries, gallery, growers, reviews, harvests, products) and its family tree, as one
// route: each tab costs the first load of / nothing but its name (any other name is the not-found page).
import { createFileRoute } from '@tanstack/react-router';
import { STRAIN_TAB_SEGMENTS } from '@/domain/strain/strain-pages';
import { ItemDiariesTab } from '@/features/catalogue/ItemDiariesTab';
import { ItemGalleryTab } from '@/features/catalogue/ItemGalleryTab';
import { ItemGrowersTab } from '@/features/catalogue/ItemGrowersTab';
import { ItemHarvestsTab } from '@/features/catalogue/ItemHarvestsTab';
import { ProductReviews } from '@/features/catalogue/ProductTabs';
import { useStrain } from '@/features/strains/strain-context';
import { StrainProductsTab } from '@/features/strains/StrainProductsTab';
import { StrainTreeTab } from '@/features/strains/StrainTreeTab';
import { oneOfParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/strains/$id/$tab')({
  params: oneOfParams('tab', STRAIN_TAB_SEGMENTS),
  component: StrainTabRoute,
});

function StrainReviewsTab() {
  const strain = useStrain();
  return <ProductReviews id={strain.id} name={strain.name} brandName={strain.brand_name} />;
}

function StrainTabRoute() {
  const { id, tab } = Route.useParams();
  switch (tab) {
    case 'diaries': return <ItemDiariesTab kind="product" id={id} />;
    case 'gallery': return <ItemGalleryTab kind="product" id={id} />;
    case 'growers': return <ItemGrowersTab kind="product" id={id} />;
    case 'harvests': return <ItemHarvestsTab kind="product" id={id} />;
    case 'reviews': return <StrainReviewsTab />;
    case 'products': return <StrainProductsTab />;
    case 'sys-tree': return <StrainTreeTab />;
  }
}
