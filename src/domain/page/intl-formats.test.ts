import { describe, expect, it } from 'vitest';
import { calendarDate, dateTimeFormat, decimalFormat, numberFormat } from './intl-formats';

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

describe('calendarDate', () => {
  it('writes a day as Intl writes it in UTC, in English without a formatter and in other languages with one', () => {
    for (const day of ['2026-01-05', '2025-12-31', '2024-02-29', '1999-07-04']) {
      const utc = new Date(`${day}T00:00:00Z`);
      expect(calendarDate('en', day)).toBe(new Intl.DateTimeFormat('en', { timeZone: 'UTC' }).format(utc));
      expect(calendarDate('de', day)).toBe(new Intl.DateTimeFormat('de', { timeZone: 'UTC' }).format(utc));
    }
  });

  it('writes the day itself in every time zone (a reader west of UTC saw the day before in local time)', () => {
    expect(calendarDate('en', '2026-01-05')).toBe('1/5/2026');
  });

  it('shows a value that is no date as it is', () => {
    expect(calendarDate('en', 'soon')).toBe('soon');
  });
});

describe('decimalFormat', () => {
  it('writes as Intl does in English and in other languages, with Intl\'s defaults of zero to three fraction digits', () => {
    for (const value of [0, 6.25, 1234.5678, -3.5, 0.0004]) {
      expect(decimalFormat('en').format(value)).toBe(new Intl.NumberFormat('en').format(value));
      expect(decimalFormat('de', { maximumFractionDigits: 2 }).format(value)).toBe(new Intl.NumberFormat('de', { maximumFractionDigits: 2 }).format(value));
      expect(decimalFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)).toBe(new Intl.NumberFormat('en', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value));
    }
  });

  it('leaves to Intl what the English writer does not cover', () => {
    expect(decimalFormat('en').format(-0)).toBe('-0');
    expect(decimalFormat('en').format(Infinity)).toBe('∞');
  });
});
