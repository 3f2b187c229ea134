// The Stripe Checkout adapter: an order becomes a hosted Checkout Session (Stripe takes the card), and the signed
// webhook `checkout.session.completed` with payment_status "paid" marks it paid.
import Stripe from 'stripe';
import { HttpError } from '../http/errors';
import type { PaidEvent, PaymentProvider } from './provider';
import { WebhookSignatureError } from './provider';

/** How long creating a Checkout Session may take before the order is refused (Stripe's default is 80 s). */
const STRIPE_TIMEOUT_MS = 10_000;

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Seconds a webhook's signature stays acceptable (Stripe's default 300). */
  toleranceSeconds?: number;
  /** Another address of Stripe's API (STRIPE_API_URL: stripe-mock, or a test's local server); api.stripe.com by default. */
  apiUrl?: string;
}

export function createStripeProvider({ secretKey, webhookSecret, toleranceSeconds = 300, apiUrl }: StripeOptions): PaymentProvider {
  const api = apiUrl ? new URL(apiUrl) : null;
  // Asked after the order's write transaction (no lock held), yet a grower waits for the answer: 10 s at most.
  const stripe = new Stripe(secretKey, {
    timeout: STRIPE_TIMEOUT_MS, maxNetworkRetries: 1,
    ...(api && { host: api.hostname, port: api.port, protocol: api.protocol === 'http:' ? 'http' : 'https' }),
  });
  return {
    name: 'stripe',
    async begin(order, returnUrl) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: String(order.id),
        metadata: { order_id: String(order.id) },
        line_items: [{
          quantity: 1,
          price_data: { currency: order.currency.toLowerCase(), unit_amount: order.amount, product_data: { name: `GrowDiaries Premium (${order.days} days)` } },
        }],
        success_url: `${returnUrl}?paid=${order.id}`,
        cancel_url: returnUrl,
      }, { idempotencyKey: `premium-order-${order.id}` }).catch((error: unknown) => {
        // The order waits without a session; the app's queued order is sent again with its key, which tries again.
        throw new HttpError(502, 'payment_provider_failed', `Stripe did not answer: ${(error as Error).message}`);
      });
      return { provider_ref: session.id, pay_url: session.url };
    },
    async readWebhook(rawBody, signature): Promise<PaidEvent | null> {
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(rawBody, signature ?? '', webhookSecret, toleranceSeconds);
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return null;
      const session = event.data.object;
      const orderId = Number(session.metadata?.order_id ?? session.client_reference_id);
      if (session.payment_status !== 'paid' || !Number.isInteger(orderId) || orderId <= 0) return null;
      return { provider_ref: session.id, order_id: orderId };
    },
  };
}
