// Orders for admins, and the payment providers' webhooks (contracts ours; spec §7 is silent):
//   GET  /api/admin/orders?state=unpaid|paid&start&limit=1..100   200 AdminOrders {items (with their grower), total}: admins
//   POST /api/admin/orders/{id}/paid        200 PremiumOrder: an invoice order marked paid, its grower's premium extended
//                                           by the plan's days; an order already paid answers as it is (nothing extended
//                                           twice); 404 unknown, 409 not_invoice (Stripe orders are paid by its webhook).
//                                           Admins only (401 guest, 403 others); X-Rniq idempotent, the write limit
//   POST /api/payments/stripe/webhook       Stripe's signed event (Stripe-Signature over the raw body, 5 minutes old at
//                                           most): checkout.session.completed (or async_payment_succeeded) with
//                                           payment_status paid marks its order paid once → 200 {received: true};
//                                           400 bad_signature (missing, wrong or stale: nothing changes); 404 when this
//                                           server has no Stripe configuration
import type { FastifyPluginAsync } from 'fastify';
import { idParamSchema } from '../../src/domain/api/api';
import { adminOrdersQuerySchema, type AdminOrders } from '../../src/domain/premium/premium';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { requireAdmin } from '../auth/roles';
import { HttpError, notFound } from '../http/errors';
import { createWriter } from '../http/idempotent-write';
import type { PaymentProviders } from '../payments';
import { WebhookSignatureError } from '../payments/provider';
import { applyProviderPayment, listAdminOrders, markInvoicePaid } from '../services/premium-orders';
import type { RouteDeps } from './deps';

export const orderRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter; payments: PaymentProviders }> = async (app, { db, writeLimiter, payments }) => {
  const write = createWriter(db, writeLimiter);

  app.get('/api/admin/orders', async (request): Promise<AdminOrders> => {
    requireAdmin(requireUser(request).user);
    return listAdminOrders(db, adminOrdersQuerySchema.parse(request.query));
  });

  app.post('/api/admin/orders/:id/paid', (request, reply) => write(request, reply, 200, () => {
    requireAdmin(requireUser(request).user);
    const { id } = idParamSchema.parse(request.params);
    return (trx, adminId) => markInvoicePaid(trx, id, adminId);
  }));

  // The signature covers the exact bytes Stripe sent: this plugin reads JSON bodies as raw buffers.
  await app.register(async (webhooks) => {
    webhooks.removeContentTypeParser('application/json');
    webhooks.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    webhooks.post('/api/payments/stripe/webhook', async (request) => {
      const stripe = payments.stripe;
      if (!stripe?.readWebhook) throw notFound('Stripe payments are not configured here.');
      if (!Buffer.isBuffer(request.body)) throw new HttpError(400, 'bad_request', 'Send the event as application/json.');
      const signature = request.headers['stripe-signature'];
      try {
        const event = await stripe.readWebhook(request.body, typeof signature === 'string' ? signature : undefined);
        if (event) await applyProviderPayment(db, 'stripe', event);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new HttpError(400, 'bad_signature', 'The Stripe-Signature header does not match this event.');
        throw error;
      }
      return { received: true };
    });
  });
};
