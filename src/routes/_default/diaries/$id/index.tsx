// A diary's index view: all its weeks, then the chart of their conditions, then its comments.
import { createFileRoute } from '@tanstack/react-router';
import { CommentThread } from '@/features/comments/CommentThread';
import { DiaryWeeks } from '@/features/diaries/DiaryWeeks';
import { useStoredDiary } from '@/features/diaries/use-diaries';
import { ConditionsChart } from '@/features/diary-chart/ConditionsChart';

export const Route = createFileRoute('/_default/diaries/$id/')({
  // The thread's first screen is read from the device while the diary loads (its code loads on demand).
  loader: ({ params: { id } }) => {
    if (import.meta.env.SSR) return;
    void import('@/features/comments/comment-store').then((store) => store.primeThread('diary', id, 'newest'));
  },
  component: DiaryIndex,
});

function DiaryIndex() {
  const { id } = Route.useParams();
  const diary = useStoredDiary(id);
  return <><DiaryWeeks diaryId={id} /><ConditionsChart diaryId={id} /><CommentThread type="diary" id={id} label={diary?.name} /></>;
}
