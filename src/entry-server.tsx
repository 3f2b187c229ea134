// Server rendering of a first visit (docs/server-rendering.md): the route's React tree rendered to a stream with
// the answers the server read for it (InitialAnswersContext) and an i18next instance of the request's own language.
// Built by `vite build --ssr src/entry-server.tsx` into dist-ssr/ and imported by server/ssr/render-page.ts; it never
// reads the database itself: the Fastify side reads through the services (server/ssr/answers/) and hands them in.
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import i18next, { type i18n } from 'i18next';
import { StrictMode } from 'react';
import { renderToPipeableStream, type PipeableStream } from 'react-dom/server';
import { InitialAnswersContext, type InitialAnswers } from '@/ui/initial-answers';
import { NotFoundPage } from '@/app/errors/NotFoundPage';
import { DEFAULT_LOCALE, resolveLocale } from '@/domain/page/locale';
import { i18nOptions, languageBundles, screenBundles } from '@/i18n/bundles';
import { I18nContext } from '@/i18n/use-translation';
import { routeTree } from '@/routeTree.gen';

/** Modules that call the global i18next directly (dates, error texts) get English on the server (docs/server-rendering.md). */
let globalReady: Promise<unknown> | null = null;
function initGlobalI18n() {
  globalReady ??= i18next.init({ ...i18nOptions(DEFAULT_LOCALE), initAsync: false })
    .then(() => screenBundles.en()).then((bundle) => i18next.addResourceBundle('en', 'translation', bundle.default, true, false));
  return globalReady;
}

/** One i18next instance per request, in the `locale` cookie's language, with the screen strings. */
async function requestI18n(requested: string | undefined): Promise<i18n> {
  const locale = resolveLocale(requested ?? DEFAULT_LOCALE, () => undefined);
  const instance = i18next.createInstance();
  await instance.init({ ...i18nOptions(locale), initAsync: false });
  instance.addResourceBundle('en', 'translation', (await screenBundles.en()).default, true, false);
  if (locale !== 'en' && locale !== 'en-tr') {
    instance.addResourceBundle(locale, 'translation', (await languageBundles[locale]()).default, true, true);
    instance.addResourceBundle(locale, 'translation', (await screenBundles[locale]()).default, true, false);
  }
  return instance;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The `locale` cookie. */
  locale: string | undefined;
  /** What the server read for the page, by prefetch key (`diary:12`). */
  answers: InitialAnswers;
  /** The server found no page or no item at this path: the not-found page renders, with status 404. */
  notFound?: boolean;
}

export interface RenderedPage {
  /** 404 when the router found no route or the route said notFound. */
  status: number;
  stream: PipeableStream;
  /** Settles when the whole tree has rendered (every Suspense boundary), or fails. */
  allReady: Promise<void>;
}

/** Renders the page; resolves once the shell (everything outside Suspense boundaries still waiting) is ready. */
export async function renderPage({ url, locale, answers, notFound: missing = false }: RenderRequest): Promise<RenderedPage> {
  await initGlobalI18n();
  const i18n = await requestI18n(locale);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [url] }),
    defaultNotFoundComponent: NotFoundPage,
    // Its inline script (ScriptOnce) would be refused by the Content Security Policy (script-src 'self') and then
    // stay in the DOM, which the client's first render does not have.
    scrollRestoration: false,
  });
  if (missing) router.update({ context: { notFoundPath: router.state.location.pathname } });
  await router.load();
  const notFound = missing || router.state.matches.some((match) => match.status === 'notFound' || ('globalNotFound' in match && match.globalNotFound === true));
  let markReady: () => void = () => undefined;
  let markFailed: (error: unknown) => void = () => undefined;
  const allReady = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  return await new Promise<RenderedPage>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <StrictMode>
        <I18nContext.Provider value={i18n}>
          <InitialAnswersContext.Provider value={answers}>
            <RouterProvider router={router} />
          </InitialAnswersContext.Provider>
        </I18nContext.Provider>
      </StrictMode>,
      {
        onShellReady: () => resolve({ status: notFound ? 404 : 200, stream, allReady }),
        onShellError: reject,
        onAllReady: () => markReady(),
        onError: (error) => {
          markFailed(error);
          console.error('SSR render error', error);
        },
      },
    );
  });
}
