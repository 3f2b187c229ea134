// Edit a diary (login required): a server id, or the temporary (negative) id of one made offline; else 404.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseEntityId } from '@/domain/ids';
import { DiaryEditor } from '@/features/diary-editor/DiaryEditor';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/diaries/edit/$id')({
  beforeLoad: ({ params }) => {
    if (parseEntityId(params.id) === null) throw notFound();
  },
  loader: loadScreenStrings,
  component: EditDiaryPage,
});

function EditDiaryPage() {
  const { id } = Route.useParams();
  return <DiaryEditor key={id} diaryId={Number(id)} />;
}
