// /grow-questions/edit/{id}: editing one's own grow question, by its server id or its temporary id made on this device.
import { createFileRoute } from '@tanstack/react-router';
import { QuestionEditor } from '@/features/questions/QuestionEditor';
import { loadScreenStrings } from '@/i18n/i18n';
import { entityIdParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/grow-questions/edit/$id')({
  params: entityIdParams,
  loader: loadScreenStrings,
  component: EditQuestionRoute,
});

function EditQuestionRoute() {
  const { id } = Route.useParams();
  return <QuestionEditor key={id} questionId={id} about={null} />;
}
