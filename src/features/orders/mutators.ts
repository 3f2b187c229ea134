// The partner-order write the outbox sends: a grower cancels their order while it is new
// (POST /api/users/{id}/orders/{order}/cancel); the answer is the order as the server has it.
import { db } from '@/db/database';
import { partnerOrderTarget } from '@/domain/api/change-targets';
import type { PartnerOrder } from '@/domain/orders/orders';
import { defineMutator } from '@/sync/outbox/mutator';

export interface CancelOrderArgs { user_id: number; id: number }

export const partnerOrderTables = () => [db.partnerOrders];

export const cancelPartnerOrder = defineMutator<'partnerOrder.cancel', CancelOrderArgs, PartnerOrder>({
  name: 'partnerOrder.cancel',
  request: ({ user_id, id }) => ({ method: 'POST', path: `/api/users/${user_id}/orders/${id}/cancel` }),
  target: ({ user_id, id }) => partnerOrderTarget(user_id, id),
  replaces: true,
  answer: {
    tables: partnerOrderTables,
    store: async (answer) => {
      await db.partnerOrders.put({ ...answer, synced_at: Date.now() });
    },
  },
  pending: { kind: 'cancelPartnerOrder', editLink: () => null, content: () => [] },
});

/** The partner-order writes, for the mutator registry. */
export const partnerOrderMutators = [cancelPartnerOrder];
