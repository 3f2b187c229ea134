// The signed-in grower's settings read from the API into the device (GET /api/users/{id}/settings), keeping what
// still waits to be sent; the units and interface the account chose reach this device's preferences; the avatar
// upload, the password change and the account's deletion, which only work online.
import { db, type OutboxMutation } from '@/db/database';
import { accountPrefix } from '@/domain/api/change-targets';
import type { GrowerProfile } from '@/domain/user/profile';
import type { AccountDeletion, PasswordChange, SettingsAnswer } from '@/domain/user/settings';
import { apiRequest } from '@/sync/transport/http';
import { forgetSession } from '@/sync/transport/identity';
import { sendPicture } from '@/sync/transport/picture-upload';
import { blockWrite, patchSettingsWrite, profileTables, saveProfileWrite, unblockWrite, type BlockArgs, type ProfileArgs, type SettingsArgs } from './mutators';
import { applyAccountPreferences } from './preferences';
import { lastAccountChange } from './writes';

/**
 * The server's answer with the changes still waiting on this device laid over it, in the order they were made:
 * settings sections, profile fields and blocks (the device may have no copy of its own yet to keep them from).
 */
function withWaiting(answer: SettingsAnswer, waiting: OutboxMutation[]): SettingsAnswer {
  let { settings, profile, banned } = answer;
  for (const write of waiting) {
    if (write.mutator === patchSettingsWrite.name) {
      const { section, value } = write.args as SettingsArgs;
      settings = { ...settings, [section]: value };
    } else if (write.mutator === saveProfileWrite.name) {
      profile = { ...profile, ...(write.args as ProfileArgs).input };
    } else if (write.mutator === blockWrite.name || write.mutator === unblockWrite.name) {
      const { blocked } = write.args as BlockArgs;
      const others = banned.filter((b) => b.user.id !== blocked.id);
      banned = write.mutator === blockWrite.name ? [{ user: blocked, add_date: new Date(write.created_at).toISOString() }, ...others] : others;
    }
  }
  return { ...answer, settings, profile, banned };
}

/** GET /api/users/{id}/settings into the device: sections, profile fields and blocks with a change waiting keep the device's. */
export async function refreshSettings(userId: number): Promise<void> {
  const asked = Date.now();
  const answer = await apiRequest<SettingsAnswer>(`/api/users/${userId}/settings`);
  const kept = await db.transaction('rw', db.accountSettings, db.outbox, async () => {
    // Changed in this page after the request left: the answer may predate that change (sent and answered meanwhile).
    if (lastAccountChange() >= asked) return false;
    const waiting = await db.outbox.where('target').startsWith(accountPrefix(userId)).sortBy('seq');
    await db.accountSettings.put({ user_id: userId, answer: withWaiting(answer, waiting), synced_at: Date.now() });
    return true;
  });
  const stored = await db.accountSettings.get(userId);
  if (kept && stored) await applyAccountPreferences(stored.answer.settings);
}

/** Reads the device's copy of the grower's settings. */
export const readSettings = (userId: number) => db.accountSettings.get(userId);

/** POST /api/users/{id}/avatars (online only): the new avatar becomes the profile's and the signed-in user's. */
export async function uploadAvatar(userId: number, file: Blob, fileName: string): Promise<void> {
  const profile = await sendPicture<GrowerProfile>(`/api/users/${userId}/avatars`, file, fileName);
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
