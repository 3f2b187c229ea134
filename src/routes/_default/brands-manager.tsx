// The brand manager area (sign-in needed; a grower who manages no brand sees the 403 page): its tabs render inside the frame.
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { BrandsManagerScreen } from '@/features/brands-manager/BrandsManagerScreen';
import { loadScreenStrings } from '@/i18n/i18n';

export const Route = createFileRoute('/_default/brands-manager')({
  loader: () => loadScreenStrings(),
  component: BrandsManagerRoute,
});

function BrandsManagerRoute() {
  return (
    <BrandsManagerScreen>
      <Outlet />
    </BrandsManagerScreen>
  );
}
