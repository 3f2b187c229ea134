// Account settings (spec §2 /grower/{id}/settings): what the pages show, a section's change, and the password change.
import type { Kysely } from 'kysely';
import type { AccountSettings, PasswordChange, SettingsAnswer, SettingsPatch } from '../../src/domain/user/settings';
import { withDefaults } from '../../src/domain/user/settings-defaults';
import { hashPassword, verifyPassword } from '../auth/password';
import type { Database, UserRow } from '../db/types';
import { HttpError } from '../http/errors';
import { listBlocked } from './blocks';
import { listInvoices, premiumStateOf } from './premium-orders';
import { readSocials, requireUserRow } from './profiles';

type Db = Kysely<Database>;

/** The stored settings over the defaults (an unreadable value is the defaults). */
export function readSettings(json: string): AccountSettings {
  try {
    return withDefaults(JSON.parse(json) as Partial<AccountSettings>);
  } catch {
    return withDefaults({});
  }
}

/** GET /api/users/{id}/settings: profile fields with the e-mail, settings, premium state, blocked growers and invoices. */
export async function getSettingsAnswer(db: Db, userId: number): Promise<SettingsAnswer> {
  const row = await requireUserRow(db, userId);
  return {
    profile: { name: row.name, email: row.email, bio: row.bio, location: row.location, website: row.website, socials: readSocials(row.socials) },
    has_password: row.password_hash !== null,
    settings: readSettings(row.settings),
    premium: premiumStateOf(row.premium_until),
    banned: await listBlocked(db, userId),
    invoices: await listInvoices(db, userId),
  };
}

/** PATCH /api/users/{id}/settings/{section}: replaces one section (notification kinds the value lacks keep theirs; run
 * in the write's transaction); answers every section. */
export async function patchSettings(db: Db, userId: number, patch: SettingsPatch): Promise<AccountSettings> {
  const row = await requireUserRow(db, userId);
  const current = readSettings(row.settings);
  const next = patch.section === 'notifications'
    ? { ...current, notifications: { ...current.notifications, ...patch.value } }
    : { ...current, [patch.section]: patch.value };
  await db.updateTable('users').set({ settings: JSON.stringify(next) }).where('id', '=', userId).execute();
  return next;
}

/** 400 `wrong_password` unless the password is the account's. */
export async function checkPassword(row: Pick<UserRow, 'password_hash'>, password: string): Promise<void> {
  if (!row.password_hash || !(await verifyPassword(password, row.password_hash))) {
    throw new HttpError(400, 'wrong_password', 'The current password is wrong.');
  }
}

/**
 * PATCH /api/users/{id}: a new password given the current one (run in the write's transaction). Every other session of
 * the account ends; the one that asked stays signed in.
 */
export async function changePassword(db: Db, userId: number, sessionId: number, change: PasswordChange): Promise<{ sessions_ended: number }> {
  await checkPassword(await requireUserRow(db, userId), change.password);
  await db.updateTable('users').set({ password_hash: await hashPassword(change.new_password) }).where('id', '=', userId).execute();
  const ended = await db.updateTable('sessions').set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId).where('id', '!=', sessionId).where('revoked_at', 'is', null).executeTakeFirst();
  return { sessions_ended: Number(ended.numUpdatedRows) };
}
