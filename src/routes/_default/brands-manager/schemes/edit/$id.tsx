// /brands-manager/schemes/edit/{id}: a nutrient scheme's feeding table editor; 0 is a new scheme, a negative id one made on this device.
import { createFileRoute } from '@tanstack/react-router';
import { editorIdParams } from '@/features/brands-manager/editor-id-params';
import { SchemeEditor } from '@/features/brands-manager/SchemeEditor';

export const Route = createFileRoute('/_default/brands-manager/schemes/edit/$id')({
  params: editorIdParams,
  component: SchemeEditorRoute,
});

function SchemeEditorRoute() {
  const { id } = Route.useParams();
  return <SchemeEditor key={id} id={id} />;
}
