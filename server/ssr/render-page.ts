// Server rendering of first visits (docs/server-rendering.md): the route's React tree rendered by the SSR build
// (<dist>-ssr/entry-server.js) into the shell with the answers the server read, and the answers written into the page
// for the client to hydrate with and store where a fetch would have. SSR=off (or no SSR build) leaves the shell as it was.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Writable, type Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { acceptedEncoding } from '../http/compression';
import { scriptSafeJson } from '../http/html-shell';

interface RenderedPage {
  status: number;
  stream: { pipe<W extends NodeJS.WritableStream>(destination: W): W; abort(reason?: unknown): void };
  allReady: Promise<void>;
}
export type RenderPage = (request: { url: string; locale: string | undefined; answers: ReadonlyMap<string, unknown>; notFound?: boolean }) => Promise<RenderedPage>;

/** Where the SSR build of a client build lives: beside it, never inside the folder served to browsers. */
export const ssrDirOf = (distDir: string) => `${distDir}-ssr`;

/** The renderer of the SSR build, or null when server rendering is off or not built. */
export async function loadServerRenderer(ssrDir: string): Promise<RenderPage | null> {
  const entry = path.join(ssrDir, 'entry-server.js');
  if (process.env.SSR === 'off' || !existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return module.renderPage;
}

/** The shell around the app's element: what comes before its content and what comes after. `data-ssr` tells the client
 * to hydrate, and "not-found" that the page is the not-found page whatever the path (src/app/main.tsx). */
export function splitShell(page: string, notFound = false): { head: string; tail: string } | null {
  const open = page.indexOf('<div id="app">');
  const close = page.indexOf('<noscript>');
  if (open < 0 || close < open) return null;
  const before = page.slice(0, open);
  const after = page.slice(close).replace(/<noscript>[\s\S]*?<\/noscript>/, '');
  return { head: `${before}<div id="app" data-ssr="${notFound ? 'not-found' : '1'}">`, tail: after };
}

/**
 * The page as a stream: the head once the shell has rendered (docs/server-rendering.md: sent before it, the diary's
 * blocking time grew), then the tree once every Suspense boundary has rendered (no inline scripts, which the Content
 * Security Policy refuses), the answers and the rest, in one piece.
 */
export async function renderPageStream(render: RenderPage, page: string, url: string, locale: string | undefined, answers: Map<string, unknown>, notFound = false): Promise<{ status: number; body: PassThrough } | null> {
  const shell = splitShell(page, notFound);
  if (!shell) return null;
  const rendered = await render({ url, locale, answers, notFound });
  const body = new PassThrough();
  body.write(shell.head);
  rendered.allReady.then(() => {
    // The tree goes out in one piece: a browser given part of it paints and lays out that part, then moves it when
    // the rest comes (the header's buttons shifted as its last items arrived).
    const tree: Buffer[] = [];
    rendered.stream.pipe(new Writable({
      write(chunk: Buffer, _encoding, done) {
        tree.push(chunk);
        done();
      },
      final(done) {
        body.end(Buffer.concat([...tree, Buffer.from(`</div><script type="application/json" id="gd-initial">${scriptSafeJson(Object.fromEntries(answers))}</script>${shell.tail}`)]));
        done();
      },
    }));
  }, (error: unknown) => {
    rendered.stream.abort(error);
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return { status: rendered.status, body };
}

/** The stream compressed for the request (brotli at a fast level, or gzip), each part flushed as it is written. */
export function compressedStream(body: Readable, acceptEncoding: string | undefined): { body: Readable; encoding: string | null } {
  const encoding = acceptedEncoding(acceptEncoding);
  if (!encoding) return { body, encoding: null };
  const zip = encoding === 'br'
    ? createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ flush: constants.Z_SYNC_FLUSH });
  body.on('error', (error) => zip.destroy(error));
  return { body: body.pipe(zip), encoding };
}
