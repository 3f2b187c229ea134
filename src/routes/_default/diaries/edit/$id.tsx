// Edit a diary (login required): a server id, or the temporary (negative) id of one made offline; else 404.
import { createFileRoute } from '@tanstack/react-router';
import { DiaryEditor } from '@/features/diary-editor/DiaryEditor';
import { loadScreenStrings } from '@/i18n/i18n';
import { entityIdParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/diaries/edit/$id')({
  params: entityIdParams,
  loader: loadScreenStrings,
  component: EditDiaryPage,
});

function EditDiaryPage() {
  const { id } = Route.useParams();
  return <DiaryEditor key={id} diaryId={id} />;
}
