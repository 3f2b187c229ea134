// Premium read from the API into the device: the plans, a grower's state and orders (GET /api/users/{id}/premium),
// the admin's list of orders (GET /api/admin/orders), keeping what still waits to be sent; the invoice PDF (online).
import { db } from '@/db/database';
import type { AdminOrders, PremiumAnswer, PremiumPlans } from '@/domain/premium/premium';
import { MAX_ORDERS_PAGE_SIZE, type OrderState } from '@/domain/premium/premium-limits';
import { isUnsent } from '@/sync/outbox/queue';
import { fetchFile } from '@/sync/transport/download';
import { apiRequest } from '@/sync/transport/http';

/** GET /api/premium/plans (through the service worker's cache offline). */
export const loadPlans = (signal: AbortSignal) => apiRequest<PremiumPlans>('/api/premium/plans', { signal });

/** The grower's premium and orders into the device; the signed-in grower's gold mark follows the answer. */
export async function refreshPremium(userId: number): Promise<void> {
  const answer = await apiRequest<PremiumAnswer>(`/api/users/${userId}/premium`);
  await db.transaction('rw', [db.premiumOrders, db.premiumStates, db.session], async () => {
    const now = Date.now();
    await db.premiumStates.put({ user_id: userId, premium: answer.premium, synced_at: now });
    await db.premiumOrders.bulkPut(answer.orders.map((order) => ({ ...order, user_id: userId, synced_at: now })));
    const session = await db.session.get('current');
    if (session?.key === 'current' && session.user.id === userId && Boolean(session.user.is_premium) !== answer.premium.active) {
      const { is_premium: _was, ...user } = session.user;
      await db.session.put({ ...session, user: answer.premium.active ? { ...user, is_premium: true } : user });
    }
  });
}

/** Orders whose marking still waits on this device (they keep their local state). */
export async function waitingOrderIds(): Promise<Set<number>> {
  const rows = await db.outbox.where('target').startsWith('order:').filter(isUnsent).toArray();
  return new Set(rows.map((row) => Number(row.target.slice('order:'.length))));
}

const totalKey = (state: OrderState | 'all') => `admin-orders-total:${state}`;

/** The admin's list of everyone's orders (the newest `pages` pages of a state, or of all) into the device, with its total. */
export async function refreshAdminOrders(state: OrderState | 'all', pages = 1): Promise<void> {
  const items: AdminOrders['items'] = [];
  let total = 0;
  for (let page = 0; page < pages; page++) {
    const answer = await apiRequest<AdminOrders>(`/api/admin/orders?start=${page * MAX_ORDERS_PAGE_SIZE}&limit=${MAX_ORDERS_PAGE_SIZE}${state === 'all' ? '' : `&state=${state}`}`);
    items.push(...answer.items);
    total = answer.total;
    if (answer.items.length < MAX_ORDERS_PAGE_SIZE) break;
  }
  await db.transaction('rw', [db.premiumOrders, db.outbox, db.prefs], async () => {
    const waiting = await waitingOrderIds();
    const now = Date.now();
    // Listed orders of that state that the server no longer lists under it (paid elsewhere meanwhile) leave the list.
    if (state !== 'all') {
      const listed = new Set(items.map((order) => order.id));
      await db.premiumOrders.where('state').equals(state).filter((order) => order.user !== undefined && !listed.has(order.id) && !waiting.has(order.id)).delete();
    }
    await db.premiumOrders.bulkPut(items.filter((order) => !waiting.has(order.id)).map((order) => ({ ...order, user_id: order.user.id, synced_at: now })));
    await db.prefs.put({ key: totalKey(state), value: total });
  });
}

/** How many orders of a state (or all) the server had at the last refresh (undefined before any). */
export const readAdminTotal = (state: OrderState | 'all') => db.prefs.get(totalKey(state)).then((row) => row?.value as number | undefined);

export const readPremiumState = (userId: number) => db.premiumStates.get(userId);

/** A grower's orders on the device, newest first (those made offline first of all). */
export const readOwnOrders = (userId: number) => db.premiumOrders.where('user_id').equals(userId).toArray()
  .then((orders) => orders.sort((a, b) => b.add_date.localeCompare(a.add_date)));

/** The orders of the admin's list (those read with their grower), newest first, of a state or all. */
export async function readAdminOrders(state: OrderState | 'all') {
  const rows = state === 'all' ? await db.premiumOrders.toArray() : await db.premiumOrders.where('state').equals(state).toArray();
  return rows.filter((order) => order.user !== undefined).sort((a, b) => b.id - a.id);
}

/** GET /api/users/{id}/invoices/{order}: the invoice PDF to save (online only). */
export const fetchInvoice = (userId: number, orderId: number) => fetchFile(`/api/users/${userId}/invoices/${orderId}`, `growdiaries-invoice-${orderId}.pdf`);
