// Cancelling one's order from a partner brand, and a brand manager's steps of an order: shown on the device at once and
// queued (both wait offline).
import { db } from '@/db/database';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import type { PartnerOrderState } from '@/domain/orders/orders-limits';
import { cancelPartnerOrder, partnerOrderTables, setPartnerOrderState } from './mutators';

export async function cancelOrder(userId: number, orderId: number, label: string): Promise<void> {
  await writeLocally(partnerOrderTables(), async () => {
    await db.partnerOrders.update(orderId, { state: 'cancelled', update_date: new Date().toISOString() });
    await queueWrite(cancelPartnerOrder, { user_id: userId, id: orderId }, { label });
  });
}

/** A brand's manager confirms, ships or cancels an order of the brand. */
export async function stepOrder(brandId: number, orderId: number, state: Exclude<PartnerOrderState, 'new'>, label: string): Promise<void> {
  await writeLocally(partnerOrderTables(), async () => {
    await db.partnerOrders.update(orderId, { state, update_date: new Date().toISOString() });
    await queueWrite(setPartnerOrderState, { brand_id: brandId, id: orderId, state }, { label });
  });
}
