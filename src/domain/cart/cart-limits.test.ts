// The cart's sums: groups per brand and currency with their totals, totals per currency, the count, clamped quantities.
import { describe, expect, it } from 'vitest';
import { cartCount, cartTotals, clampQuantity, deliveryProblems, groupCart, isPhone } from './cart-limits';

const line = (brand_id: number, amount: number, quantity: number, currency = 'EUR') => ({ brand_id, brand_name: `Brand ${brand_id}`, amount, currency, quantity });

describe('cart sums', () => {
  it('groups lines by brand and currency in first-seen order with exact minor-unit totals', () => {
    const groups = groupCart([line(2, 1290, 2), line(1, 990, 1), line(2, 1490, 1), line(2, 500, 1, 'USD')]);
    expect(groups.map((group) => [group.brand_id, group.currency, group.total, group.lines.length])).toEqual([
      [2, 'EUR', 4070, 2], [1, 'EUR', 990, 1], [2, 'USD', 500, 1],
    ]);
    expect(cartTotals([line(2, 1290, 2), line(1, 990, 1), line(2, 500, 1, 'USD')])).toEqual([{ currency: 'EUR', total: 3570 }, { currency: 'USD', total: 500 }]);
    expect(cartCount([line(1, 1, 3), line(2, 1, 4)])).toBe(7);
    expect(groupCart([])).toEqual([]);
  });

  it('keeps quantities between 1 and 99 and accepts phone numbers as typed', () => {
    expect([0, -3, 1.6, 150, Number.NaN].map(clampQuantity)).toEqual([1, 1, 2, 99, 1]);
    expect(['+49 30 1234567', '(030) 123-456', '555.0100.22'].every(isPhone)).toBe(true);
    expect(['call me', '12345', '+1 2345 6789 0123 4567 8901 2'].some(isPhone)).toBe(false);
  });

  it('names each delivery field the server would refuse', () => {
    const good = { name: 'Ana', address: 'Street 1', phone: '+49 30 1234567', email: 'ana@example.org' };
    expect(deliveryProblems(good)).toEqual({});
    expect(deliveryProblems({ name: ' ', address: 'x'.repeat(501), phone: 'call me', email: 'ana@' })).toEqual({ name: 'required', address: 'tooLong', phone: 'phone', email: 'email' });
  });
});
