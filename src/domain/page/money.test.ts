// Minor units shown as major ones, and written in a locale.
import { describe, expect, it } from 'vitest';
import { formatMoney, toMajor } from './money';

describe('money', () => {
  it('turns minor units into the currency major unit', () => {
    expect(toMajor(399, 'EUR')).toBe(3.99);
    expect(toMajor(3599, 'USD')).toBe(35.99);
    expect(toMajor(500, 'JPY')).toBe(500);
  });

  it('writes an amount with its currency as the locale does', () => {
    expect(formatMoney('en', 3990, 'EUR')).toBe('€39.90');
    expect(formatMoney('de', 990, 'EUR')).toMatch(/^9,90\s€$/);
    expect(formatMoney('en', 500, 'JPY')).toBe('¥500');
  });
});
