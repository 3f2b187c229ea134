// The WebP twins of photo sizes (server/media/image-sizes.ts): a browser that accepts WebP asking for a size's JPEG
// gets its twin under the same URL (Vary: Accept), in 58% of the bytes. A photo stored before the twins existed is
// sent as JPEG the first time, and its twin written then, in the background, one at a time. Clients that send no
// WebP in Accept (link previews, fetch() without the header) get the JPEG.
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { webpTwinOf, writeWebpTwin } from '../media/image-sizes';

/** Whether an Accept header names WebP with a quality above zero (browsers ask images with "image/avif,image/webp,…"). */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'image/webp' && !params.some((param) => /^q=0(?:\.0*)?$/.test(param));
  });
}

/** Points the requests of `scope` (where the uploads' static files are registered, under `prefix`) for a photo size
 * at its twin when the browser accepts it and the twin exists; the static handler then serves the twin with its own
 * type and validators. `isServed` tells the paths (under the prefix) the static handler serves at all. */
export function servePhotoTwins(scope: FastifyInstance, uploadsDir: string, prefix: string, isServed: (pathName: string) => boolean): void {
  const root = path.resolve(uploadsDir);
  const writeMissingTwin = missingTwinWriter((error) => scope.log.warn({ err: error }, 'writing a photo\'s WebP twin failed'));
  scope.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const twin = webpTwinOf(pathname);
    if (!twin || !pathname.startsWith(prefix) || !isServed(pathname.slice(prefix.length))) return;
    reply.header('vary', 'Accept');
    if (!acceptsWebp(request.headers.accept)) return;
    let jpegFile: string;
    try {
      jpegFile = path.resolve(root, decodeURIComponent(pathname.slice(prefix.length)));
    } catch {
      return; // a malformed escape: the static handler answers it
    }
    if (!jpegFile.startsWith(root + path.sep)) return;
    const twinFile = webpTwinOf(jpegFile)!;
    const exists = await access(twinFile).then(() => true, () => false);
    if (exists) request.raw.url = twin + (queryAt === -1 ? '' : url.slice(queryAt));
    else writeMissingTwin(jpegFile, twinFile);
  });
}

/** Writes missing twins one after another, each once: a twin being written or failed is not asked again (a JPEG that
 * is not there, or not a picture, fails once). */
function missingTwinWriter(onError: (error: unknown) => void): (jpegFile: string, twinFile: string) => void {
  const asked = new Set<string>();
  let queue = Promise.resolve();
  return (jpegFile, twinFile) => {
    if (asked.has(twinFile)) return;
    asked.add(twinFile);
    queue = queue.then(() => access(jpegFile).then(() => writeWebpTwin(jpegFile, twinFile), () => undefined)).catch(onError);
  };
}
