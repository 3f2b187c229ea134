import { describe, expect, it, vi } from 'vitest';
import { resolveLocale, SUPPORTED_LOCALES } from './locale';

describe('resolveLocale', () => {
  it('keeps every supported locale, in any letter case', () => {
    const warn = vi.fn();
    for (const locale of SUPPORTED_LOCALES) {
      expect(resolveLocale(locale, warn)).toBe(locale);
      expect(resolveLocale(locale.toUpperCase(), warn)).toBe(locale);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to en with a warning for an unsupported locale', () => {
    const warn = vi.fn();
    expect(resolveLocale('fr', warn)).toBe('en');
    expect(warn).toHaveBeenCalledWith('Unsupported locale "fr", using en');
  });

  it('uses en silently when nothing was chosen', () => {
    const warn = vi.fn();
    expect(resolveLocale(null, warn)).toBe('en');
    expect(resolveLocale('', warn)).toBe('en');
    expect(warn).not.toHaveBeenCalled();
  });
});
