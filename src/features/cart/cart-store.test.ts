// The cart on the device and its checkout: lines added, changed and removed without the network; a checkout whose
// answer was lost is sent again as it was, with the same key, even when the cart changed since (never two orders); the orders made leave the cart and are stored;
// a refused line is marked with the server's reason and its new price, and the next checkout sends a fresh key.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { PartnerOffer } from '@/domain/cart/cart';
import type { PartnerOrder } from '@/domain/orders/orders';
import { NetworkError, ServerError } from '@/sync/transport/http';
import { addToCart, checkout, readCart, removeLine, setQuantity } from './cart-store';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

signedInOnEmptyDatabase();

const offer = (product_id: number, amount: number, brand = 3): PartnerOffer => ({
  product_id, name: `Product ${product_id}`, link: `/nutrients/${brand}/${product_id}`, brand: { id: brand, name: `Brand ${brand}`, link: `/nutrients/${brand}` }, amount, currency: 'EUR',
});
const delivery = { name: 'Ana', address: 'Street 1', phone: '+49 30 1234567', email: 'ana@example.org' };
const order = (id: number, productIds: number[]): PartnerOrder => ({
  id, user_id: 7, brand: { id: 3, name: 'Brand 3', link: '/nutrients/3' }, currency: 'EUR', total: 100, state: 'new', delivery,
  lines: productIds.map((product_id) => ({ product_id, name: `Product ${product_id}`, link: '', amount: 50, quantity: 1 })),
  add_date: '2026-11-25T10:00:00.000Z', update_date: '2026-11-25T10:00:00.000Z',
});

describe('the cart', () => {
  it('adds, adds more of, changes and removes lines with no network at all', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', fetch);
    expect(await addToCart(offer(1, 1290), 2)).toBe(true);
    await addToCart(offer(2, 990, 4), 1);
    await addToCart(offer(1, 1290), 3);
    await setQuantity(2, 500);
    expect((await readCart()).map((line) => [line.product_id, line.quantity, line.amount])).toEqual([[1, 5, 1290], [2, 99, 990]]);
    await removeLine(1);
    expect((await readCart()).map((line) => line.product_id)).toEqual([2]);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('checkout', () => {
  it('sends a retry after a lost answer with the same key, then empties the ordered lines and stores the orders', async () => {
    await addToCart(offer(1, 1290), 2);
    await addToCart(offer(2, 990), 1);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('connection reset'))));
    await expect(checkout(await readCart(), delivery)).rejects.toBeInstanceOf(NetworkError);
    const sent = stubApi(() => Response.json({ orders: [order(51, [1, 2])] }, { status: 201 }));
    const lost = ((await db.prefs.get('cart-checkout-key'))?.value as { requestId: string }).requestId;
    expect(await checkout(await readCart(), delivery)).toHaveLength(1);
    expect(sent).toEqual([{ method: 'POST', path: '/api/partners/checkout', key: lost, body: {
      lines: [{ product_id: 1, quantity: 2, amount: 1290, currency: 'EUR' }, { product_id: 2, quantity: 1, amount: 990, currency: 'EUR' }], delivery, terms: true,
    } }]);
    expect(await readCart()).toEqual([]);
    expect(await db.partnerOrders.get(51)).toMatchObject({ user_id: 7, state: 'new' });
    expect(await db.prefs.get('cart-checkout-key')).toBeUndefined();
  });

  it('after a lost answer, sends that same checkout again even when the cart changed, and keeps what was added since', async () => {
    await addToCart(offer(1, 1290), 2);
    await addToCart(offer(2, 990), 1);
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('connection reset'))));
    await expect(checkout(await readCart(), delivery)).rejects.toBeInstanceOf(NetworkError);
    // Meanwhile the grower adds more of one product, removes the other and adds a third.
    await setQuantity(1, 5);
    await removeLine(2);
    await addToCart(offer(3, 500), 1);
    const sent = stubApi(() => Response.json({ orders: [order(52, [1, 2])] }, { status: 201 }));
    expect(await checkout(await readCart(), { ...delivery, name: 'Someone else' })).toHaveLength(1);
    // The first checkout as it was sent (the server answers it from its stored answer): one order, never two.
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      lines: [{ product_id: 1, quantity: 2, amount: 1290, currency: 'EUR' }, { product_id: 2, quantity: 1, amount: 990, currency: 'EUR' }], delivery, terms: true,
    });
    expect((await readCart()).map((line) => [line.product_id, line.quantity])).toEqual([[1, 3], [3, 1]]);
    expect(await db.prefs.get('cart-checkout-key')).toBeUndefined();
  });

  it('marks a changed price with the new one and a product not sold, and sends the next checkout with a new key', async () => {
    await addToCart(offer(1, 1290), 1);
    await addToCart(offer(2, 990), 1);
    const conflicts = [
      { error: 'price_changed', message: 'The price of Product 1 is €13.90 now.', product_id: 1, amount: 1390, currency: 'EUR' },
      { error: 'not_sold', message: 'Product 2 is no longer sold through the site.', product_id: 2, amount: null, currency: null },
    ];
    const sent = stubApi(() => Response.json(conflicts[sent.length - 1], { status: 409 }));
    await expect(checkout(await readCart(), delivery)).rejects.toBeInstanceOf(ServerError);
    await expect(checkout(await readCart(), delivery)).rejects.toBeInstanceOf(ServerError);
    expect(sent[0]!.key).not.toBe(sent[1]!.key);
    expect(sent[1]!.body.lines[0]).toMatchObject({ product_id: 1, amount: 1390 });
    expect(await db.cartLines.get(1)).toMatchObject({ amount: 1390, problem: { error: 'price_changed', was: 1290 } });
    expect(await db.cartLines.get(2)).toMatchObject({ amount: 990, problem: { error: 'not_sold' } });
  });
});
