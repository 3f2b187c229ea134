// The root route: every layout hangs below it; it owns the 404 and broken-page screens.
import { createRootRouteWithContext, notFound, Outlet } from '@tanstack/react-router';
import { NotFoundPage } from '@/app/errors/NotFoundPage';
import { PageErrorPage } from '@/app/errors/PageErrorPage';

export interface RouterContext {
  /** The path the server answered 404 with its not-found page (docs/server-rendering.md): that page renders for it on
   * the server and when the client hydrates it, whatever route the path would match. */
  notFoundPath?: string;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ context, location }) => {
    if (context.notFoundPath === location.pathname) throw notFound();
  },
  component: Outlet,
  notFoundComponent: NotFoundPage,
  errorComponent: PageErrorPage,
});
