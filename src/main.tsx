// Boot: styles, i18n, router, service-worker registration and the session check.
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { NotFoundPage } from '@/features/errors/NotFoundPage';
import { initI18n } from '@/i18n/i18n';
import { verifySession } from '@/sync/session';
import { registerServiceWorker } from '@/ui/register-service-worker';
import { routeTree } from './routeTree.gen';
import './ui/global.css';

const router = createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

async function boot() {
  await initI18n();
  const container = document.getElementById('app');
  if (!container) throw new Error('The #app element is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  registerServiceWorker();
  verifySession().catch((error: unknown) => console.warn('Session check failed', error));
}

void boot();
