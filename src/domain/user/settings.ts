// A grower's account settings (spec §2 settings pages): notification channels per kind, units, interface and newsletters,
// the bodies that change them, and the password and deletion bodies.
import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../page/locale';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, USER_NAME_MAX_LENGTH } from './user-limits';
import { NEWSLETTERS, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, THEMES } from './profile-limits';
import { userSchema } from './user';
import { socialsSchema } from './profile';
import { invoiceSchema, premiumStateSchema } from '../premium/premium';

const measuresSchema = z.object({
  length: z.enum(['cm', 'in']),
  temperature: z.enum(['C', 'F']),
  volume: z.enum(['l', 'gal']),
  weight: z.enum(['g', 'oz']),
  area: z.enum(['m2', 'ft2']),
  tds: z.enum(['ec', 'ppm']),
  nutrient: z.enum(['ml/l', 'ml/gal', 'tsp/gal']),
});

const channelsSchema = z.object(Object.fromEntries(NOTIFICATION_CHANNELS.map((c) => [c, z.boolean()])) as Record<(typeof NOTIFICATION_CHANNELS)[number], z.ZodBoolean>);

/** Every settings section the PATCH call changes, each a whole value. */
export const settingsSectionsSchema = z.object({
  notifications: z.object(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, channelsSchema])) as Record<(typeof NOTIFICATION_KINDS)[number], typeof channelsSchema>),
  /** Null until the grower chooses units (the device's choice is then kept). */
  measures: measuresSchema.nullable(),
  interface: z.object({ lang: z.enum(SUPPORTED_LOCALES).nullable(), theme: z.enum(THEMES) }),
  subscribe: z.object(Object.fromEntries(NEWSLETTERS.map((n) => [n, z.boolean()])) as Record<(typeof NEWSLETTERS)[number], z.ZodBoolean>),
});
export type AccountSettings = z.infer<typeof settingsSectionsSchema>;
export type PatchableSection = keyof AccountSettings;
export const PATCHABLE_SECTIONS = ['notifications', 'measures', 'interface', 'subscribe'] as const satisfies readonly PatchableSection[];

/** PATCH /api/users/{id}/settings/{section}: the section's new value. A notifications value may lack kinds (a change
 * queued by an older app, before a kind existed): those keep what they were. */
export const settingsPatchSchema = z.discriminatedUnion('section', [
  z.object({ section: z.literal('notifications'), value: settingsSectionsSchema.shape.notifications.partial() }),
  z.object({ section: z.literal('measures'), value: settingsSectionsSchema.shape.measures }),
  z.object({ section: z.literal('interface'), value: settingsSectionsSchema.shape.interface }),
  z.object({ section: z.literal('subscribe'), value: settingsSectionsSchema.shape.subscribe }),
]);
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** GET /api/users/{id}/settings: everything the settings pages show (the owner's only). */
export const settingsAnswerSchema = z.object({
  profile: z.object({ name: z.string(), email: z.string(), bio: z.string(), location: z.string(), website: z.string(), socials: socialsSchema }),
  /** False for an account made through another service's sign-in that never set a password. */
  has_password: z.boolean(),
  settings: settingsSectionsSchema,
  premium: premiumStateSchema,
  banned: z.array(z.object({ user: userSchema, add_date: z.string() })),
  invoices: z.array(invoiceSchema),
});
export type SettingsAnswer = z.infer<typeof settingsAnswerSchema>;
export type BlockedGrowerEntry = SettingsAnswer['banned'][number];

/** PATCH /api/users/{id}: a new password, given the current one. */
export const passwordChangeSchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  new_password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * DELETE /api/users/{id}: whether the public diaries stay under "deleted grower" or go, confirmed by the password; an
 * account without one confirms by its grower name, from a sign-in of the last minutes (see `FRESH_SIGN_IN_MINUTES`).
 */
export const accountDeletionSchema = z.object({
  password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
  confirm_name: z.string().max(USER_NAME_MAX_LENGTH).optional(),
  diaries: z.enum(['keep', 'remove']),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
