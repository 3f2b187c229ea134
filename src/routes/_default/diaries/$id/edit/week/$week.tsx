// Edit a growing week of a diary ({week} an id, or 'new' with ?faza=-1|0|1); else 404.
import { createFileRoute } from '@tanstack/react-router';
import { validateEditorSearch } from '@/features/week-editor/editor-params';
import { WeekEditor } from '@/features/week-editor/WeekEditor';
import { loadScreenStrings } from '@/i18n/i18n';
import { editedWeekParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/diaries/$id/edit/week/$week')({
  params: editedWeekParams,
  validateSearch: validateEditorSearch,
  loader: loadScreenStrings,
  component: EditWeekPage,
});

function EditWeekPage() {
  const { id, week } = Route.useParams();
  const { faza } = Route.useSearch();
  return <WeekEditor key={`${id}:${week}`} diaryId={id} week={week} kind="growing" faza={faza} />;
}
