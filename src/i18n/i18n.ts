// i18next setup: English bundled, other languages loaded on demand, the choice kept in a cookie and local storage.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../../locales/en.json';
import { readCookie } from '@/ui/cookies';
import { DEFAULT_LOCALE, KEYS_LOCALE, resolveLocale, SUPPORTED_LOCALES, type Locale } from '@/domain/locale';

const STORAGE_KEY = 'locale';
const COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

const loaders: Record<Exclude<Locale, 'en' | 'en-tr'>, () => Promise<{ default: Record<string, unknown> }>> = {
  ru: () => import('../../locales/ru.json'),
  de: () => import('../../locales/de.json'),
  es: () => import('../../locales/es.json'),
  th: () => import('../../locales/th.json'),
};

/** The locale chosen on this device: local storage first, then the cookie. */
export function storedLocale(): Locale {
  const requested = localStorage.getItem(STORAGE_KEY) ?? readCookie(STORAGE_KEY);
  return resolveLocale(requested, (message) => console.warn(message));
}

async function loadResources(locale: Locale): Promise<void> {
  if (locale === 'en' || locale === 'en-tr' || i18next.hasResourceBundle(locale, 'translation')) return;
  const bundle = await loaders[locale]();
  i18next.addResourceBundle(locale, 'translation', bundle.default, true, true);
}

/** Switches the interface language and remembers it; an unsupported one warns and uses English. */
export async function changeLocale(requested: string): Promise<Locale> {
  const locale = resolveLocale(requested, (message) => console.warn(message));
  await loadResources(locale);
  await i18next.changeLanguage(locale);
  localStorage.setItem(STORAGE_KEY, locale);
  document.cookie = `${STORAGE_KEY}=${locale}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
  document.documentElement.lang = locale === KEYS_LOCALE ? 'en' : locale;
  return locale;
}

/** Starts i18next in the stored locale. The keys locale has no text, so keys show as they are. */
export async function initI18n(): Promise<void> {
  const locale = storedLocale();
  await i18next.use(initReactI18next).init({
    lng: DEFAULT_LOCALE,
    supportedLngs: [...SUPPORTED_LOCALES],
    lowerCaseLng: true,
    load: 'currentOnly',
    fallbackLng: (code: string) => (code === KEYS_LOCALE ? [] : [DEFAULT_LOCALE]),
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await changeLocale(locale);
}

export { i18next };
