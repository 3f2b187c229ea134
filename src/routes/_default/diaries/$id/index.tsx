// A diary's index view: all its weeks, then the chart of their conditions.
import { createFileRoute } from '@tanstack/react-router';
import { DiaryWeeks } from '@/features/diaries/DiaryWeeks';
import { ConditionsChart } from '@/features/diary-chart/ConditionsChart';

export const Route = createFileRoute('/_default/diaries/$id/')({ component: DiaryIndex });

function DiaryIndex() {
  const { id } = Route.useParams();
  return <><DiaryWeeks diaryId={id} /><ConditionsChart diaryId={id} /></>;
}
