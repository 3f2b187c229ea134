// i18next setup: English bundled, other languages loaded on demand, the choice kept in a cookie and local storage.
// Strings of screens a first visit of `/` never shows (diary, editors, sign-in, pending changes) load with those routes.
import i18next from 'i18next';
import { readCookie } from '@/ui/cookies';
import { DEFAULT_LOCALE, KEYS_LOCALE, LOCALE_KEY, resolveLocale, type Locale } from '@/domain/page/locale';
import { i18nOptions, languageBundles, screenBundles } from './bundles';

const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** The locale chosen on this device: local storage first, then the cookie. */
export function storedLocale(): Locale {
  const requested = localStorage.getItem(LOCALE_KEY) ?? readCookie(LOCALE_KEY);
  return resolveLocale(requested, (message) => console.warn(message));
}

/** Whether a screen needing them was opened: a language switch then loads that language's screen strings too. */
let screensWanted = false;
const screensLoaded = new Set<Locale>();

async function loadScreenResources(locale: Locale): Promise<void> {
  if (locale === 'en-tr' || screensLoaded.has(locale)) return;
  const bundle = await screenBundles[locale]();
  i18next.addResourceBundle(locale, 'translation', bundle.default, true, false);
  screensLoaded.add(locale);
}

/** Loads the strings of the diary, editor, sign-in and pending-changes screens (their route loaders call it). */
export async function loadScreenStrings(): Promise<void> {
  screensWanted = true;
  await loadScreenResources(i18next.language as Locale);
}

async function loadResources(locale: Locale): Promise<void> {
  if (locale === 'en' || locale === 'en-tr' || i18next.hasResourceBundle(locale, 'translation')) return;
  const bundle = await languageBundles[locale]();
  i18next.addResourceBundle(locale, 'translation', bundle.default, true, true);
}

/** Switches the interface language and remembers it; an unsupported one warns and uses English. */
export async function changeLocale(requested: string): Promise<Locale> {
  const locale = resolveLocale(requested, (message) => console.warn(message));
  // Remembered at once: a reload or a link followed while the strings load keeps the choice.
  localStorage.setItem(LOCALE_KEY, locale);
  document.cookie = `${LOCALE_KEY}=${locale}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
  await loadResources(locale);
  if (screensWanted) await loadScreenResources(locale);
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale === KEYS_LOCALE ? 'en' : locale;
  return locale;
}

/** Starts i18next in the stored locale. The keys locale has no text, so keys show as they are. */
export async function initI18n(): Promise<void> {
  const locale = storedLocale();
  await i18next.init(i18nOptions(DEFAULT_LOCALE));
  // Strings that cannot load (a build gone from the server and the cache) leave the app in English rather than blank.
  await changeLocale(locale).catch((error: unknown) => console.warn(`Strings of ${locale} not loaded`, error));
}

export { i18next };
