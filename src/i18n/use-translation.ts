// The translation hook of every screen: i18next's `t` for the current language, renewed when the language changes.
// The server renders with an i18next instance of its own per request (I18nContext); the browser uses the global one.
import i18next, { type i18n, type TFunction } from 'i18next';
import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

/** A request's own i18next instance on the server; null in the browser (the global instance). */
export const I18nContext = createContext<i18n | null>(null);

function subscribe(onChange: () => void): () => void {
  i18next.on('languageChanged', onChange);
  return () => i18next.off('languageChanged', onChange);
}

const currentLanguage = () => i18next.language;

/** `t` bound to the current language (a new function after a switch, so memoized screens render again) and i18next itself. */
export function useTranslation(): { t: TFunction; i18n: typeof i18next } {
  const own = useContext(I18nContext);
  const instance = own ?? i18next;
  const language = useSyncExternalStore(subscribe, currentLanguage, () => instance.language);
  const t = useMemo(() => instance.getFixedT(own ? own.language : language), [instance, own, language]);
  return { t, i18n: instance };
}
