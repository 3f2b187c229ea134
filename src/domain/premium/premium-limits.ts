// What premium is and gives, as plain numbers (zod-free: the /premium page and the upload checks read it).
import { MAX_WEEK_PHOTOS } from '../week/week-limits';

/** The plans one can buy: how long each lasts and its price in integer minor units (cents) of its currency. */
export const PREMIUM_PLAN_IDS = ['month', 'year'] as const;
export type PremiumPlanId = (typeof PREMIUM_PLAN_IDS)[number];
export const PREMIUM_PLANS: Record<PremiumPlanId, { days: number; amount: number; currency: string }> = {
  month: { days: 30, amount: 399, currency: 'EUR' },
  year: { days: 365, amount: 3599, currency: 'EUR' },
};

/** How an order is paid: an invoice an admin marks paid, or Stripe Checkout (when the server is configured for it). */
export const PAYMENT_PROVIDERS = ['invoice', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** An order waits unpaid until paid; a paid order is what an invoice is made of. */
export const ORDER_STATES = ['unpaid', 'paid'] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** Photos one week of a diary may hold: without premium, and with it (the most a week's body may list). */
export const WEEK_PHOTOS = { free: 50, premium: MAX_WEEK_PHOTOS } as const;
/** Largest video of a diary week in bytes (about 10 minutes of phone video without premium, about 40 with it). */
export const WEEK_VIDEO_BYTES = { free: 512 * 1024 * 1024, premium: 2048 * 1024 * 1024 } as const;

/** Orders of the admin list per page. */
export const ORDERS_PAGE_SIZE = 20;
export const MAX_ORDERS_PAGE_SIZE = 100;

/** Whether premium that lasts until `until` (ISO time or null) is active at `now`. */
export function isPremiumActive(until: string | null | undefined, now = Date.now()): boolean {
  return typeof until === 'string' && Date.parse(until) > now;
}

/** The end of a plan bought at `now` by a grower whose premium lasts until `until`: a running premium is extended. */
export function premiumUntilAfter(until: string | null, days: number, now = Date.now()): string {
  const from = isPremiumActive(until, now) ? Date.parse(until as string) : now;
  return new Date(from + days * 24 * 60 * 60 * 1000).toISOString();
}
