// Session API (our design; spec §7 names only the e-mail and password-reset calls under /api/session):
//   POST   /api/session  {login, password}  login = e-mail or user name, case-insensitive
//          200 Session {token, user} | 401 invalid_credentials (same for unknown accounts)
//          | 429 too_many_attempts with Retry-After (5 failures per account or 20 per address in 15 min)
//   GET    /api/session  with Authorization: Bearer <token>  200 {user} (user.email_confirmed) | 401 unauthorized
//   DELETE /api/session  204, revokes the bearer token used | 401 unauthorized
// Tokens are opaque bearer strings; the client keeps them and sends them on every request.
// E-mail (spec §7 Session), links carry 43-character tokens of which only the SHA-256 is stored (src/domain/user/email.ts):
//   GET    /api/session/email-confirmation-token ?k,e   200 {email, confirmed}; a used link of a confirmed address answers the
//          same; 400 invalid_token (unknown, another address, the account's address changed) | 410 token_expired (48 h) | token_used
//   POST   /api/session/resend-verification {}          200 {email}: a new confirmation mail; signed in, X-Rniq idempotent;
//          409 already_confirmed | 429 too_many_requests (3 mails per account and hour, sign-up's included) | 401 for guests
//   POST   /api/session/forgot-password {email, recaptcha}   200 {sent: true} whether or not an account has the address;
//          400 recaptcha_failed (only when RECAPTCHA_SECRET is set) | 429 too_many_requests (3 per e-mail address, 10 per
//          network address and hour, counted for unknown addresses too)
//   GET    /api/session/forgot-token-state ?token        200 {state: valid | expired | used | unknown}
//   PATCH  /api/session/reset-password {password, password_repeat, token}   200 Session: the new password, every session of
//          the account ended, this device signed in, a notice mailed; 400 bad_request (short or differing passwords) |
//          invalid_token | 410 token_expired (1 h) | token_used | 403 banned
//   GET    /api/session/email-unsubscribe-token ?k       200 {email, unsubscribed}: every newsletter off; the link works
//          again until it expires (90 days); 400 invalid_token | 410 token_expired
// Mails leave after the answer, so neither its time nor its content tells whether an address has an account. Tokens that
// expired more than a week ago are deleted every 6 hours.
import type { FastifyPluginAsync } from 'fastify';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import {
  confirmEmailQuerySchema, forgotPasswordBodySchema, resetPasswordBodySchema, tokenStateQuerySchema, unsubscribeQuerySchema,
  type ResendAnswer,
} from '../../src/domain/user/email';
import { signinBodySchema } from '../../src/domain/user/user';
import { requireUser } from '../auth/request-user';
import { revokeSession } from '../auth/sessions';
import { createWriter } from '../http/idempotent-write';
import { runPeriodically } from '../http/periodic';
import type { MailService } from '../mail/service';
import {
  confirmEmail, mailLocaleOf, queueConfirmationMail, requestPasswordReset, requireUnconfirmed, resetPassword, resetTokenState, unsubscribeByLink,
} from '../services/account-mail';
import { signInUser } from '../services/accounts';
import { purgeEmailTokens } from '../services/email-tokens';
import { requireUserRow } from '../services/profiles';
import { toSessionUser } from '../services/users';
import type { RouteDeps } from './deps';

export const sessionRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter; mail: MailService }> = async (app, { db, limiters, mail, writeLimiter }) => {
  const write = createWriter(db, writeLimiter);
  runPeriodically(app, 6 * 60 * 60_000, 'purging old e-mail tokens', () => purgeEmailTokens(db));

  app.post('/api/session', async (request) => {
    const body = signinBodySchema.parse(request.body);
    return signInUser(db, limiters, body, request.ip);
  });

  app.get('/api/session', async (request) => ({ user: toSessionUser(requireUser(request).user) }));

  app.delete('/api/session', async (request, reply) => {
    await revokeSession(db, requireUser(request).sessionId);
    return reply.code(204).send();
  });

  app.get('/api/session/email-confirmation-token', async (request) => confirmEmail(db, confirmEmailQuerySchema.parse(request.query)));

  app.post('/api/session/resend-verification', async (request, reply) => write(request, reply, 200, () => async (trx, userId): Promise<ResendAnswer> => {
    const user = await requireUserRow(trx, userId);
    requireUnconfirmed(user);
    await queueConfirmationMail(db, mail, user, mailLocaleOf(user, request.headers['accept-language']), trx);
    return { email: user.email };
  }));

  app.post('/api/session/forgot-password', async (request) => {
    const body = forgotPasswordBodySchema.parse(request.body ?? {});
    return requestPasswordReset(db, mail, body, request.ip, request.headers['accept-language']);
  });

  app.get('/api/session/forgot-token-state', async (request) => resetTokenState(db, tokenStateQuerySchema.parse(request.query).token));

  app.patch('/api/session/reset-password', async (request) => {
    const body = resetPasswordBodySchema.parse(request.body);
    return resetPassword(db, mail, body, request.headers['accept-language']);
  });

  app.get('/api/session/email-unsubscribe-token', async (request) => unsubscribeByLink(db, unsubscribeQuerySchema.parse(request.query).k));
};
