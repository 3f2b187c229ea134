// Compressed answers: API JSON and the shell compressed on the fly, built files compressed once after each build
// (served as .br/.gz by the static handler), for browsers that accept brotli or gzip.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers are not worth compressing. */
const MIN_BYTES = 1024;
const COMPRESSIBLE_TYPE = /json|text|javascript|svg|xml|webmanifest/;
const COMPRESSIBLE_FILE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

type Encoding = 'br' | 'gzip';

/** The best encoding the request accepts (brotli, then gzip), or null. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  const accepted = new Set(
    (header ?? '').split(',').map((part) => part.trim().split(';')).filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim())).map(([name]) => name!.toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compressWith(encoding: Encoding, body: Buffer, quality: 'fast' | 'best'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: quality === 'best' ? 9 : 6 });
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality === 'best' ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
}

/** Compresses text answers built in memory (API JSON, the shell); streamed files are left to the static handler. */
export function installCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || !COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    if (Buffer.byteLength(payload) < MIN_BYTES) return payload;
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressWith(encoding, typeof payload === 'string' ? Buffer.from(payload) : payload, 'fast');
  });
}

/** Writes `file.br` and `file.gz` beside each compressible built file (once per build, at the best ratio). */
export async function precompressDist(distDir: string): Promise<void> {
  const entries = await readdir(distDir, { recursive: true, withFileTypes: true });
  await Promise.all(entries.filter((entry) => entry.isFile() && COMPRESSIBLE_FILE.test(entry.name)).map(async (entry) => {
    const file = path.join(entry.parentPath, entry.name);
    if ((await stat(file)).size < MIN_BYTES) return;
    const body = await readFile(file);
    await Promise.all((['br', 'gzip'] as const).map((encoding) => writeFile(`${file}.${encoding === 'br' ? 'br' : 'gz'}`, compressWith(encoding, body, 'best'))));
  }));
}
