// A diary: its id must be a positive integer, else the page does not exist.
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { parseId } from '@/domain/ids';
import { DiaryScreen } from '@/features/diaries/DiaryScreen';

export const Route = createFileRoute('/_default/diaries/$id')({
  beforeLoad: ({ params }) => {
    if (parseId(params.id) === null) throw notFound();
  },
  component: DiaryRoute,
});

function DiaryRoute() {
  const { id } = Route.useParams();
  return (
    <DiaryScreen id={Number(id)}>
      <Outlet />
    </DiaryScreen>
  );
}
