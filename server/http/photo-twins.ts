// The WebP twins of photo sizes (server/media/image-sizes.ts): a browser that accepts WebP asking for a size's JPEG
// gets its twin under the same URL (Vary: Accept), in 58% of the bytes, when the photo has one (photos stored before
// the twins existed have none, and keep being sent as JPEG). Clients that send no WebP in Accept (link previews,
// fetch() without the header) get the JPEG.
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { webpTwinOf } from '../media/image-sizes';

/** Whether an Accept header names WebP with a quality above zero (browsers ask images with "image/avif,image/webp,…"). */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'image/webp' && !params.some((param) => /^q=0(?:\.0*)?$/.test(param));
  });
}

/** Points the requests of `scope` (where the uploads' static files are registered, under `prefix`) for a photo size
 * at its twin when the browser accepts it and the twin exists; the static handler then serves the twin with its own
 * type and validators. */
export function servePhotoTwins(scope: FastifyInstance, uploadsDir: string, prefix: string): void {
  const root = path.resolve(uploadsDir);
  scope.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const twin = webpTwinOf(pathname);
    if (!twin || !pathname.startsWith(prefix)) return;
    reply.header('vary', 'Accept');
    if (!acceptsWebp(request.headers.accept)) return;
    let file: string;
    try {
      file = path.resolve(root, decodeURIComponent(twin.slice(prefix.length)));
    } catch {
      return; // a malformed escape: the static handler answers it
    }
    if (!file.startsWith(root + path.sep)) return;
    const exists = await access(file).then(() => true, () => false);
    if (exists) request.raw.url = twin + (queryAt === -1 ? '' : url.slice(queryAt));
  });
}
