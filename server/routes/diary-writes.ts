// Diary writes of spec §7, all for the signed-in owner, idempotent by the X-Rniq header:
//   POST   /api/diaries                         DiaryInput            201 Diary
//   PUT    /api/diaries/:id                     DiaryInput            200 Diary (replaces the editable fields)
//   PATCH  /api/diaries/:id                     DiaryPatch            200 Diary (changes the fields present)
//   DELETE /api/diaries/:id                                           204 (soft remove)
//   PUT    /api/diaries/:id/cover-week          {photo_id, base_update_date?}  200 Diary | 400 photo not in diary
//   POST   /api/diaries/:id/weeks               WeekInput             201 Week (at the next position)
//   PUT    /api/diaries/:id/weeks/:week         WeekInput             200 Week
//   DELETE /api/diaries/:id/weeks/:week                               204 (soft remove; positions stay dense)
// 401 guest, 403 another grower's diary, 404 missing or removed, 400 bad body ("field: problem"),
// 409 conflict {error, message, current} when base_update_date differs from the stored update_date,
// 413 body over 256 KB, 422 idempotency_mismatch, 429 over 120 writes a minute (Retry-After).
// A replayed answer carries `Idempotent-Replay: true`. Only successful answers are stored (a failed
// write rolls back with its key). Keys older than 30 days are purged when the app is ready and every 6 hours.
// WeekInput parts of one phase: germ_method (1|2|4|5|6|7|null) only at faza -1; review_seed and
// nutrient_reviews ([{id|name, n_general 0-10, text}], answered as item_harvest.items_nutrient) only
// at faza 2; 400 otherwise. items_photo [{id, comment?, is_remove?}] orders (listed first, in order),
// comments and (soft) removes the week's photos it lists; photos it does not list keep their content
// and follow in their order; an id that is not a photo of this week answers 400; without items_photo
// the photos stay as they are.
// Photo and video uploads (routes/uploads.ts) never change a week's or diary's update_date, so a week
// edit queued on a device before an upload does not conflict with it.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '../../src/domain/api/api';
import { diaryInputSchema, diaryPatchSchema } from '../../src/domain/diary/diary-input';
import { weekInputSchema } from '../../src/domain/week/week-input';
import { type AttemptLimiter, createLimiter } from '../auth/attempt-limiter';
import { runPeriodically } from '../http/periodic';
import { createWriter } from '../http/idempotent-write';
import {
  addWeek, createDiary, removeDiary, removeWeek, setDiaryCover, updateDiary, updateWeek,
} from '../services/diary-writes';
import { purgeIdempotencyKeys } from '../services/idempotency';
import type { RouteDeps } from './deps';

/** Largest JSON write body. */
export const WRITE_BODY_LIMIT = 256 * 1024;
export const WRITES_PER_MINUTE = 120;
const PURGE_EVERY_MS = 6 * 60 * 60_000;

export interface DiaryWriteDeps extends RouteDeps {
  /** Writes per user; defaults to 120 a minute. */
  writeLimiter?: AttemptLimiter;
}

export function createWriteLimiter(db: RouteDeps['db'], scale = 1): AttemptLimiter {
  return createLimiter(db, { name: 'writes', max: WRITES_PER_MINUTE * scale, windowMs: 60_000 });
}

const weekParamsSchema = idParamSchema.extend({ week: idParamSchema.shape.id });
const coverBodySchema = z.object({
  photo_id: z.number().int().positive().max(2 ** 31 - 1),
  base_update_date: z.string().max(40).optional(),
});

export const diaryWriteRoutes: FastifyPluginAsync<DiaryWriteDeps> = async (app, { db, writeLimiter }) => {
  const write = createWriter(db, writeLimiter ?? createWriteLimiter(db));
  runPeriodically(app, PURGE_EVERY_MS, 'idempotency key purge', () => purgeIdempotencyKeys(db));

  const bodyLimit = { bodyLimit: WRITE_BODY_LIMIT };

  app.post('/api/diaries', bodyLimit, (request, reply) => write(request, reply, 201, () => {
    const body = diaryInputSchema.parse(request.body);
    return (trx, userId) => createDiary(trx, userId, body);
  }));

  app.put('/api/diaries/:id', bodyLimit, (request, reply) => write(request, reply, 200, () => {
    const { id } = idParamSchema.parse(request.params);
    const body = diaryInputSchema.parse(request.body);
    return (trx, userId) => updateDiary(trx, userId, id, body);
  }));

  app.patch('/api/diaries/:id', bodyLimit, (request, reply) => write(request, reply, 200, () => {
    const { id } = idParamSchema.parse(request.params);
    const body = diaryPatchSchema.parse(request.body ?? {});
    return (trx, userId) => updateDiary(trx, userId, id, body);
  }));

  app.delete('/api/diaries/:id', bodyLimit, (request, reply) => write(request, reply, 204, () => {
    const { id } = idParamSchema.parse(request.params);
    return (trx, userId) => removeDiary(trx, userId, id);
  }));

  app.put('/api/diaries/:id/cover-week', bodyLimit, (request, reply) => write(request, reply, 200, () => {
    const { id } = idParamSchema.parse(request.params);
    const body = coverBodySchema.parse(request.body);
    return (trx, userId) => setDiaryCover(trx, userId, id, body.photo_id, body.base_update_date);
  }));

  app.post('/api/diaries/:id/weeks', bodyLimit, (request, reply) => write(request, reply, 201, () => {
    const { id } = idParamSchema.parse(request.params);
    const body = weekInputSchema.parse(request.body);
    return (trx, userId) => addWeek(trx, userId, id, body);
  }));

  app.put('/api/diaries/:id/weeks/:week', bodyLimit, (request, reply) => write(request, reply, 200, () => {
    const { id, week } = weekParamsSchema.parse(request.params);
    const body = weekInputSchema.parse(request.body);
    return (trx, userId) => updateWeek(trx, userId, id, week, body);
  }));

  app.delete('/api/diaries/:id/weeks/:week', bodyLimit, (request, reply) => write(request, reply, 204, () => {
    const { id, week } = weekParamsSchema.parse(request.params);
    return (trx, userId) => removeWeek(trx, userId, id, week);
  }));
};
