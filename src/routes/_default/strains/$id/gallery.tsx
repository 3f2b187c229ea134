// A strain's gallery tab: the shared catalogue tab of a product (a strain is a seed product).
import { createFileRoute } from '@tanstack/react-router';
import { ItemGalleryTab } from '@/features/catalogue/ItemGalleryTab';

export const Route = createFileRoute('/_default/strains/$id/gallery')({ component: StrainGalleryTab });

function StrainGalleryTab() {
  const { id } = Route.useParams();
  return <ItemGalleryTab kind="product" id={id} />;
}
