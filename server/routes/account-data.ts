// Taking one's data along, and bringing it back.
//   GET  /api/users/:id/export   the signed-in grower's own data as a zip download (account, settings, diaries with weeks
//                                and photos, comments, reviews; server/services/account-export.ts). 429 beyond 5 an hour.
//   POST /api/users/:id/imports  such a zip (Content-Type application/zip, at most 200 MB) imported as new diaries of the
//                                account: checked at once (400 naming what is wrong, 413 too large, 415 another type),
//                                then queued; answers 202 with the import job, which a runner works through in the
//                                background (server/services/account-import.ts). Idempotent by X-Rniq; 429 beyond 5 a day.
//   GET  /api/users/:id/imports  the grower's latest imports with their progress and the diaries they made.
// 401 for guests, 403 for anyone but the account's owner (admins included). Never cached.
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import { IMPORTS_PER_DAY, MAX_IMPORT_BYTES } from '../../src/domain/user/account-import-limits';
import { createLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { payloadTooLarge, unsupportedMediaType } from '../http/errors';
import { runPeriodically } from '../http/periodic';
import { enforceLimit } from '../http/rate-limit';
import { accountExport } from '../services/account-export';
import { createImportRunner, IMPORTS_FOLDER, listImports, queueImport } from '../services/account-import';
import { planImport } from '../services/account-import-archive';
import { describeWrite, runIdempotent, sendWriteAnswer } from '../services/idempotency';
import type { UploadDeps } from './upload-deps';
import { requireOwner } from './users';

/** Each export reads every photo of the account: a few an hour are plenty. */
export const EXPORTS_PER_HOUR = 5;

/** The runner looks for imports left by a stopped server this often. */
const IMPORT_SWEEP_MS = 60_000;
const DAY = 24 * 60 * 60_000;
const tooLarge = () => payloadTooLarge(`The file is larger than ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`);

/** Writes the request body to `file`, at most MAX_IMPORT_BYTES (413 beyond, the file removed); answers its SHA-256. */
async function saveBody(request: FastifyRequest, file: string): Promise<string> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_IMPORT_BYTES) throw tooLarge();
  const hash = createHash('sha256');
  let bytes = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > MAX_IMPORT_BYTES) return done(tooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(request.raw, counted, createWriteStream(file));
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return hash.digest('hex');
}

/** The download's file name: the grower's name (letters, digits, - and _) and the day. */
const exportFileName = (name: string, now: Date) =>
  `growdiaries-${name.replace(/[^\w-]+/g, '_').slice(0, 40) || 'account'}-${now.toISOString().slice(0, 10)}.zip`;

export const accountDataRoutes: FastifyPluginAsync<UploadDeps> = async (app, { db, uploadsDir, limitScale = 1 }) => {
  const exports = createLimiter(db, { name: 'account-exports', max: EXPORTS_PER_HOUR * limitScale, windowMs: 60 * 60_000 });
  const imports = createLimiter(db, { name: 'account-imports', max: IMPORTS_PER_DAY * limitScale, windowMs: DAY });
  const importsDir = path.join(uploadsDir, IMPORTS_FOLDER);
  await mkdir(importsDir, { recursive: true });
  const runner = createImportRunner(db, uploadsDir);
  const runImports = () => runner.run().catch((err: unknown) => app.log.error({ err }, 'account import failed'));
  runPeriodically(app, IMPORT_SWEEP_MS, 'account import sweep', () => runner.run());

  app.get('/api/users/:id/export', async (request, reply) => {
    const { user } = requireUser(request);
    const { id } = idParamSchema.parse(request.params);
    requireOwner(request, id);
    await enforceLimit(exports, `user:${id}`, (wait) => `You exported your data a few times this hour. Try again in ${wait} seconds.`);
    const now = new Date();
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${exportFileName(user.name, now)}"`)
      .header('cache-control', 'private, no-store')
      .send(accountExport(db, uploadsDir, user, now));
  });

  // The zip is read from the raw stream (saveBody), never buffered by Fastify; other types are refused with 415.
  app.addContentTypeParser('application/zip', (_request, _payload, done) => done(null));

  app.post('/api/users/:id/imports', async (request, reply) => {
    const { user } = requireUser(request);
    const { id } = idParamSchema.parse(request.params);
    requireOwner(request, id);
    if (request.headers['content-type']?.split(';')[0]?.trim() !== 'application/zip') {
      throw unsupportedMediaType('Send the zip of "Download my data" as application/zip.');
    }
    await enforceLimit(imports, `user:${id}`, (wait) => `You imported a few times today. Try again in ${Math.ceil(wait / 3600)} hours.`);
    const file = `${IMPORTS_FOLDER}/${randomBytes(16).toString('hex')}.zip`;
    const filePath = path.join(uploadsDir, file);
    const digest = await saveBody(request, filePath);
    try {
      const zip = await readFile(filePath);
      const plan = planImport(zip);
      const answer = await runIdempotent(db, describeWrite(request, user.id, { zip: digest }), async (trx) => ({
        status: 202, body: await queueImport(trx, user.id, file, zip.byteLength, plan),
      }));
      if (answer.replay) await rm(filePath, { force: true });
      else void runImports();
      return sendWriteAnswer(reply.header('cache-control', 'no-store'), answer);
    } catch (error) {
      await rm(filePath, { force: true });
      throw error;
    }
  });

  app.get('/api/users/:id/imports', async (request, reply) => {
    requireUser(request);
    const { id } = idParamSchema.parse(request.params);
    requireOwner(request, id);
    reply.header('cache-control', 'private, no-store');
    return { items: await listImports(db, id) };
  });
};
