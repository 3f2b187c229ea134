// Deleting an account (settings' delete page): the password is checked (an account without one: its name typed, from a
// sign-in of the last minutes, as services ask for a fresh sign-in before a dangerous act), every session ends, personal data goes
// (name, e-mail, password, avatar, profile, settings, follows, blocks, reviews, linked sign-in accounts, mailed links, imports under way), and the public diaries stay under
// "deleted grower" or are removed, as the grower chose (their files go at the next hourly sweep: deleted-account-files.ts).
// The row stays so kept diaries and replayed writes still resolve.
import type { Kysely } from 'kysely';
import type { AccountDeletion } from '../../src/domain/user/settings';
import type { Database } from '../db/types';
import { FRESH_SIGN_IN_MINUTES } from '../../src/domain/user/user-limits';
import { HttpError } from '../http/errors';
import { checkPassword } from './settings';
import { requireUserRow } from './profiles';
import { DELETED_STATUS } from './users';

type Db = Kysely<Database>;

/**
 * An account without a password proves it is its owner's by its name and a sign-in of the last minutes (through the
 * service it is linked to): 400 `wrong_name`, 403 `reauth_required`.
 */
async function checkFreshConfirmation(db: Db, row: { name: string }, sessionId: number, request: AccountDeletion): Promise<void> {
  if (request.confirm_name?.trim() !== row.name) throw new HttpError(400, 'wrong_name', 'Type your grower name exactly to confirm.');
  const session = await db.selectFrom('sessions').select('add_date').where('id', '=', sessionId).executeTakeFirst();
  const signedInAt = session ? Date.parse(session.add_date) : 0;
  if (Date.now() - signedInAt > FRESH_SIGN_IN_MINUTES * 60_000) {
    throw new HttpError(403, 'reauth_required', `Sign in again with your linked account, then delete within ${FRESH_SIGN_IN_MINUTES} minutes.`);
  }
}

/** Deletes the account (run in the write's transaction); answers how many diaries were kept and removed. */
export async function deleteAccount(db: Db, userId: number, sessionId: number, request: AccountDeletion): Promise<{ diaries_kept: number; diaries_removed: number }> {
  const row = await requireUserRow(db, userId);
  if (row.password_hash) await checkPassword(row, request.password ?? '');
  else await checkFreshConfirmation(db, row, sessionId, request);
  const now = new Date().toISOString();
  await db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  await db.updateTable('users').set({
    name: `~deleted-${userId}`, email: `deleted-${userId}@deleted.invalid`, password_hash: null, avatar: null, status: DELETED_STATUS,
    bio: '', location: '', website: '', socials: '{}', settings: '{}', delete_date: now,
  }).where('id', '=', userId).execute();
  await db.deleteFrom('follows').where((eb) => eb.or([eb('user_id', '=', userId), eb.and([eb('type', '=', 'user'), eb('content_id', '=', userId)])])).execute();
  await db.deleteFrom('user_blocks').where((eb) => eb.or([eb('user_id', '=', userId), eb('blocked_id', '=', userId)])).execute();
  await db.deleteFrom('product_reviews').where('user_id', '=', userId).execute();
  // The accounts of other services that signed the grower in: free to start a new grower.
  await db.deleteFrom('oauth_identities').where('user_id', '=', userId).execute();
  // Confirmation, reset and unsubscribe links name the address they were mailed to.
  await db.deleteFrom('email_tokens').where('user_id', '=', userId).execute();
  // Imports not yet done stop (their uploaded files go at the import runner's next sweep).
  await db.updateTable('account_imports').set({ status: 'failed', error: 'The account was deleted.', update_date: now })
    .where('user_id', '=', userId).where('status', 'in', ['queued', 'running']).execute();
  const live = await db.selectFrom('diaries').select('id').where('user_id', '=', userId).where('is_remove', '=', 0).execute();
  if (request.diaries === 'remove' && live.length > 0) {
    await db.updateTable('diaries').set({ is_remove: 1, update_date: now }).where('user_id', '=', userId).where('is_remove', '=', 0).execute();
    return { diaries_kept: 0, diaries_removed: live.length };
  }
  return { diaries_kept: live.length, diaries_removed: 0 };
}
