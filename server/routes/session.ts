// Session API (our design; spec §7 names only the e-mail and password-reset calls under /api/session):
//   POST   /api/session  {login, password}  login = e-mail or user name, case-insensitive
//          200 Session {token, user} | 401 invalid_credentials (same for unknown accounts)
//          | 429 too_many_attempts with Retry-After (5 failures per account or 20 per address in 15 min)
//   GET    /api/session  with Authorization: Bearer <token>  200 {user} | 401 unauthorized
//   DELETE /api/session  204, revokes the bearer token used | 401 unauthorized
// Tokens are opaque bearer strings; the client keeps them and sends them on every request.
import type { FastifyPluginAsync } from 'fastify';
import { signinBodySchema } from '../../src/domain/user/user';
import { requireUser } from '../auth/request-user';
import { revokeSession } from '../auth/sessions';
import { signInUser } from '../services/accounts';
import { toSessionUser } from '../services/users';
import type { RouteDeps } from './deps';

export const sessionRoutes: FastifyPluginAsync<RouteDeps> = async (app, { db, limiters }) => {
  app.post('/api/session', async (request) => {
    const body = signinBodySchema.parse(request.body);
    return signInUser(db, limiters, body, request.ip);
  });

  app.get('/api/session', async (request) => ({ user: toSessionUser(requireUser(request).user) }));

  app.delete('/api/session', async (request, reply) => {
    await revokeSession(db, requireUser(request).sessionId);
    return reply.code(204).send();
  });
};
