// What can be translated and into which languages, and a guess of a text's language, zod-free: the Translate button
// imports it without zod.

/** The kinds of text a reader may translate (spec §7 translate query: id, type, lang). */
export const TRANSLATABLE_TYPES = ['diary', 'week', 'comment', 'question', 'article'] as const;
export type TranslatableType = (typeof TRANSLATABLE_TYPES)[number];

/** The interface languages a text is translated into (en-tr, English with keys, reads English). */
export const TRANSLATION_LANGUAGES = ['en', 'de', 'es', 'ru', 'th'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** The language a translation targets for an interface locale. */
export const translationLanguageOf = (locale: string): TranslationLanguage =>
  (TRANSLATION_LANGUAGES as readonly string[]).includes(locale) ? (locale as TranslationLanguage) : 'en';

/** The most characters sent to the provider for one item; longer texts are refused with 413. */
export const MAX_TRANSLATED_CHARACTERS = 20_000;

/** Frequent short words of the Latin-script languages, to tell them apart. */
const COMMON_WORDS: Record<'en' | 'de' | 'es', ReadonlySet<string>> = {
  en: new Set(['the', 'and', 'is', 'are', 'with', 'this', 'that', 'my', 'of', 'to', 'in', 'it', 'for', 'was', 'have', 'but', 'you', 'on', 'what', 'how']),
  de: new Set(['der', 'die', 'das', 'und', 'ist', 'nicht', 'mit', 'ich', 'ein', 'eine', 'auf', 'für', 'mein', 'meine', 'sind', 'auch', 'wie', 'noch', 'sehr', 'habe']),
  es: new Set(['el', 'la', 'los', 'las', 'y', 'es', 'con', 'mi', 'una', 'un', 'de', 'que', 'por', 'para', 'muy', 'pero', 'como', 'está', 'del', 'tengo']),
};

/**
 * The language a text is most likely written in, of the interface languages: Cyrillic is Russian, Thai script Thai,
 * and Latin text English, German or Spanish by its common words; null when too short or unclear to tell.
 */
export function guessLanguage(text: string): TranslationLanguage | null {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length < 8) return null;
  const share = (pattern: RegExp) => letters.filter((c) => pattern.test(c)).length / letters.length;
  if (share(/\p{Script=Cyrillic}/u) > 0.5) return 'ru';
  if (share(/\p{Script=Thai}/u) > 0.5) return 'th';
  if (share(/\p{Script=Latin}/u) < 0.5) return null;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const scores = (Object.keys(COMMON_WORDS) as ('en' | 'de' | 'es')[]).map((lang) => [lang, words.filter((w) => COMMON_WORDS[lang].has(w)).length] as const);
  const [best, second] = [...scores].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] === 0 || best[1] === second?.[1]) return null;
  return best[0];
}
