// The signed-in grower's settings read from the API into the device (GET /api/users/{id}/settings), keeping what
// still waits to be sent; the units and interface the account chose reach this device's preferences; the avatar
// upload, the password change and the account's deletion, which only work online.
import { db } from '@/db/database';
import { accountPrefix } from '@/domain/api/change-targets';
import type { GrowerProfile } from '@/domain/user/profile';
import type { AccountDeletion, PasswordChange, SettingsAnswer } from '@/domain/user/settings';
import { apiHeaders, apiRequest, apiUrl, ServerError } from '@/sync/transport/http';
import { forgetSession, randomId } from '@/sync/transport/identity';
import { sendMultipart } from '@/sync/transport/upload-xhr';
import { profileTables } from './mutators';
import { applyAccountPreferences } from './preferences';
import { lastAccountChange } from './writes';

/** GET /api/users/{id}/settings into the device: sections, profile fields and blocks with a change waiting keep the device's. */
export async function refreshSettings(userId: number): Promise<void> {
  const asked = Date.now();
  const answer = await apiRequest<SettingsAnswer>(`/api/users/${userId}/settings`);
  const kept = await db.transaction('rw', db.accountSettings, db.outbox, async () => {
    const waiting = await db.outbox.where('target').startsWith(accountPrefix(userId)).toArray();
    // Changed in this page after the request left: the answer may predate that change (sent and answered meanwhile).
    if (lastAccountChange() >= asked) return false;
    const stored = await db.accountSettings.get(userId);
    if (!stored || waiting.length === 0) {
      await db.accountSettings.put({ user_id: userId, answer, synced_at: Date.now() });
      return true;
    }
    const pending = new Set(waiting.map((m) => m.target.slice(accountPrefix(userId).length)));
    const settings = { ...answer.settings };
    for (const section of Object.keys(settings) as (keyof typeof settings)[]) {
      if (pending.has(`settings:${section}`)) Object.assign(settings, { [section]: stored.answer.settings[section] });
    }
    const blockPending = [...pending].some((p) => p.startsWith('block:'));
    await db.accountSettings.put({
      user_id: userId, synced_at: Date.now(),
      answer: {
        ...answer, settings,
        profile: pending.has('profile') ? stored.answer.profile : answer.profile,
        banned: blockPending ? stored.answer.banned : answer.banned,
      },
    });
    return true;
  });
  const stored = await db.accountSettings.get(userId);
  if (kept && stored) await applyAccountPreferences(stored.answer.settings);
}

/** Reads the device's copy of the grower's settings. */
export const readSettings = (userId: number) => db.accountSettings.get(userId);

/** POST /api/users/{id}/avatars (online only): the new avatar becomes the profile's and the signed-in user's. */
export async function uploadAvatar(userId: number, file: Blob, fileName: string): Promise<void> {
  const requestId = randomId();
  const headers = Object.fromEntries((await apiHeaders(requestId, false)).entries());
  const result = await sendMultipart({ url: apiUrl(`/api/users/${userId}/avatars`), headers, fields: [], file, fileName, onProgress: () => undefined });
  if (!result.ok) {
    const body = result.body as { error?: string; message?: string } | null;
    throw new ServerError(result.status, body?.error && body.message ? { error: body.error, message: body.message } : null, null);
  }
  const profile = result.body as GrowerProfile;
  await db.transaction('rw', profileTables(), async () => {
    await db.profiles.put({ ...profile, synced_at: Date.now() });
    const session = await db.session.get('current');
    if (session?.key === 'current' && session.user.id === userId) {
      await db.session.put({ ...session, user: { ...session.user, avatar: profile.avatar, avatar_small: profile.avatar_small, avatar_little: profile.avatar_little } });
    }
  });
}

/** PATCH /api/users/{id} (online only): a new password; the other devices are signed out. Answers how many. */
export async function changePassword(userId: number, change: PasswordChange): Promise<number> {
  const answer = await apiRequest<{ sessions_ended: number }>(`/api/users/${userId}`, { method: 'PATCH', body: change });
  return answer.sessions_ended;
}

/** DELETE /api/users/{id} (online only): the account is gone; this device forgets the session and the account's data. */
export async function deleteAccount(userId: number, deletion: AccountDeletion): Promise<void> {
  await apiRequest(`/api/users/${userId}`, { method: 'DELETE', body: deletion });
  // The server ended every session already: nothing to revoke.
  await forgetSession();
  await db.transaction('rw', [db.accountSettings, db.profiles, db.outbox], async () => {
    await db.accountSettings.delete(userId);
    await db.profiles.delete(userId);
    await db.outbox.where('target').startsWith(accountPrefix(userId)).delete();
  });
}
