// Edit the harvest week of a diary ({week} an id, or 'new'); else 404.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseWeekParam } from '@/features/week-editor/editor-params';
import { WeekEditor } from '@/features/week-editor/WeekEditor';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/diaries/$id/edit/smoke/$week')({
  beforeLoad: ({ params }) => {
    if (parseWeekParam(params.week) === null) throw notFound();
  },
  loader: loadScreenStrings,
  component: EditHarvestPage,
});

function EditHarvestPage() {
  const { id, week } = Route.useParams();
  return <WeekEditor key={`${id}:${week}`} diaryId={Number(id)} week={parseWeekParam(week)!} kind="harvest" />;
}
