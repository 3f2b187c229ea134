// A diary: its id must be a positive integer, else the page does not exist.
import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { parseEntityId } from '@/domain/ids';
import { DiaryScreen } from '@/features/diaries/DiaryScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/diaries/$id')({
  beforeLoad: ({ params }) => {
    if (parseEntityId(params.id) === null) throw notFound();
  },
  loader: loadScreenStrings,
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
