// Taking one's data along. GET /api/users/:id/export: the signed-in grower's own data as a zip download (account,
// settings, diaries with weeks and photos, comments, reviews; server/services/account-export.ts). 401 for guests,
// 403 for anyone but the account's owner (admins included), 429 with Retry-After beyond 5 exports an hour.
import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import { createMemoryLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { enforceLimit } from '../http/rate-limit';
import { accountExport } from '../services/account-export';
import type { UploadDeps } from './upload-deps';
import { requireOwner } from './users';

/** Each export reads every photo of the account: a few an hour are plenty. */
export const EXPORTS_PER_HOUR = 5;

/** The download's file name: the grower's name (letters, digits, - and _) and the day. */
const exportFileName = (name: string, now: Date) =>
  `growdiaries-${name.replace(/[^\w-]+/g, '_').slice(0, 40) || 'account'}-${now.toISOString().slice(0, 10)}.zip`;

export const accountDataRoutes: FastifyPluginAsync<UploadDeps> = async (app, { db, uploadsDir, limitScale = 1 }) => {
  const exports = createMemoryLimiter({ max: EXPORTS_PER_HOUR * limitScale, windowMs: 60 * 60_000 });

  app.get('/api/users/:id/export', async (request, reply) => {
    const { user } = requireUser(request);
    const { id } = idParamSchema.parse(request.params);
    requireOwner(request, id);
    enforceLimit(exports, `user:${id}`, (wait) => `You exported your data a few times this hour. Try again in ${wait} seconds.`);
    const now = new Date();
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${exportFileName(user.name, now)}"`)
      .header('cache-control', 'private, no-store')
      .send(accountExport(db, uploadsDir, user, now));
  });
};
