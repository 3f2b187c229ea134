// The machine translation provider behind one small interface, and its LibreTranslate-compatible HTTP adapter
// (POST {url}/translate {q: string[], source: 'auto', target, format: 'text', api_key?}), set by TRANSLATE_URL.

export interface ProviderTranslation {
  /** The texts in the target language, in the order asked. */
  texts: string[];
  /** The language the provider found the source in, when it says. */
  source: string | null;
}

export interface TranslationProvider {
  /** A short name stored with each translation. */
  name: string;
  translate(texts: string[], target: string): Promise<ProviderTranslation>;
}

/** The provider failed or answered something else than a translation. */
export class ProviderError extends Error {}

interface LibreAnswer {
  translatedText?: unknown;
  detectedLanguage?: { language?: unknown } | { language?: unknown }[];
}

const PROVIDER_TIMEOUT_MS = 15_000;

/** A LibreTranslate server (or any server speaking its /translate call) at `url`. */
export function createLibreTranslateProvider(url: string, apiKey?: string, timeoutMs = PROVIDER_TIMEOUT_MS): TranslationProvider {
  const endpoint = new URL('translate', url.endsWith('/') ? url : `${url}/`).toString();
  return {
    name: 'libretranslate',
    async translate(texts, target) {
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ q: texts, source: 'auto', target, format: 'text', ...(apiKey && { api_key: apiKey }) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new ProviderError(`The translation service did not answer (${(error as Error).name}).`);
      }
      if (!response.ok) throw new ProviderError(`The translation service answered ${response.status}.`);
      const answer = (await response.json().catch(() => ({}))) as LibreAnswer;
      const translated = Array.isArray(answer.translatedText) ? answer.translatedText : [answer.translatedText];
      if (translated.length !== texts.length || !translated.every((t): t is string => typeof t === 'string')) {
        throw new ProviderError('The translation service answered no translation.');
      }
      const detected = Array.isArray(answer.detectedLanguage) ? answer.detectedLanguage[0] : answer.detectedLanguage;
      return { texts: translated, source: typeof detected?.language === 'string' ? detected.language : null };
    },
  };
}
