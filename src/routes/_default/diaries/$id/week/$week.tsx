// One week of a diary.
import { createFileRoute, notFound } from '@tanstack/react-router';
import { parseEntityId } from '@/domain/ids';
import { WeekDetail } from '@/features/diaries/WeekDetail';

export const Route = createFileRoute('/_default/diaries/$id/week/$week')({
  beforeLoad: ({ params }) => {
    if (parseEntityId(params.week) === null) throw notFound();
  },
  component: WeekRoute,
});

function WeekRoute() {
  const { id, week } = Route.useParams();
  return <WeekDetail diaryId={Number(id)} weekId={Number(week)} />;
}
