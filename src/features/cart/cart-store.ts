// The cart on this device (IndexedDB, works offline: add, change quantity, remove) and its checkout
// (POST /api/partners/checkout, online only): one idempotency key per checkout, kept until an answer came, so a retry
// after a lost answer never orders twice; a refused line is marked with what the server said.
import { db, type CartLineRecord } from '@/db/database';
import type { CheckoutAnswer, CheckoutConflict, Delivery, PartnerOffer, PartnerOfferAnswer } from '@/domain/cart/cart';
import { clampQuantity, MAX_CART_LINES } from '@/domain/cart/cart-limits';
import type { PartnerOrder } from '@/domain/orders/orders';
import { storeOrders } from '@/features/orders/orders-store';
import { randomId } from '@/sync/transport/identity';
import { apiRequest, ServerError } from '@/sync/transport/http';

const CHECKOUT_KEY = 'cart-checkout-key';

/** GET /api/partners/products/{id}: what the product sells for here (null: not sold through the site). */
export const fetchOffer = (productId: number, signal: AbortSignal) =>
  apiRequest<PartnerOfferAnswer>(`/api/partners/products/${productId}`, { signal }).then((answer) => answer.offer);

/** The cart's lines in the order they were added. */
export const readCart = () => db.cartLines.orderBy('add_date').toArray();

/** Adds `quantity` of the product (more of it when it is in the cart already); false when the cart is full. */
export async function addToCart(offer: PartnerOffer, quantity: number): Promise<boolean> {
  return db.transaction('rw', db.cartLines, async () => {
    const line = await db.cartLines.get(offer.product_id);
    if (line) {
      await db.cartLines.update(offer.product_id, { quantity: clampQuantity(line.quantity + quantity) });
      return true;
    }
    if (await db.cartLines.count() >= MAX_CART_LINES) return false;
    await db.cartLines.add({
      product_id: offer.product_id, name: offer.name, link: offer.link, brand_id: offer.brand.id, brand_name: offer.brand.name, brand_link: offer.brand.link,
      amount: offer.amount, currency: offer.currency, quantity: clampQuantity(quantity), add_date: new Date().toISOString(), problem: null,
    });
    return true;
  });
}

export const setQuantity = (productId: number, quantity: number) => db.cartLines.update(productId, { quantity: clampQuantity(quantity) });

export const removeLine = (productId: number) => db.cartLines.delete(productId);

/** What the checkout refused, on its line: not sold any more, or its price now (which the next checkout sends). */
async function markProblem(conflict: CheckoutConflict): Promise<void> {
  const line = await db.cartLines.get(conflict.product_id);
  if (!line) return;
  if (conflict.error === 'price_changed' && conflict.amount !== null && conflict.currency !== null) {
    await db.cartLines.update(line.product_id, { amount: conflict.amount, currency: conflict.currency, problem: { error: 'price_changed', was: line.amount } });
  } else {
    await db.cartLines.update(line.product_id, { problem: { error: 'not_sold' } });
  }
}

/**
 * Sends the cart's lines with the delivery details. The orders made leave the cart and are stored for the profile's
 * tab. A refused line is marked (ServerError 409 thrown); a network failure keeps the key for the next try.
 */
export async function checkout(lines: CartLineRecord[], delivery: Delivery): Promise<PartnerOrder[]> {
  const stored = await db.prefs.get(CHECKOUT_KEY);
  const requestId = typeof stored?.value === 'string' ? stored.value : randomId();
  if (!stored) await db.prefs.put({ key: CHECKOUT_KEY, value: requestId });
  try {
    const answer = await apiRequest<CheckoutAnswer>('/api/partners/checkout', {
      method: 'POST', requestId,
      body: { lines: lines.map(({ product_id, quantity, amount, currency }) => ({ product_id, quantity, amount, currency })), delivery, terms: true },
    });
    await db.transaction('rw', [db.cartLines, db.prefs, db.partnerOrders], async () => {
      const ordered = answer.orders.flatMap((order) => order.lines.map((line) => line.product_id).filter((id) => id !== null));
      await db.cartLines.bulkDelete(ordered);
      await db.prefs.delete(CHECKOUT_KEY);
      await storeOrders(answer.orders);
    });
    return answer.orders;
  } catch (error) {
    if (error instanceof ServerError) {
      await db.prefs.delete(CHECKOUT_KEY);
      const conflict = error.body as CheckoutConflict | null;
      if (error.status === 409 && (conflict?.error === 'not_sold' || conflict?.error === 'price_changed')) await markProblem(conflict);
    }
    throw error;
  }
}
