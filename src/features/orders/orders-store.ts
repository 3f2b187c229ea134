// Orders from partner brands read from the API into the device: a grower's own (GET /api/users/{id}/orders) and, for
// its managers, a brand's (GET /api/brands-manager/orders), the newest pages shown, keeping orders whose change still
// waits here; read back newest first (both open offline).
import { db, type PartnerOrderRecord } from '@/db/database';
import { brandOrderTarget, partnerOrderTarget } from '@/domain/api/change-targets';
import type { PartnerOrder, PartnerOrdersPage } from '@/domain/orders/orders';
import { PARTNER_ORDERS_PAGE_SIZE } from '@/domain/orders/orders-limits';
import { isUnsent } from '@/sync/outbox/queue';
import { apiRequest } from '@/sync/transport/http';

/** One list of orders: where the API answers it, which stored orders are its own, what its writes target. */
export interface OrderList {
  key: string;
  path: string;
  query: Record<string, number>;
  owns: (order: PartnerOrderRecord) => boolean;
  /** The target of a write of one of its orders, whose prefix finds them all. */
  target: (orderId: number) => string;
}

export const growerOrders = (userId: number): OrderList => ({
  key: `user:${userId}`, path: `/api/users/${userId}/orders`, query: {}, owns: (order) => order.user_id === userId,
  target: (orderId) => partnerOrderTarget(userId, orderId),
});

export const brandOrders = (brandId: number): OrderList => ({
  key: `brand:${brandId}`, path: '/api/brands-manager/orders', query: { brand_id: brandId }, owns: (order) => order.brand.id === brandId,
  target: (orderId) => brandOrderTarget(brandId, orderId),
});

const totalKey = (list: OrderList) => `partner-orders-total:${list.key}`;

/** Orders of the list whose change still waits on this device (they keep their local state). */
async function waitingOrderIds(list: OrderList): Promise<Set<number>> {
  const prefix = list.target(0).replace(/0$/, '');
  const rows = await db.outbox.where('target').startsWith(prefix).filter(isUnsent).toArray();
  return new Set(rows.map((row) => Number(row.target.slice(prefix.length))));
}

/** The newest `pages` pages of the list into the device, with the server's total. */
export async function refreshOrders(list: OrderList, pages = 1): Promise<void> {
  const items: PartnerOrder[] = [];
  let total = 0;
  for (let page = 0; page < pages; page++) {
    const answer = await apiRequest<PartnerOrdersPage>(list.path, { query: { ...list.query, start: page * PARTNER_ORDERS_PAGE_SIZE, limit: PARTNER_ORDERS_PAGE_SIZE } });
    items.push(...answer.items);
    total = answer.total;
    if (answer.items.length < PARTNER_ORDERS_PAGE_SIZE) break;
  }
  await db.transaction('rw', [db.partnerOrders, db.outbox, db.prefs], async () => {
    const waiting = await waitingOrderIds(list);
    const now = Date.now();
    // Orders newer than the oldest one read that the server no longer lists are gone (their account's data was removed).
    const listed = new Set(items.map((order) => order.id));
    const oldest = items.at(-1)?.id ?? 0;
    await db.partnerOrders.filter((order) => list.owns(order) && order.id >= oldest && !listed.has(order.id)).delete();
    await db.partnerOrders.bulkPut(items.filter((order) => !waiting.has(order.id)).map((order) => ({ ...order, synced_at: now })));
    await db.prefs.put({ key: totalKey(list), value: total });
  });
}

/** The orders a checkout made, stored at once (the profile's tab shows them before its next refresh). */
export async function storeOrders(orders: PartnerOrder[]): Promise<void> {
  const now = Date.now();
  await db.partnerOrders.bulkPut(orders.map((order) => ({ ...order, synced_at: now })));
}

/** The list's orders on the device, newest first, and the server's total at the last refresh. */
export const readOrders = (list: OrderList) => db.partnerOrders.filter(list.owns).toArray().then((orders) => orders.sort((a, b) => b.id - a.id));
export const readOrdersTotal = (list: OrderList) => db.prefs.get(totalKey(list)).then((row) => row?.value as number | undefined);
