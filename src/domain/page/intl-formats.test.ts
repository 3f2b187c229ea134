import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('cached Intl formats', () => {
  it('format as toLocaleString does, the translators pseudo-locale as English', () => {
    expect(numberFormat('de', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(6.25)).toBe((6.25).toLocaleString('de', { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
    expect(numberFormat('en-tr', { maximumFractionDigits: 2 }).format(1234.567)).toBe('1,234.57');
    const day = new Date('2026-03-04T12:00:00Z');
    expect(dateTimeFormat('fr', { timeZone: 'UTC' }).format(day)).toBe(day.toLocaleDateString('fr', { timeZone: 'UTC' }));
  });

  it('give one formatter per language and options, and another for other options', () => {
    expect(numberFormat('en', { maximumFractionDigits: 2 })).toBe(numberFormat('en', { maximumFractionDigits: 2 }));
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en', { maximumFractionDigits: 2 }));
    expect(dateTimeFormat('en', { timeZone: 'UTC' })).not.toBe(dateTimeFormat('es', { timeZone: 'UTC' }));
  });
});
