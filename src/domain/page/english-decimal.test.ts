import { describe, expect, it } from 'vitest';
import { englishDecimal } from './english-decimal';
import { createRng } from '../../../server/db/seed/prng';

const intl = (value: number, minimumFractionDigits: number, maximumFractionDigits: number) =>
  new Intl.NumberFormat('en', { minimumFractionDigits, maximumFractionDigits }).format(value);

describe('englishDecimal', () => {
  it('writes what Intl writes for the edge cases of rounding, grouping and signs', () => {
    const cases: [number, number, number][] = [
      [1.005, 0, 2], [1.015, 0, 2], [9.995, 0, 2], [0.5, 0, 0], [2.5, 0, 0], [-2.5, 0, 0], [-0.0001, 0, 2], [0.1 + 0.2, 0, 3],
      [999.9996, 0, 3], [999_999.5, 0, 0], [1234567.891, 0, 3], [7, 1, 2], [6.25, 1, 1], [-1000, 0, 0], [0, 0, 3], [0, 2, 2],
      [100, 0, 2], [0.000123, 0, 3], [12.3456, 2, 3], [2 ** 53, 0, 0], [123456789012345680000, 0, 0], [5e-7, 0, 3],
    ];
    for (const [value, min, max] of cases) expect(englishDecimal(value, { minimumFractionDigits: min, maximumFractionDigits: max }) ?? intl(value, min, max), `${value} ${min}-${max}`).toBe(intl(value, min, max));
  });

  it('writes what Intl writes for 20,000 measures of every size, with every fraction setting the app uses', () => {
    const random = createRng(42).next;
    for (let i = 0; i < 20_000; i++) {
      const magnitude = 10 ** Math.floor(random() * 10 - 4);
      const value = (random() - 0.3) * magnitude;
      const rounded = random() < 0.5 ? Math.round(value * 1000) / 1000 : value;
      const max = Math.floor(random() * 4);
      const min = Math.min(max, Math.floor(random() * 2));
      expect(englishDecimal(rounded, { minimumFractionDigits: min, maximumFractionDigits: max }) ?? intl(rounded, min, max), `${rounded} ${min}-${max}`).toBe(intl(rounded, min, max));
    }
  });

  it('leaves to Intl what it does not cover', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, -0, 1e21, 1e-7]) expect(englishDecimal(value, { minimumFractionDigits: 0, maximumFractionDigits: 3 })).toBeNull();
  });
});
