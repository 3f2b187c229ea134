// Premium orders: buying a plan through a payment provider, marking it paid (an admin for invoices, Stripe's webhook for
// Checkout) which extends the grower's premium, the grower's orders and invoices, and the admin's list.
import type { Kysely } from 'kysely';
import type { AdminOrders, Invoice, OrderInput, PremiumAnswer, PremiumOrder, PremiumState } from '../../src/domain/premium/premium';
import { isPremiumActive, PREMIUM_PLANS, premiumUntilAfter, type OrderState, type PaymentProviderName, type PremiumPlanId } from '../../src/domain/premium/premium-limits';
import type { Database, PremiumOrderRow } from '../db/types';
import { HttpError, notFound } from '../http/errors';
import type { PaymentProviders } from '../payments';
import type { PaidEvent } from '../payments/provider';
import { toUser } from './users';

type Db = Kysely<Database>;

/** Unpaid orders one grower may have waiting at once. */
export const MAX_UNPAID_ORDERS = 5;

/** The order's number on its invoice: GD-<year>-<id in six digits>. */
export function orderNumber(row: Pick<PremiumOrderRow, 'id' | 'add_date'>): string {
  return `GD-${row.add_date.slice(0, 4)}-${String(row.id).padStart(6, '0')}`;
}

export function toOrder(row: PremiumOrderRow): PremiumOrder {
  return {
    id: row.id, number: orderNumber(row), plan: row.plan as PremiumPlanId, days: row.days, amount: row.amount, currency: row.currency,
    provider: row.provider as PaymentProviderName, state: row.state as OrderState, pay_url: row.state === 'paid' ? null : row.pay_url,
    add_date: row.add_date, paid_date: row.paid_date,
  };
}

/** Whether the grower's premium lasts until after `now`, and until when. */
export function premiumStateOf(until: string | null, now = Date.now()): PremiumState {
  return { active: isPremiumActive(until, now), until };
}

/** Whether a grower has premium now (the higher upload limits and no ads). */
export async function hasPremium(db: Db, userId: number, now = Date.now()): Promise<boolean> {
  const row = await db.selectFrom('users').select('premium_until').where('id', '=', userId).executeTakeFirst();
  return isPremiumActive(row?.premium_until, now);
}

/** GET /api/users/{id}/premium: the state and every order of the grower, newest first. */
export async function getPremiumAnswer(db: Db, userId: number): Promise<PremiumAnswer> {
  const [user, rows] = await Promise.all([
    db.selectFrom('users').select('premium_until').where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('premium_orders').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').execute(),
  ]);
  return { premium: premiumStateOf(user.premium_until), orders: rows.map(toOrder) };
}

/** The grower's paid orders as invoices, newest first. */
export async function listInvoices(db: Db, userId: number): Promise<Invoice[]> {
  const rows = await db.selectFrom('premium_orders').selectAll().where('user_id', '=', userId).where('state', '=', 'paid')
    .orderBy('id', 'desc').execute();
  return rows.map((row) => ({ id: row.id, number: orderNumber(row), date: row.paid_date ?? row.add_date, amount: row.amount, currency: row.currency, plan: row.plan as PremiumPlanId }));
}

/**
 * POST /api/users/{id}/premium/orders (in the write's transaction): a new unpaid order of the plan at its price; its
 * provider is asked where to pay after the transaction (startPayment). 400 for a provider this server does not offer,
 * 409 past MAX_UNPAID_ORDERS waiting.
 */
export async function createOrder(db: Db, userId: number, input: OrderInput, providers: PaymentProviders): Promise<PremiumOrder> {
  if (!providers[input.provider]) throw new HttpError(400, 'provider_unavailable', `Paying by ${input.provider} is not offered here.`);
  const { count } = await db.selectFrom('premium_orders').select((eb) => eb.fn.countAll().as('count'))
    .where('user_id', '=', userId).where('state', '=', 'unpaid').executeTakeFirstOrThrow();
  if (Number(count) >= MAX_UNPAID_ORDERS) {
    throw new HttpError(409, 'too_many_unpaid', `You have ${MAX_UNPAID_ORDERS} unpaid orders: pay one of them first.`);
  }
  const plan = PREMIUM_PLANS[input.plan];
  const row = await db.insertInto('premium_orders').values({
    user_id: userId, plan: input.plan, days: plan.days, amount: plan.amount, currency: plan.currency, provider: input.provider,
    state: 'unpaid', provider_ref: null, pay_url: null, add_date: new Date().toISOString(), paid_date: null, paid_by: null,
  }).returningAll().executeTakeFirstOrThrow();
  return toOrder(row);
}

/**
 * Starts paying an order its provider takes outside the site (Stripe Checkout), after the order's transaction: the
 * provider's call holds no write lock, and its session is stored in a short write of its own. An order that has its
 * session (a replayed request), is paid, or is paid by invoice answers as it is; one whose start failed (502) is tried
 * again by the replayed request (the provider's own idempotency key gives the same session).
 */
export async function startPayment(db: Db, orderId: number, providers: PaymentProviders, returnUrl: string): Promise<PremiumOrder> {
  const row = await db.selectFrom('premium_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
  const provider = providers[row.provider as PaymentProviderName];
  if (!provider || row.state !== 'unpaid' || row.provider_ref !== null) return toOrder(row);
  const start = await provider.begin(row, returnUrl);
  if (start.provider_ref === null && start.pay_url === null) return toOrder(row);
  const started = await db.updateTable('premium_orders').set(start).where('id', '=', row.id).where('provider_ref', 'is', null).returningAll().executeTakeFirst();
  return toOrder(started ?? await db.selectFrom('premium_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow());
}

/**
 * Marks an unpaid order paid and extends its grower's premium by the plan's days (from now, or from the end of a
 * premium still running). An order already paid stays as it is: a second mark or a replayed webhook changes nothing.
 */
async function payOrder(db: Db, order: PremiumOrderRow, paidBy: number | null, now = Date.now()): Promise<PremiumOrderRow> {
  const paid = await db.updateTable('premium_orders').set({ state: 'paid', paid_date: new Date(now).toISOString(), paid_by: paidBy })
    .where('id', '=', order.id).where('state', '=', 'unpaid').returningAll().executeTakeFirst();
  if (!paid) return db.selectFrom('premium_orders').selectAll().where('id', '=', order.id).executeTakeFirstOrThrow();
  const user = await db.selectFrom('users').select('premium_until').where('id', '=', order.user_id).executeTakeFirstOrThrow();
  await db.updateTable('users').set({ premium_until: premiumUntilAfter(user.premium_until, order.days, now) }).where('id', '=', order.user_id).execute();
  return paid;
}

/** POST /api/admin/orders/{id}/paid (an admin, in the write's transaction): 404 unknown, 409 an order paid through Stripe. */
export async function markInvoicePaid(db: Db, orderId: number, adminId: number): Promise<PremiumOrder> {
  const order = await db.selectFrom('premium_orders').selectAll().where('id', '=', orderId).executeTakeFirst();
  if (!order) throw notFound('Order not found');
  if (order.provider !== 'invoice') throw new HttpError(409, 'not_invoice', 'Only orders paid by invoice are marked paid by hand: Stripe tells when its orders are paid.');
  return toOrder(await payOrder(db, order, adminId));
}

/** A verified Stripe payment: its order (by id and Checkout Session) is paid; unknown orders are ignored (false). */
export async function applyProviderPayment(db: Db, provider: PaymentProviderName, event: PaidEvent): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const order = await trx.selectFrom('premium_orders').selectAll()
      .where('id', '=', event.order_id).where('provider', '=', provider).where('provider_ref', '=', event.provider_ref).executeTakeFirst();
    if (!order) return false;
    await payOrder(trx, order, null);
    return true;
  });
}

/** GET /api/admin/orders: a page of every grower's orders, newest first, with the total. */
export async function listAdminOrders(db: Db, query: { state?: OrderState; start: number; limit: number }): Promise<AdminOrders> {
  let base = db.selectFrom('premium_orders');
  if (query.state) base = base.where('premium_orders.state', '=', query.state);
  const [rows, count] = await Promise.all([
    base.innerJoin('users', 'users.id', 'premium_orders.user_id')
      .selectAll('premium_orders')
      .select(['users.name as user_name', 'users.status as user_status', 'users.avatar as user_avatar', 'users.premium_until as user_premium_until'])
      .orderBy('premium_orders.id', 'desc').limit(query.limit).offset(query.start).execute(),
    base.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map(({ user_name, user_status, user_avatar, user_premium_until, ...row }) => ({
      ...toOrder(row), user: toUser({ id: row.user_id, name: user_name, status: user_status, avatar: user_avatar, premium_until: user_premium_until }),
    })),
    total: Number(count.total),
  };
}

/** A paid order of the grower for its invoice; 404 for anything else (another grower's, unpaid, unknown). */
export async function loadInvoiceOrder(db: Db, userId: number, orderId: number): Promise<PremiumOrderRow> {
  const order = await db.selectFrom('premium_orders').selectAll()
    .where('id', '=', orderId).where('user_id', '=', userId).where('state', '=', 'paid').executeTakeFirst();
  if (!order) throw notFound('Invoice not found');
  return order;
}
