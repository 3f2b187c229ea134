// One week of a diary.
import { createFileRoute } from '@tanstack/react-router';
import { WeekDetail } from '@/features/diaries/WeekDetail';
import { weekIdParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/diaries/$id/week/$week')({
  params: weekIdParams,
  component: WeekRoute,
});

function WeekRoute() {
  const { id, week } = Route.useParams();
  return <WeekDetail diaryId={id} weekId={week} />;
}
