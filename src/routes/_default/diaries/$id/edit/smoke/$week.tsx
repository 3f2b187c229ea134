// Edit the harvest week of a diary ({week} an id, or 'new'); else 404.
import { createFileRoute } from '@tanstack/react-router';
import { WeekEditor } from '@/features/week-editor/WeekEditor';
import { loadScreenStrings } from '@/i18n/i18n';
import { editedWeekParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/diaries/$id/edit/smoke/$week')({
  params: editedWeekParams,
  loader: loadScreenStrings,
  component: EditHarvestPage,
});

function EditHarvestPage() {
  const { id, week } = Route.useParams();
  return <WeekEditor key={`${id}:${week}`} diaryId={id} week={week} kind="harvest" />;
}
