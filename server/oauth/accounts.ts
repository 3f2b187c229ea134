// What a verified provider account does: signs in its grower, links to the signed-in grower, or becomes a new grower
// once it chose a name. An existing grower with the same e-mail is never taken over: they sign in and link.
import type { Kysely } from 'kysely';
import type { CallbackAnswer, CompleteAnswer, CompleteBody, IdentitiesAnswer, OAuthProvider } from '../../src/domain/user/oauth';
import { USER_NAME_MAX_LENGTH, USER_NAME_MIN_LENGTH } from '../../src/domain/user/user-limits';
import { createSession } from '../auth/sessions';
import { isUniqueViolation } from '../db/database';
import type { Database, UserRow } from '../db/types';
import { conflict, forbidden, HttpError, notFound } from '../http/errors';
import { findTakenField, toSessionUser } from '../services/users';
import type { ProviderClaims } from './client';
import type { OAuthStateRow } from './state-store';
import { hashSecretToken } from '../auth/secret-tokens';
import { findTicket, saveTicket } from './state-store';

function bannedError(user: UserRow): HttpError {
  return new HttpError(403, 'banned', `This account is banned${user.ban_reason ? `: ${user.ban_reason}` : '.'}`);
}

/** A name the new grower may keep: the provider's display name or the address's local part, in the name's alphabet. */
export function suggestName(claims: Pick<ProviderClaims, 'name' | 'email'>): string {
  const source = claims.name ?? claims.email?.split('@')[0] ?? '';
  const name = source.normalize('NFKD').replace(/\s+/g, '_').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, USER_NAME_MAX_LENGTH);
  return name.length >= USER_NAME_MIN_LENGTH ? name : '';
}

async function linkIdentity(db: Kysely<Database>, userId: number, provider: OAuthProvider, claims: ProviderClaims): Promise<void> {
  const owner = await db.selectFrom('oauth_identities').select(['user_id']).where('provider', '=', provider.id).where('subject', '=', claims.subject).executeTakeFirst();
  if (owner?.user_id === userId) return;
  if (owner) throw new HttpError(409, 'identity_in_use', `This ${provider.name} account already signs in another grower.`);
  const mine = await db.selectFrom('oauth_identities').select('id').where('user_id', '=', userId).where('provider', '=', provider.id).executeTakeFirst();
  if (mine) throw new HttpError(409, 'provider_linked', `Another ${provider.name} account is linked already: unlink it first.`);
  await db.insertInto('oauth_identities')
    .values({ user_id: userId, provider: provider.id, subject: claims.subject, email: claims.email, add_date: new Date().toISOString() })
    .execute();
}

/** The outcome of a verified callback for the flow it belonged to; `requesterId` is the grower whose session sent it. */
export async function finishSignIn(
  db: Kysely<Database>, flow: OAuthStateRow, provider: OAuthProvider, claims: ProviderClaims, requesterId: number | null, now: number,
): Promise<CallbackAnswer> {
  const returnPath = flow.return_path;
  if (flow.link_user_id !== null) {
    if (requesterId !== flow.link_user_id) throw forbidden('Sign in as the grower who started linking this account.');
    await linkIdentity(db, flow.link_user_id, provider, claims);
    return { kind: 'linked', provider: provider.id, return_path: returnPath };
  }
  const identity = await db.selectFrom('oauth_identities').innerJoin('users', 'users.id', 'oauth_identities.user_id')
    .selectAll('users').where('provider', '=', provider.id).where('subject', '=', claims.subject).executeTakeFirst();
  if (identity) {
    if (identity.is_ban) throw bannedError(identity);
    return { kind: 'signed_in', session: { token: await createSession(db, identity.id), user: toSessionUser(identity) }, return_path: returnPath };
  }
  if (!claims.email) {
    throw new HttpError(400, 'email_required', `${provider.name} did not share an e-mail address. Allow it, or sign up with a password.`);
  }
  const sameEmail = await db.selectFrom('users').select('id').where('email', '=', claims.email).executeTakeFirst();
  if (sameEmail) {
    throw new HttpError(409, 'email_in_use',
      `An account with ${claims.email} already exists. Sign in with its password, then link ${provider.name} in the settings.`);
  }
  const ticket = await saveTicket(db, { provider: provider.id, subject: claims.subject, email: claims.email, emailVerified: claims.emailVerified, returnPath }, now);
  return { kind: 'complete', ticket, provider: provider.id, email: claims.email, suggested_name: suggestName(claims), return_path: returnPath };
}

async function throwIfTaken(db: Kysely<Database>, name: string, email: string): Promise<void> {
  const taken = await findTakenField(db, name, email);
  if (taken === 'name') throw conflict('That name is taken.');
  if (taken === 'email') throw new HttpError(409, 'email_in_use', `An account with ${email} already exists. Sign in with its password, then link this account in the settings.`);
}

/** Makes the grower of a ticket with the chosen name; the ticket is used up by the same transaction. */
export async function completeSignUp(db: Kysely<Database>, body: CompleteBody, now: number): Promise<CompleteAnswer> {
  const ticket = await findTicket(db, body.ticket, now);
  await throwIfTaken(db, body.name, ticket.email);
  const at = new Date(now).toISOString();
  try {
    const user = await db.transaction().execute(async (trx) => {
      const used = await trx.deleteFrom('oauth_tickets').where('ticket_hash', '=', hashSecretToken(body.ticket)).executeTakeFirst();
      if (used.numDeletedRows !== 1n) throw new HttpError(400, 'invalid_ticket', 'This new account was already made. Sign in again.');
      const row = await trx.insertInto('users').values({
        name: body.name, email: ticket.email, password_hash: null, status: 'newbie', avatar: null, add_date: at,
        email_confirmed_at: ticket.email_verified ? at : null,
      }).returningAll().executeTakeFirstOrThrow();
      await trx.insertInto('oauth_identities')
        .values({ user_id: row.id, provider: ticket.provider, subject: ticket.subject, email: ticket.email, add_date: at }).execute();
      return row;
    });
    return { session: { token: await createSession(db, user.id), user: toSessionUser(user) }, return_path: ticket.return_path };
  } catch (error) {
    // Another sign-up raced past the check: answer as the check would have.
    if (isUniqueViolation(error)) await throwIfTaken(db, body.name, ticket.email);
    throw error;
  }
}

/** The grower's linked accounts, the providers offered and whether a password signs in too. */
export async function listIdentities(db: Kysely<Database>, user: UserRow, providers: OAuthProvider[]): Promise<IdentitiesAnswer> {
  const rows = await db.selectFrom('oauth_identities').select(['provider', 'email', 'add_date']).where('user_id', '=', user.id).orderBy('add_date').execute();
  const nameOf = new Map(providers.map((p) => [p.id, p.name]));
  return {
    identities: rows.map((row) => ({ ...row, provider_name: nameOf.get(row.provider) ?? row.provider })),
    has_password: user.password_hash !== null,
    providers,
  };
}

/** Unlinks a provider account, unless it is the grower's only way to sign in (no password, no other link). */
export async function unlinkIdentity(db: Kysely<Database>, userId: number, provider: string): Promise<void> {
  const rows = await db.selectFrom('oauth_identities').select(['id', 'provider']).where('user_id', '=', userId).execute();
  const identity = rows.find((row) => row.provider === provider);
  if (!identity) throw notFound('No account of this provider is linked.');
  const user = await db.selectFrom('users').select('password_hash').where('id', '=', userId).executeTakeFirstOrThrow();
  if (user.password_hash === null && rows.length === 1) {
    throw new HttpError(409, 'last_sign_in',
      'This account is your only way to sign in. Set a password first (Forgot password sends a link), or link another account.');
  }
  await db.deleteFrom('oauth_identities').where('id', '=', identity.id).execute();
}

