// The id of a request, in every log line about it and in the answer's X-Request-Id: the one a reverse proxy sent when
// it is a short plain token (so a request can be followed from the proxy's log into ours), else a new random one.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[\w.:-]{1,64}$/;

export function newRequestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}
