// The payment providers this server offers: the invoice always, Stripe Checkout when STRIPE_SECRET_KEY and
// STRIPE_WEBHOOK_SECRET are set (STRIPE_API_URL points it at another address of Stripe's API, such as stripe-mock).
import type { PaymentProviderName } from '../../src/domain/premium/premium-limits';
import { invoiceProvider } from './invoice';
import type { PaymentProvider } from './provider';
import { createStripeProvider, type StripeOptions } from './stripe';

export interface PaymentOptions {
  stripe?: StripeOptions | null;
}

export type PaymentProviders = Partial<Record<PaymentProviderName, PaymentProvider>> & { invoice: PaymentProvider };

/** The Stripe settings of the environment, or null when either variable is missing. */
export function paymentOptionsFromEnv(env: NodeJS.ProcessEnv): PaymentOptions {
  const secretKey = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  return { stripe: secretKey && webhookSecret ? { secretKey, webhookSecret, ...(env.STRIPE_API_URL && { apiUrl: env.STRIPE_API_URL }) } : null };
}

export function createPaymentProviders({ stripe }: PaymentOptions): PaymentProviders {
  return { invoice: invoiceProvider, ...(stripe && { stripe: createStripeProvider(stripe) }) };
}
