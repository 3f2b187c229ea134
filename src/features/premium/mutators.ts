// The premium writes the outbox sends: a grower's order of a plan (POST /api/users/{id}/premium/orders, made on the
// device under a temporary id) and an admin's marking of an invoice order paid (POST /api/admin/orders/{id}/paid).
import { db } from '@/db/database';
import { orderTarget, premiumOrderTarget } from '@/domain/api/change-targets';
import type { PremiumOrder } from '@/domain/premium/premium';
import type { PaymentProviderName, PremiumPlanId } from '@/domain/premium/premium-limits';
import { defineMutator } from '@/sync/outbox/mutator';

/** An order as queued: `id` is temporary until the server answers. */
export interface OrderArgs { id: number; user_id: number; plan: PremiumPlanId; provider: PaymentProviderName }

export const orderTables = () => [db.premiumOrders];

export const orderPremium = defineMutator<'premium.order', OrderArgs, PremiumOrder>({
  name: 'premium.order',
  request: ({ user_id, plan, provider }) => ({ method: 'POST', path: `/api/users/${user_id}/premium/orders`, body: { plan, provider } }),
  target: ({ user_id, id }) => premiumOrderTarget(user_id, id),
  replaces: false,
  creates: { kind: 'premiumOrder', tables: orderTables, forget: (tempId) => db.premiumOrders.delete(tempId) },
  answer: {
    tables: orderTables,
    store: async (answer, { row, args }) => {
      await db.premiumOrders.delete(row.creates!.temp_id);
      await db.premiumOrders.put({ ...answer, user_id: args.user_id, synced_at: Date.now() });
    },
  },
  pending: { kind: 'orderPremium', editLink: () => null, content: () => [] },
});

export const markOrderPaid = defineMutator<'order.markPaid', { id: number }, PremiumOrder>({
  name: 'order.markPaid',
  request: ({ id }) => ({ method: 'POST', path: `/api/admin/orders/${id}/paid` }),
  target: ({ id }) => orderTarget(id),
  replaces: false,
  answer: {
    tables: orderTables,
    store: async (answer) => {
      await db.premiumOrders.update(answer.id, { ...answer, synced_at: Date.now() });
    },
  },
  pending: { kind: 'markOrderPaid', editLink: () => null, content: () => [] },
});

/** Both premium writes, for the mutator registry. */
export const premiumMutators = [orderPremium, markOrderPaid];
