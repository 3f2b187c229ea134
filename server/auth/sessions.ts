// Bearer sessions: random tokens handed out once, only their SHA-256 kept in the database.
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/types';
import { hashSecretToken, newSecretToken } from './secret-tokens';

// last_seen is refreshed at most this often, so reads do not write on every request.
const LAST_SEEN_STEP_MS = 5 * 60_000;

/** Opens a session for the user and returns its token (32 random bytes, base64url). */
export async function createSession(db: Kysely<Database>, userId: number): Promise<string> {
  const token = newSecretToken();
  const now = new Date().toISOString();
  await db.insertInto('sessions')
    .values({ token_hash: hashSecretToken(token), user_id: userId, add_date: now, last_seen: now, revoked_at: null })
    .execute();
  return token;
}

export interface SessionUser {
  sessionId: number;
  user: UserRow;
}

/** The live session and user of a token, or null for an unknown or revoked token. */
export async function findSessionUser(db: Kysely<Database>, token: string): Promise<SessionUser | null> {
  const row = await db.selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['sessions.id as session_id', 'sessions.last_seen'])
    .selectAll('users')
    .where('sessions.token_hash', '=', hashSecretToken(token))
    .where('sessions.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { session_id: sessionId, last_seen: lastSeen, ...user } = row;
  if (Date.now() - Date.parse(lastSeen) > LAST_SEEN_STEP_MS) {
    await db.updateTable('sessions').set({ last_seen: new Date().toISOString() }).where('id', '=', sessionId).execute();
  }
  return { sessionId, user };
}

/** Revokes a session: its token no longer signs anyone in. */
export async function revokeSession(db: Kysely<Database>, sessionId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date().toISOString() }).where('id', '=', sessionId).execute();
}
