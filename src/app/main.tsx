// Boot: styles, i18n, router, service-worker registration and the session check.
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { InitialAnswersContext, readInitialAnswers } from '@/ui/initial-answers';
import { loadWhenOnline } from '@/ui/lazy-when-online';
import { handOverInitialAnswers } from './initial-answers-handover';
import { NotFoundPage } from './errors/NotFoundPage';
import { HYDRATING_EVENT } from './paint-first-code';
import { i18next, initI18n } from '@/i18n/i18n';
import { warmNumberFormat } from '@/domain/page/intl-formats';
import { loadLiveDatabase } from '@/db/load-database';
import { countQueuedWork } from '@/sync/outbox/queued-work';
import { requestSync } from '@/sync/outbox/request-sync';
import { getIdentity, signedInByMirror } from '@/sync/transport/identity';
import { pendingRevocations } from '@/sync/transport/pending-revocations';
import { listenToServiceWorker } from './register-service-worker';
import { yieldToMain } from './yield-to-main';
import { routeTree } from '@/routeTree.gen';
import '@/ui/global.css';
import { applyTheme, storedTheme } from '@/ui/theme';

/** The app's router. Made in boot, after the modules' evaluation: building the route table is a long piece of a
 * phone's start, and in a task of its own it blocks a tap for less. */
const makeRouter = () => createRouter({
  routeTree,
  defaultPreload: 'intent',
  defaultNotFoundComponent: NotFoundPage,
  scrollRestoration: true,
});
type AppRouter = ReturnType<typeof makeRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

/** Work queued in an earlier visit leaves now; the engine's code loads only when something waits (or is queued later). */
async function sendWorkLeftQueued(): Promise<void> {
  if ((await countQueuedWork()) === 0) return;
  await requestSync();
}

/** The stored session is checked, and sign-outs made offline are sent, at start; their code loads only when there is one. */
async function checkSession(): Promise<void> {
  if (!(await getIdentity()).token && pendingRevocations().length === 0) return;
  const { verifySession } = await import('@/sync/transport/session');
  await verifySession();
}

// The grower's theme before the first render, so a dark choice never flashes light.
if (storedTheme() !== 'system') applyTheme(storedTheme());

async function boot(): Promise<AppRouter> {
  const container = document.getElementById('app');
  if (!container) throw new Error('The #app element is missing from index.html');
  // The shell's first render reads the device's data: the database's code loads beside the strings (a failure is met
  // again by the first read). A page rendered on the server hydrates without it; its hand-over loads it.
  if (!container.dataset.ssr) loadLiveDatabase().catch(() => undefined);
  await initI18n();
  await yieldToMain();
  const router = makeRouter();
  const answers = readInitialAnswers();
  const app = (
    <StrictMode>
      <InitialAnswersContext.Provider value={answers}>
        <RouterProvider router={router} />
      </InitialAnswersContext.Provider>
    </StrictMode>
  );
  if (container.dataset.ssr) {
    // Rendered on the server: the routes' code, loaders and strings are ready before the first render, which must
    // match the server's HTML.
    handOverInitialAnswers(answers, signedInByMirror());
    // What TanStack's own hydrate() sets: the root match and the matches render without the Suspense boundaries a
    // client-only router adds, as on the server (@tanstack/react-router Match.js canWrapInSuspense, Matches.js).
    router.ssr = { manifest: undefined };
    // The server answered 404 with the not-found page: the router renders it for this path too (routes/__root.tsx).
    if (container.dataset.ssr === 'not-found') router.update({ context: { notFoundPath: router.state.location.pathname } });
    // The page is painted and readable: its start is cut into tasks, so none blocks a tap for long.
    await yieldToMain();
    await router.load();
    await yieldToMain();
    // The language's number data load once, here, rather than inside the first component that formats one.
    warmNumberFormat(i18next.language);
    await yieldToMain();
    // In a transition, hydration yields to the browser every few milliseconds instead of being one long task: the page
    // is already painted and readable, and a tap meanwhile is handled first.
    startTransition(() => {
      // Taps and typing so far were held by the page's loader (early-input.ts); from here React hears them itself.
      document.dispatchEvent(new Event(HYDRATING_EVENT));
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration error', error) });
    });
  } else {
    createRoot(container).render(app);
  }
  listenToServiceWorker();
  void sendWorkLeftQueued();
  checkSession().catch((error: unknown) => console.warn('Session check failed', error));
  return router;
}

const booted = boot();

// The service worker's registration, ads, update checks and the chunk-error reload start 3 s after load, when idle:
// never part of the first load (offline by then, once the connection returns).
const startIdleParts = () => setTimeout(() => (self.requestIdleCallback ?? setTimeout)(() => void loadWhenOnline(() => import('./idle-start')).then(async (m) => m.startWhenIdle(await booted))), 3000);
// A page rendered on the server loads this code once the reader does something, often after its load event.
if (document.readyState === 'complete') startIdleParts();
else addEventListener('load', startIdleParts, { once: true });
