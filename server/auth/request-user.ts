// Attaches the signed-in user (from `Authorization: Bearer <token>`) to every API request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/types';
import { unauthorized } from '../http/errors';
import { findSessionUser } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a guest (no, unknown or revoked token). */
    user: UserRow | null;
    sessionId: number | null;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Reads the bearer token of API requests; an unknown or revoked token means signed out. */
export function installRequestUser(app: FastifyInstance, db: Kysely<Database>): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return;
    const found = await findSessionUser(db, token);
    if (found) {
      request.user = found.user;
      request.sessionId = found.sessionId;
    }
  });
}

/** The signed-in user and session of a request that needs login; 401 otherwise. */
export function requireUser(request: FastifyRequest): { user: UserRow; sessionId: number } {
  if (!request.user || request.sessionId === null) throw unauthorized();
  return { user: request.user, sessionId: request.sessionId };
}
