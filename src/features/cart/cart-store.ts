// The cart on this device (IndexedDB, works offline: add, change quantity, remove) and its checkout
// (POST /api/partners/checkout, online only): one idempotency key per checkout, kept with what it sent until an answer
// came, so a retry after a lost answer sends that same checkout again and never orders twice, even when the cart
// changed meanwhile; a refused line is marked with what the server said.
import { db, type CartLineRecord } from '@/db/database';
import type { CheckoutAnswer, CheckoutConflict, CheckoutInput, Delivery, PartnerOffer, PartnerOfferAnswer } from '@/domain/cart/cart';
import { clampQuantity, MAX_CART_LINES } from '@/domain/cart/cart-limits';
import type { PartnerOrder } from '@/domain/orders/orders';
import { storeOrders } from '@/features/orders/orders-store';
import { randomId } from '@/sync/transport/identity';
import { apiRequest, ServerError } from '@/sync/transport/http';

const CHECKOUT_KEY = 'cart-checkout-key';

/** A checkout sent whose answer never came: its key and body, sent again as they were by the next try. */
interface PendingCheckout { requestId: string; body: CheckoutInput }

const isPendingCheckout = (value: unknown): value is PendingCheckout =>
  typeof value === 'object' && value !== null && typeof (value as PendingCheckout).requestId === 'string' && typeof (value as PendingCheckout).body === 'object';

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
 * tab. A refused line is marked (ServerError 409 thrown); a network failure keeps the key and what was sent, and the
 * next try sends that checkout again as it was (its orders are the ones answered; lines changed since stay in the cart).
 */
export async function checkout(lines: CartLineRecord[], delivery: Delivery): Promise<PartnerOrder[]> {
  const stored = (await db.prefs.get(CHECKOUT_KEY))?.value;
  const pending: PendingCheckout = isPendingCheckout(stored) ? stored : {
    requestId: randomId(),
    body: { lines: lines.map(({ product_id, quantity, amount, currency }) => ({ product_id, quantity, amount, currency })), delivery, terms: true },
  };
  if (!isPendingCheckout(stored)) await db.prefs.put({ key: CHECKOUT_KEY, value: pending });
  try {
    const answer = await apiRequest<CheckoutAnswer>('/api/partners/checkout', { method: 'POST', requestId: pending.requestId, body: pending.body });
    await db.transaction('rw', [db.cartLines, db.prefs, db.partnerOrders], async () => {
      for (const order of answer.orders) {
        for (const line of order.lines) {
          // A line ordered leaves the cart, unless more of it was added after the order was sent.
          const sent = pending.body.lines.find((one) => one.product_id === line.product_id);
          const now = line.product_id === null ? undefined : await db.cartLines.get(line.product_id);
          if (now && sent && now.quantity > sent.quantity) await db.cartLines.update(now.product_id, { quantity: now.quantity - sent.quantity });
          else if (now) await db.cartLines.delete(now.product_id);
        }
      }
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
