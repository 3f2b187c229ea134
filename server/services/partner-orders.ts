// Partner orders: what a brand sells through the site (a price row while the brand has the partner or premium plan), a
// grower's checkout (prices read again here, one order per brand and currency, in the write's transaction), the
// grower's orders and cancelling one still new, a brand's orders for its managers, and the mail to those managers.
import type { Kysely } from 'kysely';
import type { CheckoutInput, PartnerOffer } from '../../src/domain/cart/cart';
import { groupCart } from '../../src/domain/cart/cart-limits';
import { BRAND_ORDER_STEPS, canCancel, MAX_NEW_PARTNER_ORDERS, type PartnerOrderState } from '../../src/domain/orders/orders-limits';
import type { PartnerOrder, PartnerOrdersPage } from '../../src/domain/orders/orders';
import { formatMoney } from '../../src/domain/page/money';
import type { Database, PartnerOrderRow } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import type { MailService } from '../mail/service';
import { partnerOrderMail } from '../mail/templates';
import { mailLocaleOf } from './account-mail';

type Db = Kysely<Database>;

/** The plans whose brands sell through the site. */
const SELLING_PLANS = ['partner', 'premium'];

/** A checkout line the server refuses: its product is no longer sold here, or sells for another price now. */
export class CheckoutLineError extends HttpError {
  constructor(code: 'not_sold' | 'price_changed', message: string, readonly productId: number, readonly price: { amount: number; currency: string } | null) {
    super(409, code, message);
  }

  get body() {
    return { error: this.code, message: this.message, product_id: this.productId, amount: this.price?.amount ?? null, currency: this.price?.currency ?? null };
  }
}

/** The products of `ids` sold through the site now, with their price and brand. */
function offers(db: Db, ids: number[]) {
  return db.selectFrom('product_prices as pp')
    .innerJoin('products as p', 'p.id', 'pp.product_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('brand_plans as bp', 'bp.brand_id', 'b.id')
    .select(['p.id as product_id', 'p.name', 'p.link', 'pp.amount', 'pp.currency', 'b.id as brand_id', 'b.name as brand_name', 'b.link as brand_link'])
    .where('pp.product_id', 'in', ids).where('bp.plan', 'in', SELLING_PLANS)
    .execute();
}

/** GET /api/partners/products/{id}: what the product sells for through the site, or null. */
export async function getOffer(db: Db, productId: number): Promise<PartnerOffer | null> {
  const [row] = await offers(db, [productId]);
  return row ? { product_id: row.product_id, name: row.name, link: row.link, brand: { id: row.brand_id, name: row.brand_name, link: row.brand_link }, amount: row.amount, currency: row.currency } : null;
}

/** The orders of `rows` as the API answers them, with their brand and lines. */
async function toOrders(db: Db, rows: PartnerOrderRow[]): Promise<PartnerOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [brands, lines] = await Promise.all([
    db.selectFrom('brands').select(['id', 'name', 'link']).where('id', 'in', [...new Set(rows.map((row) => row.brand_id))]).execute(),
    db.selectFrom('partner_order_lines').selectAll().where('order_id', 'in', ids).orderBy('order_id').orderBy('position').execute(),
  ]);
  const brandOf = new Map(brands.map((brand) => [brand.id, brand]));
  return rows.map((row) => ({
    id: row.id, user_id: row.user_id,
    brand: brandOf.get(row.brand_id) ?? { id: row.brand_id, name: '', link: '' },
    lines: lines.filter((line) => line.order_id === row.id)
      .map(({ product_id, name, link, amount, quantity }) => ({ product_id, name, link, amount, quantity })),
    currency: row.currency, total: row.total, state: row.state as PartnerOrderState,
    delivery: { name: row.delivery_name, address: row.delivery_address, phone: row.delivery_phone, email: row.delivery_email },
    add_date: row.add_date, update_date: row.update_date,
  }));
}


/**
 * POST /api/partners/checkout (in the write's transaction): every line's product must be sold here at the price the
 * grower saw (409 not_sold or price_changed naming the line otherwise); one new order per brand and currency.
 */
export async function checkout(db: Db, userId: number, input: CheckoutInput, now = new Date()): Promise<PartnerOrder[]> {
  const sold = new Map((await offers(db, input.lines.map((line) => line.product_id))).map((row) => [row.product_id, row]));
  const priced = input.lines.map((line) => {
    const offer = sold.get(line.product_id);
    if (!offer) throw new CheckoutLineError('not_sold', `Product ${line.product_id} is no longer sold through the site.`, line.product_id, null);
    if (offer.amount !== line.amount || offer.currency !== line.currency) {
      throw new CheckoutLineError('price_changed', `The price of ${offer.name} is ${formatMoney('en', offer.amount, offer.currency)} now.`, line.product_id,
        { amount: offer.amount, currency: offer.currency });
    }
    return { ...offer, quantity: line.quantity };
  });
  const groups = groupCart(priced);
  const { count } = await db.selectFrom('partner_orders').select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId).where('state', '=', 'new').executeTakeFirstOrThrow();
  if (Number(count) + groups.length > MAX_NEW_PARTNER_ORDERS) {
    throw new HttpError(409, 'too_many_new_orders', `You have ${Number(count)} orders the brands have not confirmed yet: at most ${MAX_NEW_PARTNER_ORDERS} may wait at once.`);
  }
  const at = now.toISOString();
  const { delivery } = input;
  const rows: PartnerOrderRow[] = [];
  for (const group of groups) {
    const row = await db.insertInto('partner_orders').values({
      user_id: userId, brand_id: group.brand_id, state: 'new', currency: group.currency, total: group.total,
      delivery_name: delivery.name, delivery_address: delivery.address, delivery_phone: delivery.phone, delivery_email: delivery.email,
      add_date: at, update_date: at,
    }).returningAll().executeTakeFirstOrThrow();
    await db.insertInto('partner_order_lines').values(group.lines.map((line, position) => ({
      order_id: row.id, position, product_id: line.product_id, name: line.name, link: line.link, amount: line.amount, quantity: line.quantity,
    }))).execute();
    rows.push(row);
  }
  return toOrders(db, rows);
}

/** GET /api/users/{id}/orders: a page of the grower's orders, newest first. */
export async function listUserOrders(db: Db, userId: number, start: number, limit: number): Promise<PartnerOrdersPage> {
  return pageOf(db, 'user_id', userId, start, limit);
}

/** GET /api/brands-manager/orders?brand_id: a page of the brand's orders, newest first (the caller checked the manager). */
export async function listBrandOrders(db: Db, brandId: number, start: number, limit: number): Promise<PartnerOrdersPage> {
  return pageOf(db, 'brand_id', brandId, start, limit);
}

async function pageOf(db: Db, column: 'user_id' | 'brand_id', id: number, start: number, limit: number): Promise<PartnerOrdersPage> {
  const [rows, count] = await Promise.all([
    db.selectFrom('partner_orders').selectAll().where(column, '=', id).orderBy('id', 'desc').limit(limit).offset(start).execute(),
    db.selectFrom('partner_orders').select((eb) => eb.fn.countAll().as('total')).where(column, '=', id).executeTakeFirstOrThrow(),
  ]);
  return { items: await toOrders(db, rows), start, limit, total: Number(count.total) };
}

/** Every order of the grower, oldest first (the account's export). */
export async function allUserOrders(db: Db, userId: number): Promise<PartnerOrder[]> {
  return toOrders(db, await db.selectFrom('partner_orders').selectAll().where('user_id', '=', userId).orderBy('id').execute());
}

/**
 * POST /api/users/{id}/orders/{order}/cancel (in the write's transaction): the grower's order, still new, is cancelled;
 * an order already cancelled answers as it is. 404 unknown or another grower's, 409 not_cancellable once confirmed.
 */
export async function cancelOrder(db: Db, userId: number, orderId: number, now = new Date()): Promise<PartnerOrder> {
  const order = await db.selectFrom('partner_orders').selectAll().where('id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!order) throw notFound('Order not found');
  if (order.state === 'cancelled') return (await toOrders(db, [order]))[0]!;
  if (!canCancel(order.state as PartnerOrderState)) {
    throw new HttpError(409, 'not_cancellable', 'The brand has confirmed this order: ask the brand to cancel it.');
  }
  const cancelled = await db.updateTable('partner_orders').set({ state: 'cancelled', update_date: now.toISOString() })
    .where('id', '=', orderId).returningAll().executeTakeFirstOrThrow();
  return (await toOrders(db, [cancelled]))[0]!;
}

/** The order a brand's manager acts on, with its brand; 404 unknown. The caller checks the manager of `brand_id`. */
export async function loadOrder(db: Db, orderId: number): Promise<PartnerOrderRow> {
  const order = await db.selectFrom('partner_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound('Order not found');
  return order;
}

/**
 * POST /api/brands-manager/orders/{id}/state (in the write's transaction): a brand's manager confirms, ships or cancels
 * an order along BRAND_ORDER_STEPS; setting the state it has changes nothing; 409 bad_step otherwise.
 */
export async function setOrderState(db: Db, order: PartnerOrderRow, state: Exclude<PartnerOrderState, 'new'>, now = new Date()): Promise<PartnerOrder> {
  if (order.state === state) return (await toOrders(db, [order]))[0]!;
  if (!BRAND_ORDER_STEPS[order.state as PartnerOrderState].includes(state)) {
    throw new HttpError(409, 'bad_step', `An order that is ${order.state} cannot become ${state}.`);
  }
  const changed = await db.updateTable('partner_orders').set({ state, update_date: now.toISOString() })
    .where('id', '=', order.id).returningAll().executeTakeFirstOrThrow();
  return (await toOrders(db, [changed]))[0]!;
}

/** Mails each new order to its brand's managers (after the checkout's answer): the lines, the total, where it goes. */
export async function mailOrdersToBrands(db: Db, mail: MailService, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const orders = await toOrders(db, await db.selectFrom('partner_orders').selectAll().where('id', 'in', orderIds).orderBy('id').execute());
  for (const order of orders) {
    const managers = await db.selectFrom('brand_managers as m').innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.email', 'u.name', 'u.settings']).where('m.brand_id', '=', order.brand.id).where('u.delete_date', 'is', null).orderBy('u.id').execute();
    for (const manager of managers) {
      const locale = mailLocaleOf(manager);
      const price = (amount: number) => formatMoney(locale, amount, order.currency);
      await mail.mailer.send({
        to: manager.email, kind: 'partner-order',
        ...partnerOrderMail(locale, {
          name: manager.name, id: order.id, brand: order.brand.name, buyer: order.delivery.name,
          lines: order.lines.map((line) => `${line.quantity} × ${line.name} — ${price(line.amount * line.quantity)}`),
          total: price(order.total),
          delivery: [order.delivery.name, order.delivery.address, order.delivery.phone, order.delivery.email],
          link: `${mail.publicUrl}/brands-manager`,
        }),
      });
    }
  }
}
