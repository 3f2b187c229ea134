// Sign in with another account (spec §7 OAuth, §3 OAuth login) through any OpenID Connect provider of server/oauth/config:
//   GET    /api/oauth/status   200 {providers: [{id, name}], signed_in}: the providers offered, whether the request is signed in.
//   GET    /api/oauth/initiate ?provider,return_path,intent   200 {url}: the provider's authorization page (code flow with
//          PKCE S256, state and nonce stored server-side, single use, 10 minutes). return_path (default /) must be a path
//          of this site, else 400; intent=link (signed in, else 401) links the account to the grower instead of signing
//          in. 404 unknown provider | 502 provider_unavailable (discovery failed) | 429 too_many_requests (60 sign-ins
//          started per network address in 10 minutes, so nobody fills the table of states).
//   POST   /api/oauth/callback {code, state, iss?}   what /auth/oauth-callback received. The state is used up first, so a
//          replay answers 400 invalid_state; 410 expired; 400 oauth_failed when the provider refuses the code (PKCE) or the
//          ID token's signature, audience or nonce do not match. 200 CallbackAnswer: signed_in {session} for a linked
//          account | complete {ticket, email, suggested_name} for a new one | linked (intent=link; 403 unless the same
//          grower's session sends it; 409 identity_in_use, provider_linked). 409 email_in_use: a grower has this e-mail
//          already, and signs in with the password, then links; 400 email_required; 403 banned.
//   POST   /api/oauth/complete {ticket, name}   200 {session, return_path}: the new grower (e-mail confirmed when the
//          provider verified it). 409 conflict (name taken; the ticket stays good) | email_in_use | 400 invalid_ticket | 410 expired.
//   GET    /api/oauth/identities   200 IdentitiesAnswer: the grower's linked accounts; 401 for guests.
//   DELETE /api/oauth/identities/:provider   204, X-Rniq idempotent; 404 none linked | 409 last_sign_in (no password and no
//          other link) | 401 for guests. One grower changes only their own links.
// States and tickets that expired are deleted every hour.
import type { FastifyPluginAsync } from 'fastify';
import { createLimiter, type AttemptLimiter } from '../auth/attempt-limiter';
import {
  callbackBodySchema, completeBodySchema, initiateQuerySchema, unlinkParamsSchema,
  type InitiateAnswer, type OAuthProvider, type OAuthStatus,
} from '../../src/domain/user/oauth';
import { requireUser } from '../auth/request-user';
import { createWriter } from '../http/idempotent-write';
import { notFound } from '../http/errors';
import { runPeriodically } from '../http/periodic';
import { enforceLimit } from '../http/rate-limit';
import { completeSignUp, finishSignIn, listIdentities, unlinkIdentity } from '../oauth/accounts';
import { OAuthClient } from '../oauth/client';
import type { OAuthProviderConfig } from '../oauth/config';
import { OAUTH_STATE_TTL_MS, purgeOAuthFlows, saveState, takeState } from '../oauth/state-store';
import type { RouteDeps } from './deps';

export interface OAuthOptions {
  providers: OAuthProviderConfig[];
  /** The site's address: providers send people back to <publicUrl>/auth/oauth-callback. */
  publicUrl: string;
  /** The clock of the 10-minute expiry (tests step it). */
  now?: () => number;
}

export const oauthRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter; oauth: OAuthOptions }> = async (app, { db, writeLimiter, oauth }) => {
  const write = createWriter(db, writeLimiter);
  const now = oauth.now ?? Date.now;
  const startLimiter = createLimiter(db, { name: 'oauth-starts', max: 60, windowMs: OAUTH_STATE_TTL_MS, now });
  const client = new OAuthClient(new URL('/auth/oauth-callback', oauth.publicUrl).href);
  const offered: OAuthProvider[] = oauth.providers.map(({ id, name }) => ({ id, name }));
  const providerOf = (id: string): OAuthProviderConfig => {
    const provider = oauth.providers.find((p) => p.id === id);
    if (!provider) throw notFound('This server offers no such sign-in provider.');
    return provider;
  };
  runPeriodically(app, 60 * 60_000, 'purging old OAuth states', () => purgeOAuthFlows(db));

  app.get('/api/oauth/status', async (request): Promise<OAuthStatus> => ({ providers: offered, signed_in: request.user !== null }));

  app.get('/api/oauth/initiate', async (request): Promise<InitiateAnswer> => {
    const query = initiateQuerySchema.parse(request.query);
    const linkUserId = query.intent === 'link' ? requireUser(request).user.id : null;
    const provider = providerOf(query.provider);
    await enforceLimit(startLimiter, `ip:${request.ip}`, (wait) => `Too many sign-ins started. Try again in ${Math.ceil(wait / 60)} minutes.`);
    const flow = await saveState(db, { provider: provider.id, returnPath: query.return_path, linkUserId }, now());
    return { url: await client.authorizationUrl(provider, flow) };
  });

  app.post('/api/oauth/callback', async (request) => {
    const body = callbackBodySchema.parse(request.body);
    const flow = await takeState(db, body.state, now());
    const provider = providerOf(flow.provider);
    const claims = await client.exchange(provider, { state: body.state, nonce: flow.nonce, codeVerifier: flow.code_verifier }, body);
    return finishSignIn(db, flow, provider, claims, request.user?.id ?? null, now());
  });

  app.post('/api/oauth/complete', async (request) => completeSignUp(db, completeBodySchema.parse(request.body), now()));

  app.get('/api/oauth/identities', async (request) => listIdentities(db, requireUser(request).user, offered));

  app.delete('/api/oauth/identities/:provider', async (request, reply) => write(request, reply, 204, () => {
    const { provider } = unlinkParamsSchema.parse(request.params);
    return (trx, userId) => unlinkIdentity(trx, userId, provider);
  }));
};
