// Serves the built PWA from dist/ (the shell for every app route, with that page's metadata written in) and
// uploaded media from MEDIA_DIR (DATA_DIR/uploads by default).
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/types';
import { loadRoutePreloads, preloadTags } from './route-preloads';
import { renderShell, type PageMeta } from './html-shell';
import { DEFAULT_DESCRIPTION, routeMeta, type RouteMeta } from './page-meta';
import { pageTitle } from '../../src/domain/page/page-meta';
import { LOCALE_KEY } from '../../src/domain/page/locale';
import { loadServerRenderer, ssrDirOf } from '../ssr/render-page';
import { createStyleInliner } from '../ssr/inline-styles';
import { serveRendered } from '../ssr/serve-rendered';
import { servePhotoTwins } from './photo-twins';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const UPLOADS_PREFIX = '/uploads/';
const NO_CACHE = 'no-cache';
const ONE_HOUR = 'public, max-age=3600';
const NEVER_CACHED = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

/** The build manifest the app polls for a newer build: never stored by any cache. */
const BUILD_MANIFEST = 'builds/latest.json';

/** Cache policy of a built file: hashed assets forever, the shell and worker always revalidated, the build manifest never stored. */
function distCacheControl(distDir: string, file: string): string {
  const relative = path.relative(distDir, file).split(path.sep).join('/');
  if (relative === BUILD_MANIFEST) return 'no-store';
  if (relative.startsWith('assets/')) return IMMUTABLE;
  const name = path.basename(file);
  if (NEVER_CACHED.has(name) || name.endsWith('.webmanifest')) return NO_CACHE;
  return ONE_HOUR;
}

/** True for paths the client router owns: not the API, not media, not build manifests (a missing one answers 404). */
function isAppRoute(urlPath: string): boolean {
  return !(urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/uploads/') || urlPath.startsWith('/builds/'));
}

/** Folders under uploads that are never served: unfinished tus uploads and data exports waiting to be imported. */
const PRIVATE_UPLOAD_FOLDERS = ['tus', 'imports'];

function isPrivateUpload(pathName: string): boolean {
  const normalized = path.posix.normalize(`/${pathName}`);
  return PRIVATE_UPLOAD_FOLDERS.some((folder) => normalized === `/${folder}` || normalized.startsWith(`/${folder}/`));
}

/** The head of a page that does not exist: never indexed, its canonical the path asked for. */
function notFoundMeta(request: FastifyRequest, urlPath: string): PageMeta {
  const canonical = new URL(urlPath, `${request.protocol}://${request.host}`).toString();
  return { title: pageTitle('Page not found'), description: DEFAULT_DESCRIPTION, canonical, type: 'website', noindex: true };
}

/** The visitor's chosen locale in the Cookie header (src/i18n/i18n.ts writes it). */
const LOCALE_COOKIE = new RegExp(`(?:^|;\\s*)${LOCALE_KEY}=([^;]*)`);

export async function installStaticFiles(app: FastifyInstance, db: Kysely<Database>, distDir: string, uploadsDir: string): Promise<void> {
  const shellPath = path.join(distDir, 'index.html');
  const shell = existsSync(shellPath) ? readFileSync(shellPath, 'utf8') : null;
  const { preloads: routePreloads, isPage, paintFirst } = loadRoutePreloads(distDir);
  const renderPage = shell !== null ? await loadServerRenderer(ssrDirOf(distDir)) : null;
  const inlineStyles = createStyleInliner(distDir);
  if (shell !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      // `/` gets the shell with its metadata below, like every other app route.
      index: false,
      // Built files have .br and .gz twins (http/compression.ts), sent to browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', distCacheControl(distDir, file));
      },
    });
  }
  mkdirSync(uploadsDir, { recursive: true });
  // In a scope of their own: the photo sizes' WebP twins take over their JPEGs' requests there.
  await app.register(async (uploads) => {
    servePhotoTwins(uploads, uploadsDir, UPLOADS_PREFIX, (pathName) => !isPrivateUpload(pathName));
    await uploads.register(fastifyStatic, {
      root: uploadsDir,
      prefix: UPLOADS_PREFIX,
      decorateReply: false,
      cacheControl: false,
      // Unfinished video uploads (uploads/tus/) and exports waiting to be imported (uploads/imports/) are never served.
      allowedPath: (pathName) => !isPrivateUpload(pathName),
      // Upload file names are unique per content, so they never change. Range requests work (video seeking).
      setHeaders: (res) => {
        res.setHeader('cache-control', IMMUTABLE);
      },
    });
  });

  /** The page's metadata; null when it cannot be read (metadata is a bonus: the plain shell still works, and a crawler
   * never sees an error page). */
  async function readRouteMeta(request: FastifyRequest, urlPath: string): Promise<RouteMeta | null> {
    try {
      const search = new URLSearchParams(request.url.split('?')[1] ?? '');
      return await routeMeta(db, decodeURI(urlPath), `${request.protocol}://${request.host}`, search);
    } catch (error) {
      request.log.error(error);
      return null;
    }
  }

  /** The shell with the page's metadata; a 404 for a path that is no page, or a diary or week that does not exist. */
  async function serveShell(request: FastifyRequest, reply: FastifyReply, urlPath: string, template: string) {
    const route: RouteMeta | null = isPage(urlPath) ? await readRouteMeta(request, urlPath) : { found: false };
    reply.header('cache-control', NO_CACHE).type('text/html; charset=utf-8');
    const locale = LOCALE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
    if (route && !route.found) {
      // The not-found page, rendered on the server for people and crawlers alike (or by the client router when not).
      reply.code(404);
      const missing = renderShell(template, notFoundMeta(request, urlPath));
      return (renderPage && await serveRendered(db, renderPage, request, reply, { html: missing, urlPath, locale, notFound: true, inlineStyles, paintFirst })) ?? missing;
    }
    const page = route ? renderShell(template, route.meta) : template;
    // The page's own code is fetched at once, not import by import (a round trip each).
    const preloads = preloadTags(routePreloads(urlPath, locale));
    const withPreloads = preloads ? page.replace('</head>', () => `    ${preloads}\n  </head>`) : page;
    if (renderPage && route) {
      const rendered = await serveRendered(db, renderPage, request, reply, { html: withPreloads, urlPath, locale, inlineStyles, paintFirst });
      if (rendered) return rendered;
    }
    return withPreloads;
  }

  if (shell !== null) app.get('/', (request, reply) => serveShell(request, reply, '/', shell));

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (shell !== null && (request.method === 'GET' || request.method === 'HEAD') && isAppRoute(urlPath)) {
      return serveShell(request, reply, urlPath, shell);
    }
    return reply.code(404).send({ error: 'not_found', message: `Page not found: ${urlPath}` });
  });
}
