// /video/{id}: one short on its own page, with its comments (a positive id, else the not-found page).
import { createFileRoute } from '@tanstack/react-router';
import { VideoScreen } from '@/features/shorts/VideoScreen';
import { loadScreenStrings } from '@/i18n/i18n';
import { prefetch } from '@/sync/transport/prefetch';
import { serverIdParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/video/$id')({
  params: serverIdParams,
  loader: ({ params: { id } }) => {
    prefetch(`short:${id}`, () => import('@/features/shorts/shorts-store').then((store) => store.refreshShort(id)));
    return loadScreenStrings();
  },
  component: VideoRoute,
});

function VideoRoute() {
  const { id } = Route.useParams();
  return <VideoScreen key={id} id={id} />;
}
