// Where each language's strings come from, and the i18next settings every instance shares (the browser's global one
// and the server's one per request, src/entry-server.tsx). English is bundled; the rest load on demand.
import en from '../../locales/en.json';
import { DEFAULT_LOCALE, KEYS_LOCALE, SUPPORTED_LOCALES, type Locale } from '@/domain/page/locale';

type Bundle = () => Promise<{ default: Record<string, unknown> }>;

/** The shared strings of each language but English (bundled). */
export const languageBundles: Record<Exclude<Locale, 'en' | 'en-tr'>, Bundle> = {
  ru: () => import('../../locales/ru.json'),
  de: () => import('../../locales/de.json'),
  es: () => import('../../locales/es.json'),
  th: () => import('../../locales/th.json'),
};

/**
 * Screen strings: `locales/screens/{lang}.json` and one file per area, `locales/screens/{area}/{lang}.json`,
 * merged per language at build time (src/i18n/screen-strings-plugin.ts), so one request loads a language.
 */
export const screenBundles: Record<Exclude<Locale, 'en-tr'>, Bundle> = {
  en: () => import('virtual:screen-strings/en'),
  ru: () => import('virtual:screen-strings/ru'),
  de: () => import('virtual:screen-strings/de'),
  es: () => import('virtual:screen-strings/es'),
  th: () => import('virtual:screen-strings/th'),
};

/** i18next's settings in `lng`, with English's shared strings. The keys locale has no text, so keys show as they are. */
export function i18nOptions(lng: string) {
  return {
    lng,
    supportedLngs: [...SUPPORTED_LOCALES],
    lowerCaseLng: true,
    load: 'currentOnly' as const,
    fallbackLng: (code: string) => (code === KEYS_LOCALE ? [] : [DEFAULT_LOCALE]),
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  };
}
