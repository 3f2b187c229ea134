// Cancelling an order from a partner brand: shown cancelled on the device at once and queued (waits offline).
import { db } from '@/db/database';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { cancelPartnerOrder, partnerOrderTables } from './mutators';

export async function cancelOrder(userId: number, orderId: number, label: string): Promise<void> {
  await writeLocally(partnerOrderTables(), async () => {
    await db.partnerOrders.update(orderId, { state: 'cancelled', update_date: new Date().toISOString() });
    await queueWrite(cancelPartnerOrder, { user_id: userId, id: orderId }, { label });
  });
}
