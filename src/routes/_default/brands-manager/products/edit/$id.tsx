// /brands-manager/products/edit/{id}: a product's editor; 0 is a new product, a negative id one made on this device.
import { createFileRoute } from '@tanstack/react-router';
import { editorIdParams } from '@/features/brands-manager/editor-id-params';
import { ProductEditor } from '@/features/brands-manager/ProductEditor';

export const Route = createFileRoute('/_default/brands-manager/products/edit/$id')({
  params: editorIdParams,
  component: ProductEditorRoute,
});

function ProductEditorRoute() {
  const { id } = Route.useParams();
  return <ProductEditor key={id} id={id} />;
}
