// Premium's API shapes (spec §2 /premium, settings premium and invoices; §7 GET /api/users/{id}/premium): plans, orders, state.
import { z } from 'zod';
import { userSchema } from '../user/user';
import { MAX_ORDERS_PAGE_SIZE, ORDER_STATES, ORDERS_PAGE_SIZE, PAYMENT_PROVIDERS, PREMIUM_PLAN_IDS } from './premium-limits';

const planId = z.enum(PREMIUM_PLAN_IDS);

/** POST /api/users/{id}/premium/orders: which plan and how it is paid. */
export const orderInputSchema = z.object({ plan: planId, provider: z.enum(PAYMENT_PROVIDERS) });
export type OrderInput = z.infer<typeof orderInputSchema>;

/** One premium order; `pay_url` is where Stripe Checkout takes the grower (null for an invoice). */
export const premiumOrderSchema = z.object({
  id: z.number(),
  number: z.string(),
  plan: planId,
  days: z.number(),
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  state: z.enum(ORDER_STATES),
  pay_url: z.string().nullable(),
  add_date: z.string(),
  paid_date: z.string().nullable(),
});
export type PremiumOrder = z.infer<typeof premiumOrderSchema>;

/** Whether the grower has premium, until when. */
export const premiumStateSchema = z.object({ active: z.boolean(), until: z.string().nullable() });
export type PremiumState = z.infer<typeof premiumStateSchema>;

/** GET /api/users/{id}/premium: the state and the grower's orders, newest first. */
export const premiumAnswerSchema = z.object({ premium: premiumStateSchema, orders: z.array(premiumOrderSchema) });
export type PremiumAnswer = z.infer<typeof premiumAnswerSchema>;

/** GET /api/premium/plans: the plans and the ways to pay this server offers. */
export const premiumPlansSchema = z.object({
  plans: z.array(z.object({ id: planId, days: z.number(), amount: z.number().int(), currency: z.string() })),
  providers: z.array(z.enum(PAYMENT_PROVIDERS)),
});
export type PremiumPlans = z.infer<typeof premiumPlansSchema>;

/** GET /api/admin/orders: a page of every grower's orders, newest first, optionally of one state. */
export const adminOrdersQuerySchema = z.object({
  state: z.enum(ORDER_STATES).optional(),
  start: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_ORDERS_PAGE_SIZE).default(ORDERS_PAGE_SIZE),
});
export const adminOrderSchema = premiumOrderSchema.extend({ user: userSchema });
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrdersSchema = z.object({ items: z.array(adminOrderSchema), total: z.number() });
export type AdminOrders = z.infer<typeof adminOrdersSchema>;

/** An invoice of the settings page: one paid order. */
export const invoiceSchema = z.object({ id: z.number(), number: z.string(), date: z.string(), amount: z.number().int(), currency: z.string(), plan: planId });
export type Invoice = z.infer<typeof invoiceSchema>;
