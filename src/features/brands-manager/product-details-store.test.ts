// @vitest-environment node
// A product's composition changed on the device: saved at once and waiting, a refresh keeps it while it waits, it is
// sent once, and a list asked for before its answer came back never puts the older composition back.
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi } from '../../../tests/helpers/device-writes';
import { db } from '@/db/database';
import type { CompositionBody, ProductComposition } from '@/domain/catalogue/product-composition';
import { replayOutbox } from '@/sync/outbox/replay';
import { refreshProductDetails, saveComposition } from './product-details-store';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const empty: CompositionBody = { npk: { n: null, p: null, k: null }, ingredients: [], nutrients: [], doses: [] };
const typed: CompositionBody = { ...empty, npk: { n: 2, p: 8, k: 4 }, ingredients: ['Kelp'] };
const stored = (body: CompositionBody, date = ''): ProductComposition => ({ product_id: 9, ...body, update_date: date });

signedInOnEmptyDatabase();

describe('a product composition saved on the device', () => {
  it('waits, survives a refresh while waiting, is sent once, and an older list never replaces its answer', async () => {
    vi.stubGlobal('location', { origin: 'https://grow.test', host: 'grow.test' });
    stubApi((request) => Response.json(request.path.endsWith('/photos') ? { items: [] } : stored(empty)));
    await refreshProductDetails(3, 9);
    await saveComposition((await db.productDetails.get(9))!, 'Bloom', typed);
    // The server still has none: the waiting save stays on the device.
    await refreshProductDetails(3, 9);
    expect((await db.productDetails.get(9))!.composition).toMatchObject(typed);

    let answerRead: (response: Response) => void = () => undefined;
    const sent = stubApi((request) => (request.method === 'GET'
      ? (request.path.endsWith('/photos') ? Response.json({ items: [] }) : new Promise<Response>((resolve) => { answerRead = resolve; }))
      : Response.json(stored(request.body as CompositionBody, '2026-11-25T09:00:00.000Z'))));
    const refreshing = refreshProductDetails(3, 9);
    await vi.waitFor(() => expect(sent.some((s) => s.method === 'GET')).toBe(true));
    await replayOutbox();
    expect(sent.filter((s) => s.method === 'POST').map((s) => [s.path, s.body])).toEqual([['/api/brands-manager/products/composition/edit/9', typed]]);
    answerRead(Response.json(stored(empty)));
    await refreshing;
    expect((await db.productDetails.get(9))!.composition).toMatchObject({ ...typed, update_date: '2026-11-25T09:00:00.000Z' });
  });
});
