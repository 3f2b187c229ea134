// /brands-manager/products/edit/{id}: a product's editor; 0 is a new product, a negative id one made on this device.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseEntityId } from '@/domain/api/ids';
import { ProductEditor } from '@/features/brands-manager/ProductEditor';

export const Route = createFileRoute('/_default/brands-manager/products/edit/$id')({
  params: {
    parse: ({ id }: { id: string }) => {
      const parsed = id === '0' ? 0 : parseEntityId(id);
      if (parsed === null) throw notFound();
      return { id: parsed };
    },
    stringify: ({ id }: { id: number }) => ({ id: String(id) }),
  },
  component: ProductEditorRoute,
});

function ProductEditorRoute() {
  const { id } = Route.useParams();
  return <ProductEditor key={id} id={id} />;
}
