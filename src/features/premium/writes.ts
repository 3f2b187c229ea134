// Ordering premium and marking an order paid: applied on the device at once and queued (both wait offline).
import { db } from '@/db/database';
import { PREMIUM_PLANS, type PaymentProviderName, type PremiumPlanId } from '@/domain/premium/premium-limits';
import { queueWrite, writeLocally } from '@/sync/outbox/queue';
import { newTempId } from '@/sync/outbox/temp-ids';
import { markOrderPaid, orderPremium, orderTables } from './mutators';

/** A new unpaid order of the plan, shown at once and sent when online; its temporary id. */
export async function placeOrder(userId: number, plan: PremiumPlanId, provider: PaymentProviderName, label: string): Promise<number> {
  return writeLocally(orderTables(), async () => {
    const id = newTempId();
    const { days, amount, currency } = PREMIUM_PLANS[plan];
    await db.premiumOrders.add({
      id, user_id: userId, number: '', plan, days, amount, currency, provider, state: 'unpaid', pay_url: null,
      add_date: new Date().toISOString(), paid_date: null, synced_at: 0,
    });
    await queueWrite(orderPremium, { id, user_id: userId, plan, provider }, { label, createsId: id });
    return id;
  });
}

/** An admin marks an invoice order paid. */
export async function markPaid(orderId: number, label: string): Promise<void> {
  await writeLocally(orderTables(), async () => {
    await db.premiumOrders.update(orderId, { state: 'paid', paid_date: new Date().toISOString() });
    await queueWrite(markOrderPaid, { id: orderId }, { label });
  });
}
