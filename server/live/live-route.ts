// The live connection (Server-Sent Events) of a signed-in grower:
//   GET /api/live[?token=<bearer>]   200 text/event-stream; the token in the query (EventSource sends no headers) or
//       `Authorization: Bearer`; 401 JSON without a valid one. Each event has `id:`, `event:` (its type) and
//       `data:` (JSON). A reconnect sends `Last-Event-ID` (or `?last_event_id=`): the events after it follow without
//       gaps or duplicates, or one `reset` when they are no longer buffered; without one a `ready` event gives the
//       current id. A comment line every 25 s keeps proxies from closing the connection; the server ends every stream
//       when it closes.
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { findSessionUser } from '../auth/sessions';
import type { Database } from '../db/types';
import { unauthorized } from '../http/errors';
import type { DeliveredEvent, LiveChannel } from './channel';

export const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting after the stream ended. */
const RETRY_MS = 2_000;
const BEARER = /^Bearer\s+(\S+)$/i;

/** One event in the text/event-stream format. */
export function formatEvent(event: DeliveredEvent): string {
  return `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

function lastEventId(header: unknown, query: unknown): number | null {
  const raw = typeof header === 'string' && header !== '' ? header : typeof query === 'string' ? query : '';
  return /^\d{1,16}$/.test(raw) ? Number(raw) : null;
}

export const liveRoutes: FastifyPluginAsync<{ db: Kysely<Database>; channel: LiveChannel; heartbeatMs?: number }> = async (app, { db, channel, heartbeatMs = HEARTBEAT_MS }) => {
  const open = new Set<() => void>();
  // preClose: the server waits for open connections before it closes, so the streams end first.
  app.addHook('preClose', async () => { for (const end of [...open]) end(); });

  app.get('/api/live', async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const token = typeof query.token === 'string' ? query.token : BEARER.exec(request.headers.authorization ?? '')?.[1];
    const found = token ? await findSessionUser(db, token) : null;
    if (!found) throw unauthorized();

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write(`retry: ${RETRY_MS}\n\n`);
    const unsubscribe = channel.subscribe(found.user.id, lastEventId(request.headers['last-event-id'], query.last_event_id),
      (event) => { raw.write(formatEvent(event)); });
    const heartbeat = setInterval(() => raw.write(': ping\n\n'), heartbeatMs);
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      unsubscribe();
      raw.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
};
