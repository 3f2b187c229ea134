// The translation hook of every screen: i18next's `t` for the current language, renewed when the language changes.
import i18next, { type TFunction } from 'i18next';
import { useMemo, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

const currentLanguage = () => i18next.language;

/** `t` bound to the current language (a new function after a switch, so memoized screens render again) and i18next itself. */
export function useTranslation(): { t: TFunction; i18n: typeof i18next } {
  const language = useSyncExternalStore(subscribe, currentLanguage);
  const t = useMemo(() => i18next.getFixedT(language), [language]);
  return { t, i18n: i18next };
}
