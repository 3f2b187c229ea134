// Telemetry and impressions (spec §3, §4, §7; paths of impressions and the summary are our design):
//   POST /api/telemetry/vitals  {batch_id, metrics: Metric[1-50], session_info}  202 {stored}: metrics new to the server
//        (a metric already stored, by id + name + value, is skipped: a batch sent again counts once). Sent with
//        fetch, by navigator.sendBeacon (text/plain or application/json, no auth headers) or by the service worker's
//        background sync. Crawlers' batches and those of accounts with view_extra are accepted and not stored.
//   POST /api/impressions       {stat: [{t, i, v, s}] (1-500), batch_id?}  with the batch id as X-Rniq or batch_id:
//        200 {counted}: false when that batch was counted before. Adds to the totals per type and id; "diary"
//        records add v to diaries.cnt_views and s to view_seconds (unknown diaries only to the totals).
//   GET  /api/telemetry/vitals/summary?days=1-90 (7)  admins only (401 guest, 403 others): VitalsSummary, the p75
//        of each web vital per page (route id) and per UTC day.
// Both writes: 120 a minute per address (429 with Retry-After), bodies up to 256 KB, 400 {error, message} naming the field.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { accessOfRole, isBotAgent, VIEW_EXTRA } from '../../src/domain/telemetry/access';
import { impressionBatchSchema, telemetryBatchSchema, vitalsSummaryQuerySchema } from '../../src/domain/telemetry/telemetry';
import { createLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { requireAdmin } from '../auth/roles';
import { badRequest } from '../http/errors';
import { enforceLimit } from '../http/rate-limit';
import { recordImpressionBatch } from '../services/impressions';
import { storeTelemetryBatch, summarizeVitals } from '../services/telemetry';
import type { RouteDeps } from './deps';

export const TELEMETRY_WRITES_PER_MINUTE = 120;
const BODY_LIMIT = 256 * 1024;

/** A beacon's body arrives as text: read it as JSON. */
function jsonBody(request: FastifyRequest): unknown {
  if (typeof request.body !== 'string') return request.body ?? {};
  try {
    return JSON.parse(request.body) as unknown;
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
}

/** Visits left out of analytics (spec §6): crawlers, and signed-in accounts with view_extra. */
function isLeftOut(request: FastifyRequest): boolean {
  return isBotAgent(request.headers['user-agent'] ?? '') || (request.user !== null && accessOfRole(request.user.role).includes(VIEW_EXTRA));
}

export const telemetryRoutes: FastifyPluginAsync<RouteDeps & { limitScale?: number }> = async (app, { db, limitScale = 1 }) => {
  const limiter = createLimiter(db, { name: 'telemetry', max: TELEMETRY_WRITES_PER_MINUTE * limitScale, windowMs: 60_000 });
  const limit = (request: FastifyRequest) =>
    enforceLimit(limiter, `address:${request.ip}`, (wait) => `Too many reports from this address. Try again in ${wait} seconds.`);

  app.post('/api/telemetry/vitals', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    await limit(request);
    const batch = telemetryBatchSchema.parse(jsonBody(request));
    const stored = isLeftOut(request) ? 0 : await storeTelemetryBatch(db, batch);
    return reply.code(202).send({ stored });
  });

  app.post('/api/impressions', { bodyLimit: BODY_LIMIT }, async (request) => {
    await limit(request);
    const body = impressionBatchSchema.parse(jsonBody(request));
    const header = request.headers['x-rniq'];
    const key = (typeof header === 'string' && header.length > 0 ? header : body.batch_id)?.slice(0, 100);
    if (!key) throw badRequest('batch_id: required (or send the batch id as X-Rniq)');
    if (isLeftOut(request)) return { counted: false };
    return { counted: await recordImpressionBatch(db, key, body.stat) };
  });

  app.get('/api/telemetry/vitals/summary', async (request) => {
    requireAdmin(requireUser(request).user);
    const { days } = vitalsSummaryQuerySchema.parse(request.query);
    return summarizeVitals(db, days);
  });
};
