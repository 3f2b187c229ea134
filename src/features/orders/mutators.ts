// The partner-order writes the outbox sends: a grower cancels their order while it is new
// (POST /api/users/{id}/orders/{order}/cancel), a brand's manager moves one on (POST /api/brands-manager/orders/{id}/state);
// each answer is the order as the server has it.
import { db } from '@/db/database';
import { brandOrderTarget, partnerOrderTarget } from '@/domain/api/change-targets';
import type { OrderStateBody, PartnerOrder } from '@/domain/orders/orders';
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

export type OrderStateArgs = OrderStateBody & { brand_id: number; id: number };

/** Each step is sent in its order (confirm, then ship): none replaces another. */
export const setPartnerOrderState = defineMutator<'partnerOrder.setState', OrderStateArgs, PartnerOrder>({
  name: 'partnerOrder.setState',
  request: ({ id, state }) => ({ method: 'POST', path: `/api/brands-manager/orders/${id}/state`, body: { state } }),
  target: ({ brand_id, id }) => brandOrderTarget(brand_id, id),
  replaces: false,
  answer: {
    tables: partnerOrderTables,
    store: async (answer, { laterWrites, args }) => {
      // A later step queued here keeps its state on the device until it is answered too.
      if ((await laterWrites(brandOrderTarget(args.brand_id, args.id))).length > 0) return;
      await db.partnerOrders.put({ ...answer, synced_at: Date.now() });
    },
  },
  pending: { kind: 'setPartnerOrderState', editLink: () => null, content: () => [] },
});

/** The partner-order writes, for the mutator registry. */
export const partnerOrderMutators = [cancelPartnerOrder, setPartnerOrderState];
