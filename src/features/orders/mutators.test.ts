// Cancelling an order from a partner brand: cancelled on the device at once, kept so through a refresh while it waits,
// sent once; a refused cancel (the brand confirmed meanwhile) gives way to the server's state at the next refresh. A
// brand manager's confirm and ship made offline are both sent, in order, and the brand's list keeps the latest step.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { PartnerOrder } from '@/domain/orders/orders';
import { replayOutbox } from '@/sync/outbox/replay';
import { brandOrders, growerOrders, readOrders, readOrdersTotal, refreshOrders } from './orders-store';
import { cancelOrder, stepOrder } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

signedInOnEmptyDatabase();

const serverOrder = (over: Partial<PartnerOrder> = {}): PartnerOrder => ({
  id: 51, user_id: 7, brand: { id: 3, name: 'GreenFeed', link: '/nutrients/3' }, currency: 'EUR', total: 2580, state: 'new',
  delivery: { name: 'Ana', address: 'Street 1', phone: '+49 30 1234567', email: 'ana@example.org' },
  lines: [{ product_id: 9, name: 'Grow', link: '/nutrients/3/9', amount: 1290, quantity: 2 }],
  add_date: '2026-11-25T10:00:00.000Z', update_date: '2026-11-25T10:00:00.000Z', ...over,
});
const page = (items: PartnerOrder[]) => ({ items, start: 0, limit: 20, total: items.length });

describe('cancelOrder', () => {
  it('shows the order cancelled at once, keeps it so through a refresh while it waits, and sends it once', async () => {
    stubApi(() => Response.json(page([serverOrder(), serverOrder({ id: 50, state: 'shipped' })])));
    await refreshOrders(growerOrders(7));
    expect(await readOrdersTotal(growerOrders(7))).toBe(2);
    await cancelOrder(7, 51, 'Order 51 from GreenFeed');
    await refreshOrders(growerOrders(7));
    expect(await db.partnerOrders.get(51)).toMatchObject({ state: 'cancelled' });
    const sent = stubApi(() => Response.json(serverOrder({ state: 'cancelled', update_date: '2026-11-25T11:00:00.000Z' })));
    await replayOutbox();
    await replayOutbox();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/users/7/orders/51/cancel']);
    expect(await db.partnerOrders.get(51)).toMatchObject({ state: 'cancelled', update_date: '2026-11-25T11:00:00.000Z' });
    expect((await readOrders(growerOrders(7))).map((order) => order.id)).toEqual([51, 50]);
  });

  it('takes the server\'s state back once a refused cancel no longer waits', async () => {
    stubApi(() => Response.json(page([serverOrder()])));
    await refreshOrders(growerOrders(7));
    await cancelOrder(7, 51, 'Order 51 from GreenFeed');
    stubApi(() => Response.json({ error: 'not_cancellable', message: 'The brand has confirmed this order: ask the brand to cancel it.' }, { status: 409 }));
    await replayOutbox();
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'refused' }]);
    stubApi(() => Response.json(page([serverOrder({ state: 'confirmed' })])));
    await refreshOrders(growerOrders(7));
    expect(await db.partnerOrders.get(51)).toMatchObject({ state: 'confirmed' });
  });
});

describe('stepOrder', () => {
  it('sends a confirm and a ship made offline in their order, showing the last step meanwhile', async () => {
    stubApi(() => Response.json(page([serverOrder({ user_id: 12 })])));
    await refreshOrders(brandOrders(3));
    expect((await readOrders(brandOrders(3))).map((order) => order.id)).toEqual([51]);
    expect(await readOrders(growerOrders(7))).toEqual([]);
    await stepOrder(3, 51, 'confirmed', 'Order 51: Confirmed');
    await stepOrder(3, 51, 'shipped', 'Order 51: Shipped');
    expect(await db.partnerOrders.get(51)).toMatchObject({ state: 'shipped' });
    const sent = stubApi((request) => Response.json(serverOrder({ user_id: 12, state: request.body.state })));
    await replayOutbox();
    expect(sent.map((request) => `${request.path} ${request.body.state}`)).toEqual(['/api/brands-manager/orders/51/state confirmed', '/api/brands-manager/orders/51/state shipped']);
    expect(await db.partnerOrders.get(51)).toMatchObject({ state: 'shipped' });
    expect(await db.outbox.count()).toBe(0);
  });
});
