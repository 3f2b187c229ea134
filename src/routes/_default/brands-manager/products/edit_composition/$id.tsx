// /brands-manager/products/edit_composition/{id}: a saved product's composition editor.
import { createFileRoute } from '@tanstack/react-router';
import { editorIdParams } from '@/features/brands-manager/editor-id-params';
import { CompositionEditor } from '@/features/brands-manager/CompositionEditor';

export const Route = createFileRoute('/_default/brands-manager/products/edit_composition/$id')({
  params: editorIdParams,
  component: CompositionEditorRoute,
});

function CompositionEditorRoute() {
  const { id } = Route.useParams();
  return <CompositionEditor key={id} id={id} />;
}
