import { describe, expect, it } from 'vitest';
import { itemStatOf } from './brand';
import { formatRate } from './rating';

describe('item_stat', () => {
  it('averages to one decimal, null without reviews', () => {
    expect(itemStatOf(0, 0)).toEqual({ avg_rate: null, cnt_reviews: 0 });
    expect(itemStatOf(23, 3)).toEqual({ avg_rate: 7.7, cnt_reviews: 3 });
  });

  it('writes a rating with one decimal at most and the language\'s decimal mark', () => {
    expect(formatRate(7.5, '.')).toBe('7.5');
    expect(formatRate(7.5, ',')).toBe('7,5');
    expect(formatRate(8, ',')).toBe('8');
    expect(formatRate(9.96, '.')).toBe('10');
    expect(formatRate(0.04, ',')).toBe('0');
  });
});
