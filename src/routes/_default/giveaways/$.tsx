// Every page under /giveaways/: the archive of winners (archive) and one giveaway ({link}). One splat route, read by
// the lazily loaded GiveawayPage, so no giveaway code ships in the first load; a giveaway is asked for while the
// screen's code and strings load.
import { createFileRoute } from '@tanstack/react-router';
import { GiveawayPage } from '@/features/giveaways/GiveawayPage';
import { loadScreenStrings } from '@/i18n/i18n';
import { prefetch } from '@/sync/transport/prefetch';

export const Route = createFileRoute('/_default/giveaways/$')({
  loader: ({ params: { _splat = '' } }) => {
    if (_splat !== 'archive' && !import.meta.env.SSR) prefetch(`giveaway:${_splat}`, () => import('@/features/giveaways/giveaway-store').then((store) => store.refreshGiveaway(_splat)));
    return loadScreenStrings();
  },
  component: GiveawaysRoute,
});

function GiveawaysRoute() {
  const { _splat } = Route.useParams();
  return <GiveawayPage splat={_splat ?? ''} />;
}
