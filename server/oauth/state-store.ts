// Sign-ins under way and tickets of new accounts, kept server-side: 32 random bytes given out once, only their
// SHA-256 stored; taking one deletes it (single use), and both expire after 10 minutes.
import type { Kysely, Selectable } from 'kysely';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens';
import type { Database, OAuthStatesTable, OAuthTicketsTable } from '../db/types';
import { HttpError } from '../http/errors';

export const OAUTH_STATE_TTL_MS = 10 * 60_000;

export type OAuthStateRow = Selectable<OAuthStatesTable>;
export type OAuthTicketRow = Selectable<OAuthTicketsTable>;

function expiresAt(now: number): string {
  return new Date(now + OAUTH_STATE_TTL_MS).toISOString();
}

function refuseExpired(row: { expires_at: string }, now: number, what: string): void {
  if (row.expires_at <= new Date(now).toISOString()) throw new HttpError(410, 'expired', `This ${what} took more than 10 minutes. Start again.`);
}

/** Stores a sign-in's state, PKCE verifier, nonce and return path; the state, nonce and verifier go to the provider. */
export async function saveState(
  db: Kysely<Database>, flow: { provider: string; returnPath: string; linkUserId: number | null }, now: number,
): Promise<{ state: string; nonce: string; codeVerifier: string }> {
  const request = { state: newSecretToken(), nonce: newSecretToken(), codeVerifier: newSecretToken() };
  await db.insertInto('oauth_states').values({
    state_hash: hashSecretToken(request.state), provider: flow.provider, code_verifier: request.codeVerifier, nonce: request.nonce,
    return_path: flow.returnPath, link_user_id: flow.linkUserId, expires_at: expiresAt(now),
  }).execute();
  return request;
}

/** Takes a state once: deleted whether or not it is still good, so a replayed callback finds nothing. */
export async function takeState(db: Kysely<Database>, state: string, now: number): Promise<OAuthStateRow> {
  const row = await db.deleteFrom('oauth_states').where('state_hash', '=', hashSecretToken(state)).returningAll().executeTakeFirst();
  if (!row) throw new HttpError(400, 'invalid_state', 'This sign-in was already finished, or was not started here. Start again.');
  refuseExpired(row, now, 'sign-in');
  return row;
}

/** A ticket for a provider account without a grower: it chooses its name with POST /api/oauth/complete. */
export async function saveTicket(
  db: Kysely<Database>, identity: { provider: string; subject: string; email: string; emailVerified: boolean; returnPath: string }, now: number,
): Promise<string> {
  const ticket = newSecretToken();
  await db.insertInto('oauth_tickets').values({
    ticket_hash: hashSecretToken(ticket), provider: identity.provider, subject: identity.subject, email: identity.email,
    email_verified: identity.emailVerified ? 1 : 0, return_path: identity.returnPath, expires_at: expiresAt(now),
  }).execute();
  return ticket;
}

/** A ticket still good (it stays until the account is made, so a taken name can be changed). */
export async function findTicket(db: Kysely<Database>, ticket: string, now: number): Promise<OAuthTicketRow> {
  const row = await db.selectFrom('oauth_tickets').selectAll().where('ticket_hash', '=', hashSecretToken(ticket)).executeTakeFirst();
  if (!row) throw new HttpError(400, 'invalid_ticket', 'This new account was already made, or was not started here. Sign in again.');
  refuseExpired(row, now, 'sign-up');
  return row;
}

/** Deletes states and tickets that expired. */
export async function purgeOAuthFlows(db: Kysely<Database>, now = Date.now()): Promise<void> {
  const cutoff = new Date(now).toISOString();
  await db.deleteFrom('oauth_states').where('expires_at', '<=', cutoff).execute();
  await db.deleteFrom('oauth_tickets').where('expires_at', '<=', cutoff).execute();
}
