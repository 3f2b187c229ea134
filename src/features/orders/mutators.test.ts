// Cancelling an order from a partner brand: cancelled on the device at once, kept so through a refresh while it waits,
// sent once; a refused cancel (the brand confirmed meanwhile) gives way to the server's state at the next refresh.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { PartnerOrder } from '@/domain/orders/orders';
import { replayOutbox } from '@/sync/outbox/replay';
import { readOrders, readOrdersTotal, refreshOrders } from './orders-store';
import { cancelOrder } from './writes';

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
    await refreshOrders(7);
    expect(await readOrdersTotal(7)).toBe(2);
    await cancelOrder(7, 51, 'Order 51 from GreenFeed');
    await refreshOrders(7);
    expect(await db.partnerOrders.get(51)).toMatchObject({ state: 'cancelled' });
    const sent = stubApi(() => Response.json(serverOrder({ state: 'cancelled', update_date: '2026-11-25T11:00:00.000Z' })));
    await replayOutbox();
    await replayOutbox();
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual(['POST /api/users/7/orders/51/cancel']);
    expect(await db.partnerOrders.get(51)).toMatchObject({ state: 'cancelled', update_date: '2026-11-25T11:00:00.000Z' });
    expect((await readOrders(7)).map((order) => order.id)).toEqual([51, 50]);
  });

  it('takes the server\'s state back once a refused cancel no longer waits', async () => {
    stubApi(() => Response.json(page([serverOrder()])));
    await refreshOrders(7);
    await cancelOrder(7, 51, 'Order 51 from GreenFeed');
    stubApi(() => Response.json({ error: 'not_cancellable', message: 'The brand has confirmed this order: ask the brand to cancel it.' }, { status: 409 }));
    await replayOutbox();
    expect(await db.outbox.toArray()).toMatchObject([{ status: 'refused' }]);
    stubApi(() => Response.json(page([serverOrder({ state: 'confirmed' })])));
    await refreshOrders(7);
    expect(await db.partnerOrders.get(51)).toMatchObject({ state: 'confirmed' });
  });
});
