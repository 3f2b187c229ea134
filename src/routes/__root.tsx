// The root route: every layout hangs below it; it owns the 404 and broken-page screens.
import { createRootRoute, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/errors/NotFoundPage';
import { PageErrorPage } from '@/app/errors/PageErrorPage';

export const Route = createRootRoute({
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: PageErrorPage,
});
