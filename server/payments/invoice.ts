// The built-in invoice provider: an order waits unpaid until an admin marks it paid (works without any outside service).
import type { PaymentProvider } from './provider';

export const invoiceProvider: PaymentProvider = {
  name: 'invoice',
  begin: async () => ({ provider_ref: null, pay_url: null }),
};
