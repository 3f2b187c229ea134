// NUL characters never reach the database: PostgreSQL refuses them in text (SQLite would store them), so an address or
// a JSON body holding one is answered 400 before any route runs, on both databases alike.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

const NUL_MESSAGE = 'The request holds a NUL character, which no text here may contain.';
/** A NUL in an address, raw or percent-encoded. */
const NUL_IN_URL = /%00|\0/i;
/** A NUL in JSON text, raw or escaped (`\u0000`). */
const NUL_IN_JSON = /\\u0000|\0/i;

/** 400 for an address with a NUL; register before the routes. */
export function refuseNulInUrls(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (NUL_IN_URL.test(request.url)) throw badRequest(NUL_MESSAGE);
  });
}

/** The error for a JSON body with a NUL, or null when it has none. */
export function nulInJson(body: string): Error | null {
  return NUL_IN_JSON.test(body) ? badRequest(NUL_MESSAGE) : null;
}
