// OAuth status (spec §7 OAuth: GET /api/oauth/status), public:
//   GET /api/oauth/status   200 {providers: string[], signed_in}: the sign-in providers this server offers (none: OAuth
//                           sign-in is not built yet, so initiate, callback and complete do not exist) and whether the
//                           request carries a valid session.
import type { FastifyPluginAsync } from 'fastify';
import type { OAuthStatus } from '../../src/domain/user/oauth';
import type { RouteDeps } from './deps';

export const oauthRoutes: FastifyPluginAsync<RouteDeps> = async (app) => {
  app.get('/api/oauth/status', async (request): Promise<OAuthStatus> => ({ providers: [], signed_in: request.user !== null }));
};
