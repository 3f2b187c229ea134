// The payment provider interface: how an order is paid. No card data ever reaches this server.
import type { PaymentProviderName } from '../../src/domain/premium/premium-limits';
import type { PremiumOrderRow } from '../db/types';

/** What starting to pay an order gives: the provider's reference of it and where the grower pays (null: nothing to open). */
export interface PaymentStart {
  provider_ref: string | null;
  pay_url: string | null;
}

/** A verified "this order was paid" from a provider's webhook; null when the event is about something else. */
export interface PaidEvent {
  provider_ref: string;
  order_id: number;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Starts paying `order`; the grower comes back to `returnUrl`. */
  begin(order: PremiumOrderRow, returnUrl: string): Promise<PaymentStart>;
  /** Checks a webhook's signature over its raw body (throws WebhookSignatureError) and reads a payment from it. */
  readWebhook?(rawBody: Buffer, signature: string | undefined): Promise<PaidEvent | null>;
}

/** A webhook whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {}
