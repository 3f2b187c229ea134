// /brands-manager/newsletters/edit/{id}: a newsletter draft's editor; 0 is a new one, a negative id one made on this device.
import { createFileRoute } from '@tanstack/react-router';
import { editorIdParams } from '@/features/brands-manager/editor-id-params';
import { NewsletterEditor } from '@/features/brands-manager/NewsletterEditor';

export const Route = createFileRoute('/_default/brands-manager/newsletters/edit/$id')({
  params: editorIdParams,
  component: NewsletterEditorRoute,
});

function NewsletterEditorRoute() {
  const { id } = Route.useParams();
  return <NewsletterEditor key={id} id={id} />;
}
