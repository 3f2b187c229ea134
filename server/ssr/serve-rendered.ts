// The answer of a navigation rendered on the server: the page's answers read, its tree rendered into the shell, the
// HTML streamed compressed. Only what a guest sees, whoever asks: a navigation carries no session.
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { resolveLocale } from '../../src/domain/page/locale';
import type { Database } from '../db/types';
import { pageAnswers } from './page-answers';
import type { StyleInliner } from './inline-styles';
import { codeAfterPaint } from './code-after-paint';
import { compressedStream, renderPageStream, type RenderPage } from './render-page';

/** The `ssr=off` cookie asks for the client-rendered shell (measuring both in one run: the bench). */
const SSR_OFF_COOKIE = /(?:^|;\s*)ssr=off(?:;|$)/;

/**
 * The page at `urlPath` rendered into `page` (the shell with its metadata and preloads), or null when it is rendered
 * on the client: the cookie asks so, no reader knows the path, or rendering failed (logged; the shell still works).
 * `notFound`: the path is no page or names nothing; the not-found page renders (404) and nothing is read.
 */
export async function serveRendered(
  db: Kysely<Database>,
  render: RenderPage,
  request: FastifyRequest,
  reply: FastifyReply,
  page: { html: string; urlPath: string; locale: string | undefined; notFound?: boolean; inlineStyles: StyleInliner; paintFirst: string | undefined },
): Promise<Readable | null> {
  if (SSR_OFF_COOKIE.test(request.headers.cookie ?? '')) return null;
  try {
    const query = request.url.indexOf('?');
    const answers = page.notFound ? new Map<string, unknown>() : await pageAnswers(db, decodeURI(page.urlPath), new URLSearchParams(query < 0 ? '' : request.url.slice(query + 1)), resolveLocale(page.locale, () => undefined));
    if (!answers) return null;
    // The route's own styles apply without JavaScript too, and no stylesheet request blocks the first paint; the app's
    // code is asked for once the page is painted.
    const styled = codeAfterPaint(page.inlineStyles(page.html), page.paintFirst);
    const url = query < 0 ? page.urlPath : `${page.urlPath}${request.url.slice(query)}`;
    const rendered = await renderPageStream(render, styled, url, page.locale, answers, page.notFound);
    if (!rendered) return null;
    // The HTML depends on the locale cookie; revalidated on every visit (no-cache), never kept by shared caches for long.
    reply.header('vary', 'cookie, accept-encoding');
    const zipped = compressedStream(rendered.body, request.headers['accept-encoding']);
    if (zipped.encoding) reply.header('content-encoding', zipped.encoding);
    reply.code(rendered.status);
    return zipped.body;
  } catch (error) {
    request.log.error(error);
    return null;
  }
}
