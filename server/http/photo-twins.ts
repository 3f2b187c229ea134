// The WebP twins of photo sizes (server/media/image-sizes.ts): a browser that accepts WebP asking for a size's JPEG
// gets its twin under the same URL (Vary: Accept), in about half the bytes. A photo stored before the twins (or a size
// of the app's own: the card size, the cover crops) existed is sent as JPEG (or its medium size) the first time, and
// what it lacks written then, in the background, one at a time. Clients that send no WebP in Accept (link previews,
// fetch() without the header) get the JPEG.
import { access } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { derivedSizeOf } from '../../src/domain/photo/photo-sizes';
import { webpTwinOf, writeDerivedSize, writeWebpTwin } from '../media/image-sizes';

/** Whether an Accept header names WebP with a quality above zero (browsers ask images with "image/avif,image/webp,…"). */
export function acceptsWebp(accept: string | undefined): boolean {
  return (accept ?? '').split(',').some((range) => {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    return type === 'image/webp' && !params.some((param) => /^q=0(?:\.0*)?$/.test(param));
  });
}

/** The file under `root` of a path below the uploads' prefix; null for a malformed escape or a path outside it. */
function fileUnder(root: string, relative: string): string | null {
  let file: string;
  try {
    file = path.resolve(root, decodeURIComponent(relative));
  } catch {
    return null; // a malformed escape: the static handler answers it
  }
  return file.startsWith(root + path.sep) ? file : null;
}

const exists = (file: string) => access(file).then(() => true, () => false);

/** Points the requests of `scope` (where the uploads' static files are registered, under `prefix`) for a photo size
 * at its twin when the browser accepts it and the twin exists; the static handler then serves the twin with its own
 * type and validators. A size of the app's own not written yet (a photo stored before it) is answered with the medium
 * size, and written meanwhile from the size it is made of. `isServed` tells the paths (under the prefix) the static
 * handler serves at all. */
export function servePhotoTwins(scope: FastifyInstance, uploadsDir: string, prefix: string, isServed: (pathName: string) => boolean): void {
  const root = path.resolve(uploadsDir);
  const writeMissing = backgroundWriter((error) => scope.log.warn({ err: error }, 'writing a missing size of a photo failed'));
  scope.addHook('onRequest', async (request, reply) => {
    const url = request.raw.url ?? '';
    const queryAt = url.indexOf('?');
    const query = queryAt === -1 ? '' : url.slice(queryAt);
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    if (!webpTwinOf(pathname) || !pathname.startsWith(prefix) || !isServed(pathname.slice(prefix.length))) return;
    reply.header('vary', 'Accept');
    const requested = fileUnder(root, pathname.slice(prefix.length));
    if (!requested) return;
    const derived = derivedSizeOf(requested);
    const derivedMissing = derived !== null && !(await exists(requested));
    const jpegFile = derivedMissing ? derived.meanwhile : requested;
    const servedPath = derivedMissing ? derivedSizeOf(pathname)!.meanwhile : pathname;
    if (derivedMissing) {
      if (!(await exists(derived.source))) return; // no such photo: the static handler answers 404
      writeMissing(requested, () => writeDerivedSize(derived.size, derived.source, requested));
      request.raw.url = servedPath + query;
    }
    if (!acceptsWebp(request.headers.accept)) return;
    const twinFile = webpTwinOf(jpegFile)!;
    if (await exists(twinFile)) request.raw.url = webpTwinOf(servedPath)! + query;
    else if (await exists(jpegFile)) writeMissing(twinFile, () => writeWebpTwin(jpegFile, twinFile));
  });
}

/** Writes missing files one after another, each once: a file being written or failed is not asked again (a source that
 * is not a picture fails once). Only files whose source exists are asked for, so what it remembers stays bounded by
 * the stored photos, whatever names requests make up. */
function backgroundWriter(onError: (error: unknown) => void): (file: string, write: () => Promise<void>) => void {
  const asked = new Set<string>();
  let queue = Promise.resolve();
  return (file, write) => {
    if (asked.has(file)) return;
    asked.add(file);
    queue = queue.then(write).catch(onError);
  };
}
