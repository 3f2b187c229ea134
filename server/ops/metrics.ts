// Prometheus metrics at GET /metrics (prom-client), for operators only: the request rate and latency per route,
// errors, queued writes replayed (answered from their stored X-Rniq answer) and refused, uploads, and the process's
// own figures. Read from one onResponse hook, so no route or service knows of them. Without METRICS_TOKEN the
// endpoint does not exist; with it, it answers only `Authorization: Bearer <token>` (compared in constant time).
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The routes of photo, cover, question-photo, avatar and video (tus) uploads. */
const UPLOAD_ROUTE = /^\/api\/uploads\/|\/avatars$/;
/** Queued writes carry their idempotency key; those refused are the 4xx answers to them (a 409, 422 or 403). */
const WRITE_KEY_HEADER = 'x-rniq';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The route's pattern (`/api/diaries/:id`), never the raw address: ids would make a series per item. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

export function installMetrics(app: FastifyInstance, token: string | undefined): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'growdiaries_' });
  const requests = new Counter({
    name: 'growdiaries_http_requests_total', help: 'HTTP requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const, registers: [registry],
  });
  const latency = new Histogram({
    name: 'growdiaries_http_request_duration_seconds', help: 'Time to answer an HTTP request, by method and route.',
    labelNames: ['method', 'route'] as const, buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers: [registry],
  });
  const errors = new Counter({ name: 'growdiaries_http_errors_total', help: 'Answers with a 5xx status, by route.', labelNames: ['route'] as const, registers: [registry] });
  const writes = new Counter({
    name: 'growdiaries_writes_total', help: 'Writes sent with an X-Rniq key, by outcome: applied, replayed (answered again, applied once) or refused.',
    labelNames: ['outcome'] as const, registers: [registry],
  });
  const uploads = new Counter({ name: 'growdiaries_uploads_total', help: 'Upload requests (photos, covers, videos), by status.', labelNames: ['status'] as const, registers: [registry] });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    if (route === '/metrics') return;
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) errors.inc({ route });
    if (request.headers[WRITE_KEY_HEADER]) {
      writes.inc({ outcome: reply.getHeader('idempotent-replay') === 'true' ? 'replayed' : status < 400 ? 'applied' : 'refused' });
    }
    if (UPLOAD_ROUTE.test(route) && request.method !== 'GET' && request.method !== 'HEAD') uploads.inc({ status });
  });

  if (token) {
    app.get('/metrics', async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) {
        return reply.code(401).send({ error: 'unauthorized', message: 'The metrics need the operators\' token.' });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  }
  return registry;
}
