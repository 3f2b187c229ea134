// The account writes the outbox sends: the profile (PUT /api/users/{id}), one settings section
// (PATCH /api/users/{id}/settings/{section}) and blocks (PUT and DELETE /api/users/{id}/settings/banned/user/{b});
// each answer becomes the device's copy unless a newer change of the same thing still waits.
import { db } from '@/db/database';
import { blockTarget, profileTarget, settingsTarget } from '@/domain/api/change-targets';
import type { GrowerProfile, ProfileInput } from '@/domain/user/profile';
import type { AccountSettings, BlockedGrowerEntry, PatchableSection } from '@/domain/user/settings';
import type { User } from '@/domain/user/user';
import { defineMutator, type MutatorDefinition } from '@/sync/outbox/mutator';

export interface ProfileArgs { user_id: number; input: ProfileInput }

/** The profile as the server answered it: the stored profile, the settings pages' copy, and the signed-in name. */
async function storeProfile(answer: GrowerProfile): Promise<void> {
  await db.profiles.put({ ...answer, synced_at: Date.now() });
  const settings = await db.accountSettings.get(answer.id);
  if (settings) {
    const { name, bio, location, website, socials } = answer;
    await db.accountSettings.put({ ...settings, answer: { ...settings.answer, profile: { ...settings.answer.profile, name, bio, location, website, socials } } });
  }
  const session = await db.session.get('current');
  if (session?.key === 'current' && session.user.id === answer.id) {
    await db.session.put({ ...session, user: { ...session.user, name: answer.name, avatar: answer.avatar, avatar_small: answer.avatar_small, avatar_little: answer.avatar_little } });
  }
}

/** Tables the profile's answer writes. */
export const profileTables = () => [db.profiles, db.accountSettings, db.session];

export const saveProfileWrite = defineMutator<'profile.save', ProfileArgs, GrowerProfile>({
  name: 'profile.save',
  request: ({ user_id, input }) => ({ method: 'PUT', path: `/api/users/${user_id}`, body: input }),
  target: ({ user_id }) => profileTarget(user_id),
  replaces: true,
  answer: {
    tables: profileTables,
    store: async (answer, { laterWrites }) => {
      if ((await laterWrites()).length === 0) await storeProfile(answer);
    },
  },
  pending: { kind: 'profile', editLink: () => null, content: ({ input }) => [input.bio].filter(Boolean) },
});

export interface SettingsArgs<S extends PatchableSection = PatchableSection> { user_id: number; section: S; value: AccountSettings[S] }

export const patchSettingsWrite = defineMutator<'settings.patch', SettingsArgs, AccountSettings>({
  name: 'settings.patch',
  request: ({ user_id, section, value }) => ({ method: 'PATCH', path: `/api/users/${user_id}/settings/${section}`, body: { value } }),
  target: ({ user_id, section }) => settingsTarget(user_id, section),
  replaces: true,
  answer: {
    tables: () => [db.accountSettings],
    // Only the section this write changed: another section may have a change of its own waiting.
    store: async (answer, { args, laterWrites }) => {
      if ((await laterWrites()).length) return;
      const stored = await db.accountSettings.get(args.user_id);
      if (stored) await db.accountSettings.put({ ...stored, answer: { ...stored.answer, settings: { ...stored.answer.settings, [args.section]: answer[args.section] } } });
    },
  },
  pending: { kind: 'settings', editLink: () => null, content: () => [] },
});

export interface BlockArgs { user_id: number; blocked: User }

/** The blocked list with this grower in it or out of it, as the server said. */
async function storeBlock(answer: { banned: BlockedGrowerEntry[] }, args: BlockArgs, laterWrites: () => Promise<unknown[]>) {
  if ((await laterWrites()).length) return;
  const stored = await db.accountSettings.get(args.user_id);
  if (!stored) return;
  const entry = answer.banned.find((b) => b.user.id === args.blocked.id);
  const others = stored.answer.banned.filter((b) => b.user.id !== args.blocked.id);
  await db.accountSettings.put({ ...stored, answer: { ...stored.answer, banned: entry ? [entry, ...others] : others } });
}

function blockMutator<const Name extends string>(name: Name, block: boolean): MutatorDefinition<Name, BlockArgs, { banned: BlockedGrowerEntry[] }> {
  return defineMutator<Name, BlockArgs, { banned: BlockedGrowerEntry[] }>({
    name,
    request: ({ user_id, blocked }) => ({ method: block ? 'PUT' : 'DELETE', path: `/api/users/${user_id}/settings/banned/user/${blocked.id}` }),
    target: ({ user_id, blocked }) => blockTarget(user_id, blocked.id),
    replaces: false,
    answer: { tables: () => [db.accountSettings], store: (answer, { args, laterWrites }) => storeBlock(answer, args, laterWrites) },
    pending: { kind: block ? 'block' : 'unblock', editLink: () => null, content: () => [] },
  });
}

export const blockWrite = blockMutator('block.add', true);
export const unblockWrite = blockMutator('block.remove', false);

/** The account writes, for the mutator registry. */
export const settingsMutators = [saveProfileWrite, patchSettingsWrite, blockWrite, unblockWrite];
