// Machine translation read from the API: whether the site has a provider (asked once per app load) and an item's
// texts in the reader's language (the service worker keeps the answer, so a translation seen once shows offline).
import type { TranslateConfig, Translation } from '@/domain/translation/translation';
import type { TranslatableType, TranslationLanguage } from '@/domain/translation/translation-limits';
import { apiRequest } from '@/sync/transport/http';

let config: Promise<boolean> | null = null;

/** Whether translation is offered; a failed answer (offline on a first visit) offers none and asks again next time. */
export function translationEnabled(): Promise<boolean> {
  config ??= apiRequest<TranslateConfig>('/api/translate/config').then((answer) => answer.enabled, () => {
    config = null;
    return false;
  });
  return config;
}

export function fetchTranslation(type: TranslatableType, id: number, lang: TranslationLanguage): Promise<Translation> {
  return apiRequest<Translation>('/api/translate', { query: { id, type, lang } });
}
