// Serves the built PWA from dist/ (with the SPA fallback) and uploaded media from DATA_DIR/uploads.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';
const ONE_HOUR = 'public, max-age=3600';
const NEVER_CACHED = new Set(['index.html', 'sw.js', 'manifest.webmanifest']);

/** Cache policy of a built file: hashed assets forever, the shell and worker always revalidated. */
function distCacheControl(distDir: string, file: string): string {
  const relative = path.relative(distDir, file).split(path.sep).join('/');
  if (relative.startsWith('assets/')) return IMMUTABLE;
  const name = path.basename(file);
  if (NEVER_CACHED.has(name) || name.endsWith('.webmanifest')) return NO_CACHE;
  return ONE_HOUR;
}

/** True for paths the client router owns: not the API, not media. */
function isAppRoute(urlPath: string): boolean {
  return !(urlPath === '/api' || urlPath.startsWith('/api/') || urlPath.startsWith('/uploads/'));
}

/** Paths under uploads that are not public: the tus working folder. */
function isPrivateUpload(pathName: string): boolean {
  const normalized = path.posix.normalize(`/${pathName}`);
  return normalized === '/tus' || normalized.startsWith('/tus/');
}

export async function installStaticFiles(app: FastifyInstance, distDir: string, uploadsDir: string): Promise<void> {
  const hasShell = existsSync(path.join(distDir, 'index.html'));
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      cacheControl: false,
      setHeaders: (res, file) => {
        res.setHeader('cache-control', distCacheControl(distDir, file));
      },
    });
  }
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    // Unfinished video uploads (uploads/tus/, see routes/video-uploads.ts) are never served.
    allowedPath: (pathName) => !isPrivateUpload(pathName),
    // Upload file names are unique per content, so they never change. Range requests work (video seeking).
    setHeaders: (res) => {
      res.setHeader('cache-control', IMMUTABLE);
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (hasShell && (request.method === 'GET' || request.method === 'HEAD') && isAppRoute(urlPath)) {
      // The client router renders its own 404 page.
      return reply.code(200).sendFile('index.html', distDir);
    }
    return reply.code(404).send({ error: 'not_found', message: `Page not found: ${urlPath}` });
  });
}
