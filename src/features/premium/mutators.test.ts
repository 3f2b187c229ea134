// Premium written on the device: an order shows at once under a temporary id, is sent once with its key and takes the
// server's id and number; an admin's marking shows paid at once, is sent once, and a refresh meanwhile keeps it paid.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { AdminOrders, PremiumOrder } from '@/domain/premium/premium';
import { discardMutation } from '@/sync/outbox/queue-edits';
import { replayOutbox } from '@/sync/outbox/replay';
import { readAdminOrders, readAdminTotal, refreshAdminOrders } from './premium-store';
import { markPaid, placeOrder } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

signedInOnEmptyDatabase();

const serverOrder = (over: Partial<PremiumOrder> = {}): PremiumOrder => ({
  id: 41, number: 'GD-2026-000041', plan: 'year', days: 365, amount: 3599, currency: 'EUR', provider: 'invoice', state: 'unpaid',
  pay_url: null, add_date: '2026-11-25T08:00:00.000Z', paid_date: null, ...over,
});

describe('placeOrder', () => {
  it('shows the order at once, sends it once and keeps the server version in its place', async () => {
    const temp = await placeOrder(7, 'year', 'invoice', 'Premium, Year');
    expect(temp).toBeLessThan(0);
    expect(await db.premiumOrders.get(temp)).toMatchObject({ user_id: 7, plan: 'year', amount: 3599, currency: 'EUR', state: 'unpaid' });
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({ mutator: 'premium.order', label: 'Premium, Year', creates: { kind: 'premiumOrder', temp_id: temp } });

    const sent = stubApi(() => Response.json(serverOrder(), { status: 201 }));
    await replayOutbox();
    await replayOutbox();
    expect(sent).toEqual([{ method: 'POST', path: '/api/users/7/premium/orders', key: queued!.key, body: { plan: 'year', provider: 'invoice' } }]);
    expect(await db.premiumOrders.get(temp)).toBeUndefined();
    expect(await db.premiumOrders.get(41)).toMatchObject({ user_id: 7, number: 'GD-2026-000041' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a refused order with its reason, and forgets it on the device when discarded', async () => {
    stubApi(() => new Response(JSON.stringify({ error: 'provider_unavailable', message: 'Paying by stripe is not offered here.' }), { status: 400 }));
    const temp = await placeOrder(7, 'month', 'stripe', 'Premium, Month');
    await replayOutbox();
    const [refused] = await db.outbox.toArray();
    expect(refused).toMatchObject({ status: 'refused', error: 'Paying by stripe is not offered here.' });
    expect(await db.premiumOrders.get(temp)).toBeDefined();
    await discardMutation(refused!.seq!);
    expect(await db.premiumOrders.get(temp)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('markPaid', () => {
  it('shows the order paid at once, keeps it so through a refresh while it waits, and sends it once', async () => {
    const listed: AdminOrders = { items: [{ ...serverOrder(), user: { id: 7, name: 'Grower', link: '/grower/7', status: 'newbie', avatar: null, avatar_small: null, avatar_little: null } }], total: 1 };
    stubApi(() => Response.json(listed));
    await refreshAdminOrders('all');
    await markPaid(41, 'Order GD-2026-000041 paid');
    expect(await db.premiumOrders.get(41)).toMatchObject({ state: 'paid' });
    await refreshAdminOrders('all');
    expect(await db.premiumOrders.get(41)).toMatchObject({ state: 'paid' });

    const sent = stubApi(() => Response.json(serverOrder({ state: 'paid', paid_date: '2026-11-25T09:00:00.000Z' })));
    await replayOutbox();
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/admin/orders/41/paid']);
    expect(await db.premiumOrders.get(41)).toMatchObject({ state: 'paid', paid_date: '2026-11-25T09:00:00.000Z', user: { name: 'Grower' } });
  });
});

describe('refreshAdminOrders', () => {
  it('drops from a state\'s list the orders the server no longer lists under it', async () => {
    const user = { id: 7, name: 'Grower', link: '/grower/7', status: 'newbie', avatar: null, avatar_small: null, avatar_little: null };
    stubApi(() => Response.json({ items: [{ ...serverOrder(), user }, { ...serverOrder({ id: 42, number: 'GD-2026-000042' }), user }], total: 2 }));
    await refreshAdminOrders('unpaid');
    // Order 41 was marked paid on another device: the next unpaid list no longer has it.
    const asked = stubApi(() => Response.json({ items: [{ ...serverOrder({ id: 42, number: 'GD-2026-000042' }), user }], total: 1 }));
    await refreshAdminOrders('unpaid');
    expect(asked[0]!.path).toBe('/api/admin/orders');
    expect((await db.premiumOrders.where('state').equals('unpaid').toArray()).map((order) => order.id)).toEqual([42]);
  });

  it('reads a page more when asked and keeps the server\'s total', async () => {
    const user = { id: 7, name: 'Grower', link: '/grower/7', status: 'newbie', avatar: null, avatar_small: null, avatar_little: null };
    const page = (start: number, count: number) => Array.from({ length: count }, (_, i) => ({ ...serverOrder({ id: 1000 - start - i, number: `GD-2026-${1000 - start - i}` }), user }));
    const asked = stubApi((_request, url) => {
      const start = Number(url.searchParams.get('start'));
      return Response.json({ items: page(start, start === 0 ? 100 : 30), total: 130 });
    });
    await refreshAdminOrders('unpaid', 2);
    expect(asked.map((request) => request.path)).toEqual(['/api/admin/orders', '/api/admin/orders']);
    expect(await readAdminOrders('unpaid')).toHaveLength(130);
    expect(await readAdminTotal('unpaid')).toBe(130);
  });
});
