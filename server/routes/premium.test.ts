// @vitest-environment node
// Premium over the real seed: plans, ordering (owner only, replayed once, bad input 400), the admin's list and marking
// paid (admins only, premium extended once), invoices as PDF (owner only, paid only), Stripe's webhook signature (good,
// bad, stale) and the effects of premium: the gold mark, no ads, more photos a week and bigger videos.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrdersSchema, premiumAnswerSchema, premiumOrderSchema, premiumPlansSchema } from '../../src/domain/premium/premium';
import { WEEK_PHOTOS, WEEK_VIDEO_BYTES } from '../../src/domain/premium/premium-limits';
import { settingsAnswerSchema } from '../../src/domain/user/settings';
import { adListSchema } from '../../src/domain/ads/ads';
import { createTestUser, multipartBody, newTestKey, startTestServer, type TestServer } from '../test-support';
import { MAX_UNPAID_ORDERS } from '../services/premium-orders';

const WEBHOOK_SECRET = 'whsec_premium_test';
const stripe = new Stripe('sk_test_premium');
const DAY = 86_400_000;

let server: TestServer;
type Who = { id: number; token: string };
type Method = 'GET' | 'POST';
const call = (method: Method, url: string, who?: Who | null, payload?: unknown, key = newTestKey(), headers: Record<string, string> = {}) => server.app.inject({
  method, url, payload: payload as never,
  headers: { ...(who ? { authorization: `Bearer ${who.token}` } : {}), ...(method === 'GET' ? {} : { 'x-rniq': key }), ...headers },
});
const order = async (who: Who, plan = 'month') => {
  const res = await call('POST', `/api/users/${who.id}/premium/orders`, who, { plan, provider: 'invoice' });
  expect(res.statusCode, res.body).toBe(201);
  return premiumOrderSchema.parse(res.json());
};
const premiumUntil = async (id: number) =>
  (await server.db.selectFrom('users').select('premium_until').where('id', '=', id).executeTakeFirstOrThrow()).premium_until;

let owner: Who;
let other: Who;
let admin: Who;
let grower = 0;
const newGrower = () => createTestUser(server.db, `Premium${++grower}`);
beforeAll(async () => {
  server = await startTestServer({ payments: { stripe: { secretKey: 'sk_test_premium', webhookSecret: WEBHOOK_SECRET } } });
  owner = await newGrower();
  other = await newGrower();
  admin = await newGrower();
  await server.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
});
afterAll(() => server.close());

describe('plans and orders', () => {
  it('lists the plans in minor units and the providers offered', async () => {
    const plans = premiumPlansSchema.parse((await call('GET', '/api/premium/plans')).json());
    expect(plans.plans).toEqual([{ id: 'month', days: 30, amount: 399, currency: 'EUR' }, { id: 'year', days: 365, amount: 3599, currency: 'EUR' }]);
    expect(plans.providers).toEqual(['invoice', 'stripe']);
    const plain = await startTestServer({ seed: false, payments: { stripe: null } });
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/premium/plans' })).json().providers).toEqual(['invoice']);
      const who = await createTestUser(plain.db, 'NoStripe');
      const res = await plain.app.inject({ method: 'POST', url: `/api/users/${who.id}/premium/orders`, payload: { plan: 'month', provider: 'stripe' }, headers: { authorization: `Bearer ${who.token}`, 'x-rniq': newTestKey() } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('provider_unavailable');
      expect((await plain.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: {} })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('takes an order from its grower only, once per key, at the plan price', async () => {
    const url = `/api/users/${owner.id}/premium/orders`;
    const body = { plan: 'year', provider: 'invoice' };
    expect((await call('POST', url, null, body)).statusCode).toBe(401);
    expect((await call('POST', url, other, body)).statusCode).toBe(403);
    expect((await call('POST', url, admin, body)).statusCode).toBe(403);
    expect((await call('POST', url, owner, { plan: 'week', provider: 'invoice' })).statusCode).toBe(400);
    expect((await call('POST', url, owner, { plan: 'month', provider: 'cash' })).statusCode).toBe(400);
    const key = newTestKey();
    const first = await call('POST', url, owner, body, key);
    const replay = await call('POST', url, owner, body, key);
    expect(first.statusCode).toBe(201);
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({ plan: 'year', days: 365, amount: 3599, currency: 'EUR', provider: 'invoice', state: 'unpaid', pay_url: null });
    const rows = await server.db.selectFrom('premium_orders').select('id').where('user_id', '=', owner.id).execute();
    expect(rows).toHaveLength(1);

    const answer = premiumAnswerSchema.parse((await call('GET', `/api/users/${owner.id}/premium`, owner)).json());
    expect(answer).toMatchObject({ premium: { active: false, until: null }, orders: [{ id: first.json().id, state: 'unpaid' }] });
    expect((await call('GET', `/api/users/${owner.id}/premium`, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/users/${owner.id}/premium`, null)).statusCode).toBe(401);
  });

  it(`refuses a grower more than ${MAX_UNPAID_ORDERS} unpaid orders`, async () => {
    const buyer = await newGrower();
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) await order(buyer);
    const res = await call('POST', `/api/users/${buyer.id}/premium/orders`, buyer, { plan: 'month', provider: 'invoice' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('too_many_unpaid');
  });
});

describe('admins mark invoices paid', () => {
  it('lists orders to admins only, paged within bounds and by state', async () => {
    const buyer = await newGrower();
    const mine = await order(buyer);
    expect((await call('GET', '/api/admin/orders', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/orders', buyer)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/orders?limit=0', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/orders?limit=101', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/orders?start=-1', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/orders?start=1000001', admin)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/orders?state=lost', admin)).statusCode).toBe(400);
    const unpaid = adminOrdersSchema.parse((await call('GET', '/api/admin/orders?state=unpaid&limit=1', admin)).json());
    expect(unpaid.items).toEqual([expect.objectContaining({ id: mine.id, user: expect.objectContaining({ id: buyer.id }) })]);
    expect(unpaid.total).toBeGreaterThan(1);
    const paid = adminOrdersSchema.parse((await call('GET', '/api/admin/orders?state=paid&limit=100', admin)).json());
    expect(paid.items.every((o) => o.state === 'paid')).toBe(true);
  });

  it('extends premium by the plan once, whoever marks again or replays', async () => {
    const buyer = await newGrower();
    const month = await order(buyer);
    const url = `/api/admin/orders/${month.id}/paid`;
    expect((await call('POST', url, null)).statusCode).toBe(401);
    expect((await call('POST', url, buyer)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/orders/999999/paid', admin)).statusCode).toBe(404);
    const key = newTestKey();
    const before = Date.now();
    const marked = await call('POST', url, admin, undefined, key);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ id: month.id, state: 'paid' });
    const until = await premiumUntil(buyer.id);
    expect(Date.parse(until!)).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(Date.parse(until!)).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    expect((await call('POST', url, admin, undefined, key)).headers['idempotent-replay']).toBe('true');
    expect((await call('POST', url, admin)).json()).toMatchObject({ state: 'paid' });
    expect(await premiumUntil(buyer.id)).toBe(until);

    // A year bought while premium runs starts where the month ends.
    const year = await order(buyer, 'year');
    await call('POST', `/api/admin/orders/${year.id}/paid`, admin);
    expect(Date.parse((await premiumUntil(buyer.id))!)).toBe(Date.parse(until!) + 365 * DAY);
    const state = premiumAnswerSchema.parse((await call('GET', `/api/users/${buyer.id}/premium`, buyer)).json());
    expect(state.premium).toEqual({ active: true, until: await premiumUntil(buyer.id) });
    expect(state.orders.map((o) => o.state)).toEqual(['paid', 'paid']);
  });

  it('leaves Stripe orders to Stripe', async () => {
    const buyer = await newGrower();
    const { id } = await server.db.insertInto('premium_orders').values({
      user_id: buyer.id, plan: 'month', days: 30, amount: 399, currency: 'EUR', provider: 'stripe', state: 'unpaid',
      provider_ref: 'cs_test_admin', pay_url: 'https://checkout.stripe.com/c/pay/cs_test_admin', add_date: new Date().toISOString(), paid_date: null, paid_by: null,
    }).returning('id').executeTakeFirstOrThrow();
    const res = await call('POST', `/api/admin/orders/${id}/paid`, admin);
    expect(res.statusCode).toBe(409);
    expect(await premiumUntil(buyer.id)).toBeNull();
  });
});

describe('invoices', () => {
  it('lists paid orders in the settings and downloads each as a PDF for its grower only', async () => {
    const buyer = await newGrower();
    const unpaid = await order(buyer);
    const paid = await order(buyer, 'year');
    await call('POST', `/api/admin/orders/${paid.id}/paid`, admin);
    const settings = settingsAnswerSchema.parse((await call('GET', `/api/users/${buyer.id}/settings`, buyer)).json());
    expect(settings.invoices).toEqual([expect.objectContaining({ id: paid.id, amount: 3599, currency: 'EUR', plan: 'year', number: paid.number })]);
    expect(settings.premium.active).toBe(true);

    const pdf = await call('GET', `/api/users/${buyer.id}/invoices/${paid.id}`, buyer);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/api/users/${buyer.id}/invoices/${paid.id}`, other)).statusCode).toBe(403);
    expect((await call('GET', `/api/users/${buyer.id}/invoices/${paid.id}`, admin)).statusCode).toBe(403);
    expect((await call('GET', `/api/users/${buyer.id}/invoices/${paid.id}`, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/users/${buyer.id}/invoices/${unpaid.id}`, buyer)).statusCode).toBe(404);
    // Another grower's order through one's own path is not there either.
    expect((await call('GET', `/api/users/${other.id}/invoices/${paid.id}`, other)).statusCode).toBe(404);
  });
});

describe('Stripe webhook', () => {
  const sessionEvent = (orderId: number, ref: string, paymentStatus = 'paid') => JSON.stringify({
    id: `evt_${ref}`, object: 'event', type: 'checkout.session.completed',
    data: { object: { id: ref, object: 'checkout.session', client_reference_id: String(orderId), metadata: { order_id: String(orderId) }, payment_status: paymentStatus } },
  });
  const send = (payload: string, signature?: string) => server.app.inject({
    method: 'POST', url: '/api/payments/stripe/webhook', payload,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
  });
  const stripeOrder = async (buyer: Who, ref: string) => (await server.db.insertInto('premium_orders').values({
    user_id: buyer.id, plan: 'month', days: 30, amount: 399, currency: 'EUR', provider: 'stripe', state: 'unpaid',
    provider_ref: ref, pay_url: `https://checkout.stripe.com/c/pay/${ref}`, add_date: new Date().toISOString(), paid_date: null, paid_by: null,
  }).returning('id').executeTakeFirstOrThrow()).id;

  it('pays an order on a well-signed event, once however often Stripe sends it', async () => {
    const buyer = await newGrower();
    const id = await stripeOrder(buyer, 'cs_test_good');
    const payload = sessionEvent(id, 'cs_test_good');
    const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const res = await send(payload, signature);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    const until = await premiumUntil(buyer.id);
    expect(until).not.toBeNull();
    expect((await send(payload, signature)).statusCode).toBe(200);
    expect(await premiumUntil(buyer.id)).toBe(until);
    const row = await server.db.selectFrom('premium_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ state: 'paid', paid_by: null });
  });

  it('refuses a bad, missing or stale signature and changes nothing', async () => {
    const buyer = await newGrower();
    const id = await stripeOrder(buyer, 'cs_test_bad');
    const payload = sessionEvent(id, 'cs_test_bad');
    const wrongSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const tampered = stripe.webhooks.generateTestHeaderString({ payload: sessionEvent(id + 1, 'cs_test_bad'), secret: WEBHOOK_SECRET });
    const stale = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 600 });
    for (const signature of [wrongSecret, tampered, stale, undefined]) {
      const res = await send(payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('bad_signature');
    }
    expect(await premiumUntil(buyer.id)).toBeNull();
  });

  it('ignores events of unpaid sessions and unknown orders', async () => {
    const buyer = await newGrower();
    const id = await stripeOrder(buyer, 'cs_test_pending');
    for (const payload of [sessionEvent(id, 'cs_test_pending', 'unpaid'), sessionEvent(id, 'cs_test_other'), sessionEvent(999_999, 'cs_test_pending')]) {
      const res = await send(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
      expect(res.statusCode).toBe(200);
    }
    expect(await premiumUntil(buyer.id)).toBeNull();
  });
});

describe('Stripe Checkout', () => {
  /** Stripe's API as far as Checkout goes, on localhost: records each request and answers a Checkout Session. */
  let stripeApi: Server;
  const asked: { path: string; body: URLSearchParams; idempotencyKey: string | undefined; auth: string | undefined }[] = [];
  let checkout: TestServer;
  let stripeDown = false;
  /** While set, Stripe keeps its next answer until this settles, and calls `reached` once the request arrived. */
  let held: Promise<void> | null = null;
  let reached = () => {};
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return new URLSearchParams(text);
  };
  beforeAll(async () => {
    stripeApi = createServer((request, response) => {
      const answer = (body: URLSearchParams) => {
        if (stripeDown) {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { type: 'api_error', message: 'Stripe is down' } }));
          return;
        }
        asked.push({ path: request.url ?? '', body, idempotencyKey: request.headers['idempotency-key'] as string | undefined, auth: request.headers.authorization });
        const id = `cs_test_${asked.length}`;
        response.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${asked.length}` });
        response.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, payment_status: 'unpaid' }));
      };
      void readBody(request).then((body) => {
        if (held) {
          const release = held;
          held = null;
          reached();
          void release.then(() => answer(body));
          return;
        }
        answer(body);
      });
    });
    await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
    const { port } = stripeApi.address() as AddressInfo;
    checkout = await startTestServer({
      seed: false, mail: { publicUrl: 'https://growdiaries.example' },
      payments: { stripe: { secretKey: 'sk_test_checkout', webhookSecret: WEBHOOK_SECRET, apiUrl: `http://127.0.0.1:${port}` } },
    });
  });
  afterAll(async () => {
    await checkout.close();
    await new Promise((resolve) => stripeApi.close(resolve));
  });

  it('opens a Checkout Session at the plan price, once per order, and pays the order by its signed webhook', async () => {
    const buyer = await createTestUser(checkout.db, 'CardBuyer');
    const key = newTestKey();
    const post = () => checkout.app.inject({
      method: 'POST', url: `/api/users/${buyer.id}/premium/orders`, payload: { plan: 'year', provider: 'stripe' },
      headers: { authorization: `Bearer ${buyer.token}`, 'x-rniq': key },
    });
    const first = await post();
    expect(first.statusCode, first.body).toBe(201);
    const order = premiumOrderSchema.parse(first.json());
    expect(order).toMatchObject({ provider: 'stripe', state: 'unpaid', pay_url: 'https://checkout.stripe.com/c/pay/cs_test_1' });
    expect((await post()).json()).toEqual(first.json());
    expect(asked).toHaveLength(1);
    const [session] = asked;
    expect(session!.path).toBe('/v1/checkout/sessions');
    expect(session!.auth).toBe('Bearer sk_test_checkout');
    expect(session!.idempotencyKey).toBe(`premium-order-${order.id}`);
    expect(Object.fromEntries(session!.body)).toMatchObject({
      mode: 'payment', client_reference_id: String(order.id), 'metadata[order_id]': String(order.id),
      'line_items[0][price_data][currency]': 'eur', 'line_items[0][price_data][unit_amount]': '3599', 'line_items[0][quantity]': '1',
      success_url: `https://growdiaries.example/grower/${buyer.id}/settings/premium?paid=${order.id}`,
    });

    const payload = JSON.stringify({
      id: 'evt_checkout', object: 'event', type: 'checkout.session.completed',
      data: { object: { id: 'cs_test_1', object: 'checkout.session', client_reference_id: String(order.id), metadata: { order_id: String(order.id) }, payment_status: 'paid' } },
    });
    const paid = await checkout.app.inject({
      method: 'POST', url: '/api/payments/stripe/webhook', payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) },
    });
    expect(paid.statusCode).toBe(200);
    const state = premiumAnswerSchema.parse((await checkout.app.inject({ method: 'GET', url: `/api/users/${buyer.id}/premium`, headers: { authorization: `Bearer ${buyer.token}` } })).json());
    expect(state.premium.active).toBe(true);
    expect(state.orders).toEqual([expect.objectContaining({ id: order.id, state: 'paid', pay_url: null })]);
  });

  it('keeps an order whose Stripe session failed, and the same request sent again opens it once', async () => {
    const buyer = await createTestUser(checkout.db, 'CardLater');
    const key = newTestKey();
    const post = () => checkout.app.inject({
      method: 'POST', url: `/api/users/${buyer.id}/premium/orders`, payload: { plan: 'month', provider: 'stripe' },
      headers: { authorization: `Bearer ${buyer.token}`, 'x-rniq': key },
    });
    stripeDown = true;
    try {
      const failed = await post();
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toBe('payment_provider_failed');
    } finally {
      stripeDown = false;
    }
    const [waiting] = await checkout.db.selectFrom('premium_orders').selectAll().where('user_id', '=', buyer.id).execute();
    expect(waiting).toMatchObject({ state: 'unpaid', provider_ref: null, pay_url: null });
    const before = asked.length;
    const retried = await post();
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toMatchObject({ id: waiting!.id, pay_url: `https://checkout.stripe.com/c/pay/cs_test_${before + 1}` });
    expect((await post()).json()).toEqual(retried.json());
    expect(asked.slice(before).map((request) => request.idempotencyKey)).toEqual([`premium-order-${waiting!.id}`]);
    expect(await checkout.db.selectFrom('premium_orders').select('id').where('user_id', '=', buyer.id).execute()).toHaveLength(1);
  });

  it('asks Stripe outside the order\'s transaction: other writes go on while Stripe is slow', async () => {
    const buyer = await createTestUser(checkout.db, 'CardSlow');
    const other = await createTestUser(checkout.db, 'InvoiceMeanwhile');
    let release = () => {};
    held = new Promise<void>((resolve) => { release = resolve; });
    const arrived = new Promise<void>((resolve) => { reached = resolve; });
    const slow = checkout.app.inject({
      method: 'POST', url: `/api/users/${buyer.id}/premium/orders`, payload: { plan: 'year', provider: 'stripe' },
      headers: { authorization: `Bearer ${buyer.token}`, 'x-rniq': newTestKey() },
    });
    await arrived;
    const meanwhile = await checkout.app.inject({
      method: 'POST', url: `/api/users/${other.id}/premium/orders`, payload: { plan: 'month', provider: 'invoice' },
      headers: { authorization: `Bearer ${other.token}`, 'x-rniq': newTestKey() },
    });
    expect(meanwhile.statusCode).toBe(201);
    expect(await checkout.db.selectFrom('premium_orders').select('provider_ref').where('user_id', '=', buyer.id).executeTakeFirstOrThrow()).toEqual({ provider_ref: null });
    release();
    const answer = await slow;
    expect(answer.statusCode).toBe(201);
    expect(answer.json().pay_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
  });
});

describe('what premium gives', () => {
  let jpeg: Buffer;
  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#d4a017' } }).jpeg().toBuffer();
  });
  const makePremium = (who: Who, days = 30) =>
    server.db.updateTable('users').set({ premium_until: new Date(Date.now() + days * DAY).toISOString() }).where('id', '=', who.id).execute();
  const ownWeek = async (who: Who) => {
    const diary = (await call('POST', '/api/diaries', who, { name: 'Gold grow' })).json().id as number;
    const week = (await call('POST', `/api/diaries/${diary}/weeks`, who, { faza: 1, days: 7 })).json().id as number;
    return { diary, week };
  };
  const upload = async (who: Who, diary: number, week: number) => {
    const form = await multipartBody({ diary_id: diary, week_id: week }, { bytes: jpeg, name: 'leaf.jpg', type: 'image/jpeg' });
    return call('POST', '/api/uploads/weeks/media', who, form.payload, newTestKey(), { 'content-type': form.contentType });
  };

  it('puts the gold mark on the grower on diary cards and the diary page while premium lasts', async () => {
    const gold = await newGrower();
    const { diary } = await ownWeek(gold);
    expect((await call('GET', `/api/diaries/${diary}`)).json().item_user.is_premium).toBeUndefined();
    await makePremium(gold);
    expect((await call('GET', `/api/diaries/${diary}`)).json().item_user).toMatchObject({ id: gold.id, is_premium: true });
    const cards = (await call('GET', '/api/diaries?start=0&limit=20')).json().items as { id: number; item_user: { is_premium?: boolean } }[];
    expect(cards.find((c) => c.id === diary)?.item_user.is_premium).toBe(true);
    await makePremium(gold, -1);
    expect((await call('GET', `/api/diaries/${diary}`)).json().item_user.is_premium).toBeUndefined();
  });

  it('shows no ads to a premium grower', async () => {
    const { id: brand } = await server.db.insertInto('brands').values({ name: 'Premium ad brand', section: 'seed', category: null, link: '/seedbank/premium-ads', avatar: null })
      .returning('id').executeTakeFirstOrThrow();
    await server.db.insertInto('ad_banners').values({ brand_id: brand, kind: 'header', title: 'Everywhere', image: 'ads/test', width: 600, height: 500, url: '/seedbank/premium-ads', add_date: new Date().toISOString() }).execute();
    const banners = (who: Who | null) => call('GET', '/api/adv/fully?s=home', who).then((res) => {
      const list = adListSchema.parse(res.json());
      return [...list.items_header, ...list.items_box, ...list.items_cpm, ...list.items_button ?? []].length;
    });
    const gold = await newGrower();
    expect(await banners(gold)).toBeGreaterThan(0);
    await makePremium(gold);
    expect(await banners(gold)).toBe(0);
    expect(await banners(null)).toBeGreaterThan(0);
  });

  it(`takes ${WEEK_PHOTOS.free} photos a week without premium and ${WEEK_PHOTOS.premium} with it`, async () => {
    const grower = await newGrower();
    const { diary, week } = await ownWeek(grower);
    const first = await upload(grower, diary, week);
    expect(first.statusCode, first.body).toBe(201);
    const template = await server.db.selectFrom('photos').selectAll().where('id', '=', first.json().id).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = template;
    await server.db.insertInto('photos').values(Array.from({ length: WEEK_PHOTOS.free - 1 }, (_, i) => ({ ...copy, position: i + 1 }))).execute();
    const refused = await upload(grower, diary, week);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('week_photos_limit');
    await makePremium(grower);
    expect((await upload(grower, diary, week)).statusCode).toBe(201);
    await server.db.insertInto('photos').values(Array.from({ length: WEEK_PHOTOS.premium - WEEK_PHOTOS.free - 1 }, (_, i) => ({ ...copy, position: WEEK_PHOTOS.free + 1 + i }))).execute();
    expect((await upload(grower, diary, week)).statusCode).toBe(409);
  });

  it('takes bigger videos from a premium grower', async () => {
    const grower = await newGrower();
    const { diary, week } = await ownWeek(grower);
    const create = (length: number) => call('POST', '/api/uploads/videos', grower, undefined, newTestKey(), {
      'tus-resumable': '1.0.0', 'upload-length': String(length),
      'upload-metadata': Object.entries({ diary_id: diary, week_id: week, key: newTestKey(), filetype: 'video/mp4', filename: 'clip.mp4' })
        .map(([k, v]) => `${k} ${Buffer.from(String(v)).toString('base64')}`).join(','),
    });
    expect((await create(WEEK_VIDEO_BYTES.free + 1)).statusCode).toBe(413);
    await makePremium(grower);
    expect((await create(WEEK_VIDEO_BYTES.free + 1)).statusCode).toBe(201);
    expect((await create(WEEK_VIDEO_BYTES.premium + 1)).statusCode).toBe(413);
  });
});
