// /shorts/{id}: the feed opened at one short (a positive id, else the not-found page).
import { createFileRoute } from '@tanstack/react-router';
import { ShortsFeedAt } from '@/features/shorts/ShortsFeed';
import { loadScreenStrings } from '@/i18n/i18n';
import { prefetch } from '@/sync/transport/prefetch';
import { serverIdParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/shorts/$id')({
  params: serverIdParams,
  // The short is asked for while the screen's code and strings load.
  loader: ({ params: { id } }) => {
    prefetch(`short:${id}`, () => import('@/features/shorts/shorts-store').then((store) => store.refreshShort(id)));
    return loadScreenStrings();
  },
  component: ShortRoute,
});

function ShortRoute() {
  const { id } = Route.useParams();
  return <ShortsFeedAt key={id} id={id} />;
}
