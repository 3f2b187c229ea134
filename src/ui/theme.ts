// The colour theme on this device: light, dark or the system's, kept in local storage (read before the first paint
// by the boot) and applied as <html data-theme>, which global.css turns into its colour scheme.
import type { Theme } from '@/domain/user/profile-limits';

const THEME_KEY = 'theme';

const storage = () => (globalThis as { localStorage?: Storage }).localStorage;

/** The theme chosen on this device ('system' until one is). */
export function storedTheme(): Theme {
  const value = storage()?.getItem(THEME_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

/** Whether this device chose light or dark (the system's is the default). */
export function hasStoredTheme(): boolean {
  return storedTheme() !== 'system';
}

/** Applies a theme at once and remembers it on this device. */
export function applyTheme(theme: Theme): void {
  if (theme === 'system') {
    delete document.documentElement.dataset.theme;
    storage()?.removeItem(THEME_KEY);
  } else {
    document.documentElement.dataset.theme = theme;
    storage()?.setItem(THEME_KEY, theme);
  }
  window.dispatchEvent(new Event(THEME_EVENT));
}

/** Fired on the window when the theme changes. */
export const THEME_EVENT = 'theme-changed';
