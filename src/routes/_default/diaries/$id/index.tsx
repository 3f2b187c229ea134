// A diary's index view: all its weeks.
import { createFileRoute } from '@tanstack/react-router';
import { DiaryWeeks } from '@/features/diaries/DiaryWeeks';

export const Route = createFileRoute('/_default/diaries/$id/')({ component: DiaryIndex });

function DiaryIndex() {
  const { id } = Route.useParams();
  return <DiaryWeeks diaryId={Number(id)} />;
}
