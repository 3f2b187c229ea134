// Tokens of mails: 32 random bytes sent once in a link, only their SHA-256 stored; each kind expires, and a
// confirmation or reset token works once.
import type { Kysely } from 'kysely';
import { EMAIL_TOKEN_BYTES, EMAIL_TOKEN_TTL_MS, type EmailTokenKind, type TokenState } from '../../src/domain/user/email-limits';
import { hashSecretToken, newSecretToken } from '../auth/secret-tokens';
import type { Database, EmailTokensTable } from '../db/types';
import type { Selectable } from 'kysely';

export type EmailTokenRow = Selectable<EmailTokensTable>;

/** A new token for the account and address; `now` is injected by tests to age it. */
export async function issueEmailToken(
  db: Kysely<Database>, userId: number, kind: EmailTokenKind, email: string, now = new Date(),
): Promise<string> {
  const token = newSecretToken(EMAIL_TOKEN_BYTES);
  await db.insertInto('email_tokens').values({
    user_id: userId, kind, token_hash: hashSecretToken(token), email,
    add_date: now.toISOString(), expires_at: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[kind]).toISOString(), used_at: null,
  }).execute();
  return token;
}

export type TokenLookup = { state: 'valid'; row: EmailTokenRow } | { state: Exclude<TokenState, 'valid'>; row?: EmailTokenRow };

/** What a token of one kind is worth now: unknown (never issued, or of another kind), used, expired or valid. */
export async function lookUpEmailToken(db: Kysely<Database>, kind: EmailTokenKind, token: string, now = new Date()): Promise<TokenLookup> {
  const row = await db.selectFrom('email_tokens').selectAll()
    .where('token_hash', '=', hashSecretToken(token)).where('kind', '=', kind)
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.used_at !== null) return { state: 'used', row };
  if (Date.parse(row.expires_at) <= now.getTime()) return { state: 'expired', row };
  return { state: 'valid', row };
}

/** Marks a token used; false when another request used it first (so it works once even under a race). */
export async function consumeEmailToken(db: Kysely<Database>, id: number, now = new Date()): Promise<boolean> {
  const result = await db.updateTable('email_tokens').set({ used_at: now.toISOString() })
    .where('id', '=', id).where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends every unused token of a kind of the account (a reset ends the other reset links). */
export async function retireEmailTokens(db: Kysely<Database>, userId: number, kind: EmailTokenKind, now = new Date()): Promise<void> {
  await db.updateTable('email_tokens').set({ used_at: now.toISOString() })
    .where('user_id', '=', userId).where('kind', '=', kind).where('used_at', 'is', null)
    .execute();
}

/** Expired tokens are kept this long (their links still answer "expired" rather than "unknown"), then deleted. */
export const EMAIL_TOKEN_KEEP_MS = 7 * 24 * 60 * 60_000;

/** Deletes the tokens that expired more than a week ago; returns how many went. */
export async function purgeEmailTokens(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('email_tokens')
    .where('expires_at', '<', new Date(now.getTime() - EMAIL_TOKEN_KEEP_MS).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
