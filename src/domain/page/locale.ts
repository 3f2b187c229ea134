// Interface languages of spec §9 and how a requested locale is resolved.

export const SUPPORTED_LOCALES = ['en', 'ru', 'de', 'es', 'th', 'en-tr'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
/** Where the chosen locale is kept: the cookie (which the server reads for a page's preloads) and local storage. */
export const LOCALE_KEY = 'locale';
/** The pseudo-locale that shows translation keys instead of text. */
export const KEYS_LOCALE: Locale = 'en-tr';

/** The name of each language in itself, for the language switch. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ru: 'Русский',
  de: 'Deutsch',
  es: 'Español',
  th: 'ไทย',
  'en-tr': 'English (keys)',
};

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value.toLowerCase());
}

/**
 * Resolves a requested locale: a supported one (any letter case) is used; anything else
 * warns through `warn` and falls back to the default (spec §8, §9). Empty means "not set".
 */
export function resolveLocale(requested: string | null | undefined, warn: (message: string) => void): Locale {
  if (!requested) return DEFAULT_LOCALE;
  const code = requested.trim().toLowerCase();
  if (isSupportedLocale(code)) return code;
  warn(`Unsupported locale "${requested}", using ${DEFAULT_LOCALE}`);
  return DEFAULT_LOCALE;
}
