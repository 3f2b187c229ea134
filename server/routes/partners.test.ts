// @vitest-environment node
// The cart's checkout and partner orders: prices read again on the server (changed price and product not sold: 409
// naming the line), one order per brand, a replayed checkout applied once with one mail per manager, bad input 400
// naming the field, the grower's orders (owner only, paged) and cancelling, the brand's orders for its managers only,
// who confirm and ship them one step at a time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutAnswerSchema, checkoutConflictSchema, partnerOfferAnswerSchema } from '../../src/domain/cart/cart';
import { partnerOrderSchema, partnerOrdersPageSchema } from '../../src/domain/orders/orders';
import type { OutgoingMail } from '../mail/transport';
import { createTestUser, injectAs, newTestKey, startTestServer, type TestCaller, type TestServer } from '../test-support';

let server: TestServer;
const mails: OutgoingMail[] = [];
let buyer: TestCaller;
let other: TestCaller;
let manager: TestCaller;
let otherManager: TestCaller;
let brand = 0;
let otherBrand = 0;
let freeBrand = 0;
const products: Record<string, number> = {};
const delivery = { name: 'Ana Grower', address: 'Gartenstraße 1\n10115 Berlin', phone: '+49 30 1234567', email: 'ana@example.org' };

async function addBrand(name: string, plan: string | null): Promise<number> {
  const { id } = await server.db.insertInto('brands').values({ name, section: 'nutrient', category: null, link: `/nutrients/${name}`, avatar: null })
    .returning('id').executeTakeFirstOrThrow();
  if (plan) await server.db.insertInto('brand_plans').values({ brand_id: id, plan, since: '2026-01-01T00:00:00.000Z' }).execute();
  return id;
}
async function addProduct(brandId: number, name: string, amount: number | null, currency = 'EUR'): Promise<number> {
  const { id } = await server.db.insertInto('products')
    .values({ brand_id: brandId, name, section: 'nutrient', category: null, link: `/nutrients/${brandId}/${name}`, description: '', tmp_id: null })
    .returning('id').executeTakeFirstOrThrow();
  if (amount !== null) await server.db.insertInto('product_prices').values({ product_id: id, amount, currency, update_date: '2026-01-01T00:00:00.000Z' }).execute();
  return id;
}
const line = (name: string, quantity: number, amount: number, currency = 'EUR') => ({ product_id: products[name]!, quantity, amount, currency });
const checkout = (who: TestCaller | null, body: object, key = newTestKey()) => injectAs(server.app, 'POST', '/api/partners/checkout', who, body, key);
const ordersOf = (userId: number) => server.db.selectFrom('partner_orders').selectAll().where('user_id', '=', userId).execute();

beforeAll(async () => {
  server = await startTestServer({ seed: false, limitScale: 100, mail: { publicUrl: 'https://grow.example', mailer: { send: async (mail) => void mails.push(mail) } } });
  buyer = await createTestUser(server.db, 'Buyer');
  other = await createTestUser(server.db, 'Other');
  manager = await createTestUser(server.db, 'Manager');
  otherManager = await createTestUser(server.db, 'OtherManager');
  // RootLab's manager reads the site in German: their order mail is in German.
  await server.db.updateTable('users').set({ settings: JSON.stringify({ interface: { lang: 'de' } }) }).where('id', '=', otherManager.id).execute();
  brand = await addBrand('GreenFeed', 'partner');
  otherBrand = await addBrand('RootLab', 'premium');
  freeBrand = await addBrand('FreeFeed', null);
  await server.db.insertInto('brand_managers').values([
    { brand_id: brand, user_id: manager.id, added_by: null, add_date: '2026-01-01T00:00:00.000Z' },
    { brand_id: otherBrand, user_id: otherManager.id, added_by: null, add_date: '2026-01-01T00:00:00.000Z' },
  ]).execute();
  products.grow = await addProduct(brand, 'Grow', 1250);
  products.bloom = await addProduct(brand, 'Bloom', 1490);
  products.roots = await addProduct(otherBrand, 'Roots', 990);
  products.unpriced = await addProduct(brand, 'Unpriced', null);
  products.free = await addProduct(freeBrand, 'Free', 500);
});
afterAll(() => server.close());

describe('offers', () => {
  it('answers a price only for a product of a brand that sells through the site', async () => {
    const offer = async (id: number) => partnerOfferAnswerSchema.parse((await injectAs(server.app, 'GET', `/api/partners/products/${id}`, null)).json()).offer;
    expect(await offer(products.grow!)).toEqual({ product_id: products.grow, name: 'Grow', link: `/nutrients/${brand}/Grow`, brand: { id: brand, name: 'GreenFeed', link: '/nutrients/GreenFeed' }, amount: 1250, currency: 'EUR' });
    expect(await offer(products.unpriced!)).toBeNull();
    expect(await offer(products.free!)).toBeNull();
  });
});

describe('checkout', () => {
  it('needs sign-in and names the bad field', async () => {
    const body = { lines: [line('grow', 1, 1250)], delivery, terms: true };
    expect((await checkout(null, body)).statusCode).toBe(401);
    for (const [bad, field] of [
      [{ ...body, delivery: { ...delivery, email: 'not-an-address' } }, 'delivery.email'],
      [{ ...body, delivery: { ...delivery, phone: 'call me' } }, 'delivery.phone'],
      [{ ...body, delivery: { ...delivery, name: '  ' } }, 'delivery.name'],
      [{ ...body, lines: [] }, 'lines'],
      [{ ...body, lines: [line('grow', 0, 1250)] }, 'lines.0.quantity'],
      [{ ...body, lines: [line('grow', 1, 1250), line('grow', 2, 1250)] }, 'lines'],
      [{ ...body, terms: false }, 'terms'],
    ] as const) {
      const res = await checkout(buyer, bad);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().message).toContain(`${field}:`);
    }
    expect(await ordersOf(buyer.id)).toEqual([]);
  });

  it('makes one order per brand at the server prices, once per key, and mails each brand once', async () => {
    mails.length = 0;
    const key = newTestKey();
    const body = { lines: [line('grow', 2, 1250), line('roots', 1, 990), line('bloom', 1, 1490)], delivery, terms: true };
    const first = await checkout(buyer, body, key);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await checkout(buyer, body, key);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const { orders } = checkoutAnswerSchema.parse(first.json());
    expect(orders.map((order) => [order.brand.name, order.total, order.lines.map((l) => [l.name, l.quantity, l.amount])])).toEqual([
      ['GreenFeed', 2 * 1250 + 1490, [['Grow', 2, 1250], ['Bloom', 1, 1490]]],
      ['RootLab', 990, [['Roots', 1, 990]]],
    ]);
    expect(orders.every((order) => order.state === 'new' && order.delivery.address === delivery.address)).toBe(true);
    expect(await ordersOf(buyer.id)).toHaveLength(2);
    await server.app.mail.idle();
    expect(mails.map((mail) => [mail.to, mail.kind])).toEqual([['manager@example.test', 'partner-order'], ['othermanager@example.test', 'partner-order']]);
    expect(mails[0]!.text).toContain('2 × Grow');
    expect(mails[0]!.text).toContain('Gartenstraße 1');
    expect(mails[0]!.subject).toBe('New order 1 for GreenFeed: €39.90');
    expect(mails[0]!.html).toMatch(/<a href="[^"]*\/brands-manager" style=/);
    expect(mails[1]!.subject).toMatch(/^Neue Bestellung \d+ für RootLab: 9,90\s€$/);
    expect(mails[1]!.text).toContain('Lieferung an:');
  });

  it('refuses a changed price or a product no longer sold, naming the line, and makes nothing', async () => {
    const before = (await ordersOf(other.id)).length;
    const changed = await checkout(other, { lines: [line('roots', 1, 990), line('grow', 1, 999)], delivery, terms: true });
    expect(changed.statusCode).toBe(409);
    expect(checkoutConflictSchema.parse(changed.json())).toMatchObject({ error: 'price_changed', product_id: products.grow, amount: 1250, currency: 'EUR' });
    expect((await checkout(other, { lines: [line('grow', 1, 1250, 'USD')], delivery, terms: true })).json().error).toBe('price_changed');
    for (const name of ['unpriced', 'free']) {
      const res = await checkout(other, { lines: [line('roots', 1, 990), line(name, 1, 500)], delivery, terms: true });
      expect(res.statusCode).toBe(409);
      expect(checkoutConflictSchema.parse(res.json())).toMatchObject({ error: 'not_sold', product_id: products[name], amount: null });
    }
    await server.db.updateTable('brand_plans').set({ plan: 'free' }).where('brand_id', '=', otherBrand).execute();
    const downgraded = await checkout(other, { lines: [line('roots', 1, 990)], delivery, terms: true });
    await server.db.updateTable('brand_plans').set({ plan: 'premium' }).where('brand_id', '=', otherBrand).execute();
    expect(downgraded.json()).toMatchObject({ error: 'not_sold', product_id: products.roots });
    expect(await ordersOf(other.id)).toHaveLength(before);
  });
});

describe('orders', () => {
  it('shows a grower their own orders only, paged, newest first', async () => {
    const url = `/api/users/${buyer.id}/orders`;
    expect((await injectAs(server.app, 'GET', url, null)).statusCode).toBe(401);
    expect((await injectAs(server.app, 'GET', url, other)).statusCode).toBe(403);
    expect((await injectAs(server.app, 'GET', `${url}?limit=101`, buyer)).statusCode).toBe(400);
    const page = partnerOrdersPageSchema.parse((await injectAs(server.app, 'GET', `${url}?limit=1`, buyer)).json());
    expect(page.total).toBe(2);
    expect(page.items.map((order) => order.brand.name)).toEqual(['RootLab']);
    const next = partnerOrdersPageSchema.parse((await injectAs(server.app, 'GET', `${url}?start=1&limit=1`, buyer)).json());
    expect(next.items.map((order) => order.brand.name)).toEqual(['GreenFeed']);
  });

  it('lets the grower cancel an order while it is new, once', async () => {
    const [newest, older] = (await ordersOf(buyer.id)).sort((a, b) => b.id - a.id);
    const url = `/api/users/${buyer.id}/orders/${newest!.id}/cancel`;
    expect((await injectAs(server.app, 'POST', url, other)).statusCode).toBe(403);
    expect((await injectAs(server.app, 'POST', `/api/users/${other.id}/orders/${newest!.id}/cancel`, other)).statusCode).toBe(404);
    const cancelled = await injectAs(server.app, 'POST', url, buyer);
    expect(partnerOrderSchema.parse(cancelled.json()).state).toBe('cancelled');
    expect((await injectAs(server.app, 'POST', url, buyer)).json().state).toBe('cancelled');
    await server.db.updateTable('partner_orders').set({ state: 'shipped' }).where('id', '=', older!.id).execute();
    const shipped = await injectAs(server.app, 'POST', `/api/users/${buyer.id}/orders/${older!.id}/cancel`, buyer);
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().error).toBe('not_cancellable');
  });

  it('shows a brand its own orders to its managers only', async () => {
    const url = `/api/brands-manager/orders?brand_id=${brand}`;
    expect((await injectAs(server.app, 'GET', url, null)).statusCode).toBe(401);
    expect((await injectAs(server.app, 'GET', url, otherManager)).statusCode).toBe(403);
    expect((await injectAs(server.app, 'GET', url, buyer)).statusCode).toBe(403);
    const page = partnerOrdersPageSchema.parse((await injectAs(server.app, 'GET', url, manager)).json());
    expect(page.items.map((order) => [order.brand.id, order.user_id])).toEqual([[brand, buyer.id]]);
    const theirs = partnerOrdersPageSchema.parse((await injectAs(server.app, 'GET', `/api/brands-manager/orders?brand_id=${otherBrand}`, otherManager)).json());
    expect(theirs.items.every((order) => order.brand.id === otherBrand)).toBe(true);
  });

  it('lets the brand\'s managers confirm, then ship an order, one step at a time', async () => {
    const { orders } = checkoutAnswerSchema.parse((await checkout(other, { lines: [line('grow', 1, 1250)], delivery, terms: true })).json());
    const url = `/api/brands-manager/orders/${orders[0]!.id}/state`;
    expect((await injectAs(server.app, 'POST', url, null, { state: 'confirmed' })).statusCode).toBe(401);
    expect((await injectAs(server.app, 'POST', url, otherManager, { state: 'confirmed' })).statusCode).toBe(403);
    expect((await injectAs(server.app, 'POST', url, other, { state: 'confirmed' })).statusCode).toBe(403);
    expect((await injectAs(server.app, 'POST', '/api/brands-manager/orders/999999/state', manager, { state: 'confirmed' })).statusCode).toBe(404);
    expect((await injectAs(server.app, 'POST', url, manager, { state: 'new' })).statusCode).toBe(400);
    const early = await injectAs(server.app, 'POST', url, manager, { state: 'shipped' });
    expect([early.statusCode, early.json().error]).toEqual([409, 'bad_step']);
    expect(partnerOrderSchema.parse((await injectAs(server.app, 'POST', url, manager, { state: 'confirmed' })).json()).state).toBe('confirmed');
    expect((await injectAs(server.app, 'POST', url, manager, { state: 'confirmed' })).json().state).toBe('confirmed');
    expect((await injectAs(server.app, 'POST', url, manager, { state: 'shipped' })).json().state).toBe('shipped');
    expect((await injectAs(server.app, 'POST', url, manager, { state: 'cancelled' })).statusCode).toBe(409);
    const mine = partnerOrdersPageSchema.parse((await injectAs(server.app, 'GET', `/api/users/${other.id}/orders`, other)).json());
    expect(mine.items.find((order) => order.id === orders[0]!.id)?.state).toBe('shipped');
  });
});
