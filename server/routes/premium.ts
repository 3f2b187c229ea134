// Premium of spec §2 /premium and the settings pages premium and invoices (contracts ours where the spec is silent):
//   GET  /api/premium/plans                  200 PremiumPlans {plans: [{id, days, amount, currency}], providers}: public;
//                                            amounts in integer minor units; providers: 'invoice', and 'stripe' when configured
//   GET  /api/users/{id}/premium             200 PremiumAnswer {premium: {active, until}, orders (newest first)}
//   POST /api/users/{id}/premium/orders {plan: month|year, provider: invoice|stripe}
//                                            201 PremiumOrder: a new unpaid order at the plan's price; a Stripe order carries
//                                            pay_url (the hosted Checkout page: no card data reaches this server);
//                                            400 bad body or a provider not offered, 409 too_many_unpaid (5 waiting),
//                                            502 payment_provider_failed (Stripe did not answer within 10 s: the order
//                                            waits without its page, and the same request sent again tries again).
//                                            Stripe is asked after the order's transaction, never holding the write lock
//   GET  /api/users/{id}/invoices/{order}    200 application/pdf: the invoice of a paid order (attachment, no-store);
//                                            404 unpaid, unknown or another grower's order
// The account's owner only: 401 guest, 403 anyone else (admins included). Writes: X-Rniq idempotent (a replayed order
// request answers the first order and makes no second one), the write limit.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '../../src/domain/api/api';
import { orderInputSchema, type PremiumAnswer, type PremiumOrder, type PremiumPlans } from '../../src/domain/premium/premium';
import { PREMIUM_PLAN_IDS, PREMIUM_PLANS } from '../../src/domain/premium/premium-limits';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { createWriter } from '../http/idempotent-write';
import type { PaymentProviders } from '../payments';
import { renderInvoicePdf } from '../services/premium-invoice-pdf';
import { createOrder, getPremiumAnswer, loadInvoiceOrder, startPayment } from '../services/premium-orders';
import { requireUserRow } from '../services/profiles';
import type { RouteDeps } from './deps';
import { requireOwner } from './users';

const invoiceParamsSchema = idParamSchema.extend({ order: z.coerce.number().int().positive().max(2 ** 31 - 1) });

export interface PremiumRouteOptions extends RouteDeps {
  writeLimiter: AttemptLimiter;
  payments: PaymentProviders;
  /** The site's address: Stripe sends the grower back to their premium settings there. */
  publicUrl: string;
}

export const premiumRoutes: FastifyPluginAsync<PremiumRouteOptions> = async (app, { db, writeLimiter, payments, publicUrl }) => {
  const write = createWriter(db, writeLimiter);

  app.get('/api/premium/plans', async (): Promise<PremiumPlans> => ({
    plans: PREMIUM_PLAN_IDS.map((id) => ({ id, ...PREMIUM_PLANS[id] })),
    providers: (['invoice', 'stripe'] as const).filter((name) => payments[name] !== undefined),
  }));

  app.get('/api/users/:id/premium', async (request): Promise<PremiumAnswer> => {
    const { id } = idParamSchema.parse(request.params);
    requireUser(request);
    requireOwner(request, id);
    return getPremiumAnswer(db, id);
  });

  app.post('/api/users/:id/premium/orders', (request, reply) => write(request, reply, 201, () => {
    const { id } = idParamSchema.parse(request.params);
    requireOwner(request, id);
    const input = orderInputSchema.parse(request.body);
    return (trx) => createOrder(trx, id, input, payments);
  }, undefined, async (body) => {
    const { id } = idParamSchema.parse(request.params);
    const order = JSON.parse(body) as PremiumOrder;
    return JSON.stringify(await startPayment(db, order.id, payments, `${publicUrl}/grower/${id}/settings/premium`));
  }));

  app.get('/api/users/:id/invoices/:order', async (request, reply) => {
    const { id, order: orderId } = invoiceParamsSchema.parse(request.params);
    requireUser(request);
    requireOwner(request, id);
    const order = await loadInvoiceOrder(db, id, orderId);
    const user = await requireUserRow(db, id);
    const pdf = await renderInvoicePdf(order, { name: user.name, email: user.email });
    return reply.type('application/pdf').header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="growdiaries-invoice-${order.id}.pdf"`).send(pdf);
  });
};
