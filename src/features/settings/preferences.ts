// Choices kept both on the device and, for a signed-in grower, on the account: units and the interface (language,
// theme). A choice is applied here at once and queued to the account; the account's choices reach another device
// when its settings are read.
import { db } from '@/db/database';
import { LOCALE_KEY } from '@/domain/page/locale';
import type { AccountSettings } from '@/domain/user/settings';
import type { Theme } from '@/domain/user/profile-limits';
import type { Measures } from '@/domain/week/units';
import { changeLocale, i18next } from '@/i18n/i18n';
import { getStoredUser } from '@/sync/transport/identity';
import { readCookie } from '@/ui/cookies';
import { applyTheme, hasStoredTheme, storedTheme } from '@/ui/theme';
import { writeLocally } from '@/sync/outbox/queue';
import { noteAccountChange, queueSettingsSection, saveSettingsSection } from './writes';

export const MEASURES_KEY = 'measures';

/** Keeps the units on the device and, signed in, queues them to the account. */
export async function saveMeasures(measures: Measures, label: string): Promise<void> {
  noteAccountChange();
  const user = await getStoredUser();
  if (!user) {
    await db.prefs.put({ key: MEASURES_KEY, value: measures });
    return;
  }
  await writeLocally([db.prefs, db.accountSettings], async () => {
    await db.prefs.put({ key: MEASURES_KEY, value: measures });
    await queueSettingsSection(user.id, 'measures', measures, label);
  });
}

/** Applies the interface (language and theme) at once and, signed in, queues it to the account. */
export async function saveInterface(choice: { lang: string; theme: Theme }, label: string): Promise<void> {
  noteAccountChange();
  applyTheme(choice.theme);
  const lang = await changeLocale(choice.lang);
  const user = await getStoredUser();
  if (user) await saveSettingsSection(user.id, 'interface', { lang, theme: choice.theme }, label);
}

/**
 * The account's units on this device, and its language and theme where this device has no choice of its own (the
 * header's language switch is the device's; the account's choice reaches a new device).
 */
export async function applyAccountPreferences(settings: AccountSettings): Promise<void> {
  if (settings.measures) await db.prefs.put({ key: MEASURES_KEY, value: settings.measures });
  if (!hasStoredTheme() && settings.interface.theme !== storedTheme()) applyTheme(settings.interface.theme);
  const { lang } = settings.interface;
  const deviceLocale = localStorage.getItem(LOCALE_KEY) ?? readCookie(LOCALE_KEY);
  if (lang && deviceLocale === null && lang !== i18next.language) await changeLocale(lang);
}

let accountRead = false;

/** Once per page load, for a signed-in grower: reads the account's settings, so units chosen on another device apply here. */
export async function readAccountPreferencesOnce(): Promise<void> {
  if (accountRead) return;
  accountRead = true;
  const user = await getStoredUser();
  if (!user) return;
  const { refreshSettings } = await import('./settings-store');
  await refreshSettings(user.id).catch(() => undefined);
}
