// A diary: its id must be a positive integer, else the page does not exist.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { DiaryScreen } from '@/features/diaries/DiaryScreen';
import { loadScreenStrings } from '@/i18n/i18n';
import { prefetch } from '@/sync/transport/prefetch';
import { entityIdParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/diaries/$id')({
  params: entityIdParams,
  // The diary is asked for while the screen's code and strings load, not after its first render (a diary made on
  // this device, with a negative id, has no server copy yet).
  loader: ({ params: { id } }) => {
    // On the server the page's answers are read by the server itself (server/http/ssr.ts), never through the API client.
    if (id > 0 && !import.meta.env.SSR) prefetch(`diary:${id}`, () => import('@/features/diaries/diary-page-store').then((diaries) => diaries.refreshDiary(id)));
    return loadScreenStrings();
  },
  component: DiaryRoute,
});

function DiaryRoute() {
  const { id } = Route.useParams();
  return (
    <DiaryScreen id={id}>
      <Outlet />
    </DiaryScreen>
  );
}
