// A grower's orders from partner brands read from the API into the device (GET /api/users/{id}/orders), the newest
// pages the tab showed, keeping orders whose cancel still waits here; read back newest first (opens offline).
import { db } from '@/db/database';
import { partnerOrderTarget } from '@/domain/api/change-targets';
import type { PartnerOrder, PartnerOrdersPage } from '@/domain/orders/orders';
import { PARTNER_ORDERS_PAGE_SIZE } from '@/domain/orders/orders-limits';
import { isUnsent } from '@/sync/outbox/queue';
import { apiRequest } from '@/sync/transport/http';

const totalKey = (userId: number) => `partner-orders-total:${userId}`;

/** Orders of the grower whose cancel still waits on this device (they keep their local state). */
async function waitingOrderIds(userId: number): Promise<Set<number>> {
  const prefix = partnerOrderTarget(userId, 0).replace(/0$/, '');
  const rows = await db.outbox.where('target').startsWith(prefix).filter(isUnsent).toArray();
  return new Set(rows.map((row) => Number(row.target.slice(prefix.length))));
}

/** The newest `pages` pages of a list of orders, and its total. */
async function readPages(path: string, pages: number, query: Record<string, number> = {}, signal?: AbortSignal): Promise<{ items: PartnerOrder[]; total: number }> {
  const items: PartnerOrder[] = [];
  let total = 0;
  for (let page = 0; page < pages; page++) {
    const answer = await apiRequest<PartnerOrdersPage>(path, { query: { ...query, start: page * PARTNER_ORDERS_PAGE_SIZE, limit: PARTNER_ORDERS_PAGE_SIZE }, signal });
    items.push(...answer.items);
    total = answer.total;
    if (answer.items.length < PARTNER_ORDERS_PAGE_SIZE) break;
  }
  return { items, total };
}

/** The newest `pages` pages of the grower's orders into the device, with the server's total. */
export async function refreshOrders(userId: number, pages = 1): Promise<void> {
  const { items, total } = await readPages(`/api/users/${userId}/orders`, pages);
  await db.transaction('rw', [db.partnerOrders, db.outbox, db.prefs], async () => {
    const waiting = await waitingOrderIds(userId);
    const now = Date.now();
    // Orders newer than the oldest one read that the server no longer lists are gone (their account's data was removed).
    const listed = new Set(items.map((order) => order.id));
    const oldest = items.at(-1)?.id ?? 0;
    await db.partnerOrders.where('user_id').equals(userId).filter((order) => order.id >= oldest && !listed.has(order.id)).delete();
    await db.partnerOrders.bulkPut(items.filter((order) => !waiting.has(order.id)).map((order) => ({ ...order, synced_at: now })));
    await db.prefs.put({ key: totalKey(userId), value: total });
  });
}

/** The orders a checkout made, stored at once (the profile's tab shows them before its next refresh). */
export async function storeOrders(orders: PartnerOrder[]): Promise<void> {
  const now = Date.now();
  await db.partnerOrders.bulkPut(orders.map((order) => ({ ...order, synced_at: now })));
}

/** The grower's orders on the device, newest first, and the server's total at the last refresh. */
export const readOrders = (userId: number) => db.partnerOrders.where('user_id').equals(userId).toArray()
  .then((orders) => orders.sort((a, b) => b.id - a.id));
export const readOrdersTotal = (userId: number) => db.prefs.get(totalKey(userId)).then((row) => row?.value as number | undefined);

/** GET /api/brands-manager/orders: the newest `pages` pages of a brand's orders for its managers (online). */
export const loadBrandOrders = (brandId: number, pages: number, signal: AbortSignal) =>
  readPages('/api/brands-manager/orders', pages, { brand_id: brandId }, signal);
