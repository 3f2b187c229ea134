// Partner orders' API shapes (the profile's orders tab and the brand's orders): one order per brand of a checkout.
import { z } from 'zod';
import { MAX_PARTNER_ORDERS_PAGE_SIZE, PARTNER_ORDER_STATES, PARTNER_ORDERS_PAGE_SIZE } from './orders-limits';

export const partnerOrderLineSchema = z.object({
  product_id: z.number().nullable(),
  name: z.string(),
  link: z.string(),
  amount: z.number().int(),
  quantity: z.number().int(),
});
export type PartnerOrderLine = z.infer<typeof partnerOrderLineSchema>;

/** One order: its brand, lines at the prices of the checkout, total in minor units, state, delivery details and dates. */
export const partnerOrderSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  brand: z.object({ id: z.number(), name: z.string(), link: z.string() }),
  lines: z.array(partnerOrderLineSchema),
  currency: z.string(),
  total: z.number().int(),
  state: z.enum(PARTNER_ORDER_STATES),
  delivery: z.object({ name: z.string(), address: z.string(), phone: z.string(), email: z.string() }),
  add_date: z.string(),
  update_date: z.string(),
});
export type PartnerOrder = z.infer<typeof partnerOrderSchema>;

/** POST /api/brands-manager/orders/{id}/state: the state a brand's manager moves the order to. */
export const orderStateBodySchema = z.object({ state: z.enum(['confirmed', 'shipped', 'cancelled']) });
export type OrderStateBody = z.infer<typeof orderStateBodySchema>;

export const partnerOrdersQuerySchema = z.object({
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PARTNER_ORDERS_PAGE_SIZE).default(PARTNER_ORDERS_PAGE_SIZE),
});

/** A page of orders, newest first, with the total. */
export const partnerOrdersPageSchema = z.object({ items: z.array(partnerOrderSchema), start: z.number(), limit: z.number(), total: z.number() });
export type PartnerOrdersPage = z.infer<typeof partnerOrdersPageSchema>;
