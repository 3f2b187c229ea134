// The grower's account changes made on the device at once and queued (they work offline): profile fields, a settings
// section (units, interface, notifications, newsletters) and blocks. A block undone before it left the device is dropped.
import { db } from '@/db/database';
import { blockTarget } from '@/domain/api/change-targets';
import type { ProfileInput } from '@/domain/user/profile';
import type { AccountSettings, PatchableSection } from '@/domain/user/settings';
import type { User } from '@/domain/user/user';
import { isUnsent, queueWrite, writeLocally } from '@/sync/outbox/queue';
import { blockWrite, patchSettingsWrite, profileTables, saveProfileWrite, unblockWrite } from './mutators';

let lastChange = 0;

/** When the grower last changed their account in this page (0: not yet): a settings answer asked for before it is stale. */
export const lastAccountChange = () => lastChange;

/** Notes a change of the account made in this page, before its first effect. */
export function noteAccountChange(): void {
  lastChange = Date.now();
}

/** Saves the profile fields on the device (the profile, the settings pages' copy) and queues them. */
export async function saveProfile(userId: number, input: ProfileInput, label: string): Promise<void> {
  noteAccountChange();
  await writeLocally(profileTables(), async () => {
    const profile = await db.profiles.get(userId);
    if (profile) await db.profiles.put({ ...profile, ...input });
    const settings = await db.accountSettings.get(userId);
    if (settings) await db.accountSettings.put({ ...settings, answer: { ...settings.answer, profile: { ...settings.answer.profile, ...input } } });
    await queueWrite(saveProfileWrite, { user_id: userId, input }, { label });
  });
}

/** Inside writeLocally (with db.accountSettings): replaces one settings section on the device and queues it. */
export async function queueSettingsSection<S extends PatchableSection>(userId: number, section: S, value: AccountSettings[S], label: string): Promise<void> {
  noteAccountChange();
  const stored = await db.accountSettings.get(userId);
  if (stored) await db.accountSettings.put({ ...stored, answer: { ...stored.answer, settings: { ...stored.answer.settings, [section]: value } } });
  await queueWrite(patchSettingsWrite, { user_id: userId, section, value }, { label });
}

/** Replaces one settings section on the device and queues it. */
export async function saveSettingsSection<S extends PatchableSection>(userId: number, section: S, value: AccountSettings[S], label: string): Promise<void> {
  await writeLocally([db.accountSettings], () => queueSettingsSection(userId, section, value, label));
}

/** Blocks or unblocks a grower at once on the device and queues it; undoing an unsent change just drops it. */
export async function setBlocked(userId: number, grower: User, blocked: boolean, label: string): Promise<void> {
  noteAccountChange();
  await writeLocally([db.accountSettings], async () => {
    const stored = await db.accountSettings.get(userId);
    if (stored) {
      const others = stored.answer.banned.filter((b) => b.user.id !== grower.id);
      const banned = blocked ? [{ user: grower, add_date: new Date().toISOString() }, ...others] : others;
      await db.accountSettings.put({ ...stored, answer: { ...stored.answer, banned } });
    }
    const unsent = await db.outbox.where('target').equals(blockTarget(userId, grower.id)).filter(isUnsent).last();
    if (unsent && unsent.mutator !== (blocked ? blockWrite : unblockWrite).name) {
      await db.outbox.delete(unsent.seq!);
      return;
    }
    await queueWrite(blocked ? blockWrite : unblockWrite, { user_id: userId, blocked: grower }, { label });
  });
}
