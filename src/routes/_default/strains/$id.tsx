// A strain: its id must be a positive integer, else the page does not exist; the tabs render inside its frame.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { StrainScreen } from '@/features/strains/StrainScreen';
import { loadScreenStrings } from '@/i18n/i18n';
import { prefetch } from '@/sync/transport/prefetch';
import { serverIdParams } from '@/routes/-params';

export const Route = createFileRoute('/_default/strains/$id')({
  params: serverIdParams,
  // The strain is asked for while the screen's code and strings load, not after its first render.
  loader: ({ params: { id } }) => {
    if (!import.meta.env.SSR) prefetch(`strain:${id}`, () => import('@/features/strains/strain-store').then((strains) => strains.fetchStrain(id)));
    return loadScreenStrings();
  },
  component: StrainRoute,
});

function StrainRoute() {
  const { id } = Route.useParams();
  return (
    <StrainScreen id={id}>
      <Outlet />
    </StrainScreen>
  );
}
