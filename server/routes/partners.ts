// The cart's checkout and partner orders (spec §7 POST /api/partners/checkout; the other calls are ours):
//   GET  /api/partners/products/{id}          200 {offer: PartnerOffer | null}: the product's price when its brand sells it
//                                             through the site (a price row and the partner or premium plan); public
//   POST /api/partners/checkout {lines: [{product_id, quantity 1..99, amount, currency}] (1..50, each product once),
//                                delivery: {name, address, phone, email}, terms: true}
//                                             201 {orders: PartnerOrder[]}: one new order per brand (and currency) in one
//                                             transaction, at the prices read here; each brand's managers get a mail.
//                                             400 bad body naming the field; 409 {error: not_sold | price_changed,
//                                             message, product_id, amount, currency} naming the first line whose product
//                                             is not sold any more or sells for another price (its price now); 409
//                                             too_many_new_orders past 20 orders waiting for their brands
//   GET  /api/users/{id}/orders?start&limit=1..100   200 PartnerOrdersPage, newest first: the grower only (403 others)
//   POST /api/users/{id}/orders/{order}/cancel       200 PartnerOrder cancelled (already cancelled: as it is); 404 not
//                                             the grower's; 409 not_cancellable once the brand confirmed it
//   GET  /api/brands-manager/orders?brand_id&start&limit   200 PartnerOrdersPage of the brand: its managers and admins
//                                             (403 anyone else)
//   POST /api/brands-manager/orders/{order}/state {state: confirmed | shipped | cancelled}
//                                             200 PartnerOrder: new → confirmed or cancelled, confirmed → shipped or
//                                             cancelled (the same state again: as it is); 409 bad_step otherwise; the
//                                             managers of the order's brand and admins (403 others, 404 unknown order)
// Signed in for all but the offer (401 guest). Writes: X-Rniq idempotent (a replayed checkout answers its first orders
// and makes none; no second mail), the write limit.
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '../../src/domain/api/api';
import { brandQuerySchema } from '../../src/domain/brand-manager/brand-manager';
import { checkoutInputSchema, type CheckoutAnswer, type PartnerOfferAnswer } from '../../src/domain/cart/cart';
import { orderStateBodySchema, partnerOrdersQuerySchema, type PartnerOrder, type PartnerOrdersPage } from '../../src/domain/orders/orders';
import type { AttemptLimiter } from '../auth/attempt-limiter';
import { requireUser } from '../auth/request-user';
import { createWriter } from '../http/idempotent-write';
import type { MailService } from '../mail/service';
import { brandOfManager } from '../services/brand-managers';
import { cancelOrder, checkout, CheckoutLineError, getOffer, listBrandOrders, listUserOrders, loadOrder, mailOrdersToBrands, setOrderState } from '../services/partner-orders';
import type { RouteDeps } from './deps';
import { requireOwner } from './users';

const orderParamsSchema = idParamSchema.extend({ order: z.coerce.number().int().positive().max(2 ** 31 - 1) });

export const partnerRoutes: FastifyPluginAsync<RouteDeps & { writeLimiter: AttemptLimiter; mail: MailService }> = async (app, { db, writeLimiter, mail }) => {
  const write = createWriter(db, writeLimiter);

  app.get('/api/partners/products/:id', async (request): Promise<PartnerOfferAnswer> => {
    const { id } = idParamSchema.parse(request.params);
    return { offer: await getOffer(db, id) };
  });

  app.post('/api/partners/checkout', async (request, reply) => {
    let made: number[] = [];
    try {
      return await write(request, reply, 201, () => {
        const input = checkoutInputSchema.parse(request.body);
        return async (trx, userId): Promise<CheckoutAnswer> => {
          const orders = await checkout(trx, userId, input);
          made = orders.map((order) => order.id);
          return { orders };
        };
      }, async () => mail.later(() => mailOrdersToBrands(db, mail, made)));
    } catch (error) {
      if (error instanceof CheckoutLineError) return reply.code(409).send(error.body);
      throw error;
    }
  });

  app.get('/api/users/:id/orders', async (request): Promise<PartnerOrdersPage> => {
    const { id } = idParamSchema.parse(request.params);
    requireUser(request);
    requireOwner(request, id);
    const { start, limit } = partnerOrdersQuerySchema.parse(request.query);
    return listUserOrders(db, id, start, limit);
  });

  app.post('/api/users/:id/orders/:order/cancel', (request, reply) => write(request, reply, 200, () => {
    const { id, order } = orderParamsSchema.parse(request.params);
    requireOwner(request, id);
    return (trx): Promise<PartnerOrder> => cancelOrder(trx, id, order);
  }));

  app.get('/api/brands-manager/orders', async (request): Promise<PartnerOrdersPage> => {
    const { user } = requireUser(request);
    const { brand_id } = brandQuerySchema.parse(request.query);
    const { start, limit } = partnerOrdersQuerySchema.parse(request.query);
    const brand = await brandOfManager(db, user, brand_id);
    return listBrandOrders(db, brand.id, start, limit);
  });

  app.post('/api/brands-manager/orders/:order/state', (request, reply) => write(request, reply, 200, () => {
    const { order: orderId } = z.object({ order: orderParamsSchema.shape.order }).parse(request.params);
    const { state } = orderStateBodySchema.parse(request.body);
    return async (trx): Promise<PartnerOrder> => {
      const order = await loadOrder(trx, orderId);
      await brandOfManager(trx, requireUser(request).user, order.brand_id);
      return setOrderState(trx, order, state);
    };
  }));
};
