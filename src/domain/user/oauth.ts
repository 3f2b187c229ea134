// Sign in with another account (spec §7 OAuth, §3 OAuth login): the providers, the calls' bodies and answers, and the
// rule that keeps return_path on this site.
import { z } from 'zod';
import { signupBodySchema, type Session } from './user';

/** A provider's id as it appears in URLs and the identities table: OIDC_PROVIDERS' names, lower case. */
export const OAUTH_PROVIDER_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;
/** States and tickets: 32 random bytes, base64url. */
const OAUTH_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface OAuthProvider { id: string; name: string }

/** GET /api/oauth/status. */
export interface OAuthStatus { providers: OAuthProvider[]; signed_in: boolean }

/**
 * The same-site path of return_path, or null for anything that could leave the site (another origin, `//host`,
 * backslashes, control characters, a scheme).
 */
export function sameSitePath(value: string): string | null {
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\p{Cc}]/u.test(value)) return null;
  const base = 'http://same-site.invalid';
  const url = new URL(value, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
}

const returnPathSchema = z.string().max(2000).default('/').transform((value, context) => {
  const path = sameSitePath(value);
  if (path === null) {
    context.addIssue({ code: 'custom', message: 'must be a path of this site' });
    return z.NEVER;
  }
  return path;
});

/** GET /api/oauth/initiate ?provider,return_path,intent: intent=link (signed in) adds the account to the grower's. */
export const initiateQuerySchema = z.object({
  provider: z.string().regex(OAUTH_PROVIDER_PATTERN),
  return_path: returnPathSchema,
  intent: z.enum(['signin', 'link']).default('signin'),
});
export type InitiateQuery = z.infer<typeof initiateQuerySchema>;
/** Its answer: where to send the browser (the provider's authorization page). */
export interface InitiateAnswer { url: string }

/** POST /api/oauth/callback: what the provider sent back to /auth/oauth-callback. */
export const callbackBodySchema = z.object({
  code: z.string().min(1).max(4096),
  state: z.string().regex(OAUTH_SECRET_PATTERN, 'not a state of ours'),
  iss: z.string().max(2000).optional(),
});
export type CallbackBody = z.infer<typeof callbackBodySchema>;

/** Its answer: signed in, linked to the signed-in grower, or a new account that must choose its name. */
export type CallbackAnswer =
  | { kind: 'signed_in'; session: Session; return_path: string }
  | { kind: 'linked'; provider: string; return_path: string }
  | { kind: 'complete'; ticket: string; provider: string; email: string; suggested_name: string; return_path: string };

/** POST /api/oauth/complete: the new account's name. */
export const completeBodySchema = z.object({
  ticket: z.string().regex(OAUTH_SECRET_PATTERN, 'not a ticket of ours'),
  name: signupBodySchema.shape.name,
});
export type CompleteBody = z.infer<typeof completeBodySchema>;
/** Its answer. */
export interface CompleteAnswer { session: Session; return_path: string }

/** One provider account linked to the grower. */
export interface OAuthIdentity { provider: string; provider_name: string; email: string | null; add_date: string }
/** GET /api/oauth/identities: the grower's linked accounts, and whether a password also signs in. */
export interface IdentitiesAnswer { identities: OAuthIdentity[]; has_password: boolean; providers: OAuthProvider[] }

/** DELETE /api/oauth/identities/:provider */
export const unlinkParamsSchema = z.object({ provider: z.string().regex(OAUTH_PROVIDER_PATTERN) });
