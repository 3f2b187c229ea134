// @vitest-environment node
// Brand manager writes made on the device: a product created offline under a temporary and a draft id, edited into
// its unsent create, sent once and moved to its real id; an edit made while the create is on its way kept over the
// answer; a removal of an unsent product forgotten; a refused edit keeping its words; managers changed at once.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER } from '../../../tests/helpers/device-writes';
import { db, type ManagedBrandRecord } from '@/db/database';
import type { BrandInformation, BrandProduct } from '@/domain/brand-manager/brand-manager';
import { replayOutbox } from '@/sync/outbox/replay';
import { refreshBrandProducts } from './brands-store';
import { addManager, changeProduct, createProduct, removeProduct } from './writes';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const brand: ManagedBrandRecord = {
  id: 3, name: 'Hill Seeds', section: 'seed', category: null, link: '/seedbank/3', avatar: null, user: TEST_GROWER.id, position: 0, synced_at: 1,
  managers: [{ item_user: TEST_GROWER, add_date: '2026-01-01T00:00:00Z', added_by: null }],
};
const product = (fields: Partial<BrandProduct>): BrandProduct => ({
  id: 800, brand_id: 3, name: '', description: '', section: 'seed', category: null, link: '/strains/800', tmp_id: null, update_date: '2026-11-25T00:00:00Z', ...fields,
});

signedInOnEmptyDatabase();
beforeEach(async () => {
  vi.stubGlobal('location', { origin: 'https://grow.test', host: 'grow.test' });
  await db.managedBrands.put(brand);
});

describe('a product made offline', () => {
  it('is listed at once, takes an edit into its create, is sent once under its draft id and moves to its real id', async () => {
    const id = await createProduct(brand, { name: 'Hill Haze', description: 'Tall.' });
    expect(id).toBeLessThan(0);
    expect(await db.brandProducts.get(id)).toMatchObject({ name: 'Hill Haze', brand_id: 3, synced_at: 0 });
    await changeProduct((await db.brandProducts.get(id))!, { name: 'Hill Haze Auto', description: 'Tall and quick.' });
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ mutator: 'brandProduct.create', creates: { kind: 'brandProduct', temp_id: id }, args: { name: 'Hill Haze Auto', tmp_id: `draft${-id}` } });

    const sent = stubApi((request, url) => {
      request.path += url.search;
      return Response.json(product({ ...(request.body as object), tmp_id: `draft${-id}` }));
    });
    await replayOutbox();
    await replayOutbox();
    expect(sent.map((s) => [s.method, s.path, s.body, s.key])).toEqual([
      ['POST', '/api/brands-manager/products/edit/0?brand_id=3', { name: 'Hill Haze Auto', description: 'Tall and quick.', tmp_id: `draft${-id}` }, queued[0]!.key],
    ]);
    expect(await db.brandProducts.get(id)).toBeUndefined();
    expect(await db.brandProducts.get(800)).toMatchObject({ name: 'Hill Haze Auto', link: '/strains/800' });
    expect(await db.outbox.count()).toBe(0);
  });

  it('stays when a list asked for before its create was answered comes back without it', async () => {
    await createProduct(brand, { name: 'Quick One', description: '' });
    let answerList: () => void = () => undefined;
    const listed = new Promise<void>((resolve) => { answerList = resolve; });
    stubApi(async ({ method, body }) => {
      if (method === 'GET') {
        await listed;
        return Response.json({ items: [], start: 0, limit: 50, total: 0 });
      }
      return Response.json(product(body as object));
    });
    const refreshing = refreshBrandProducts(3);
    await replayOutbox();
    answerList();
    await refreshing;
    expect(await db.brandProducts.get(800)).toMatchObject({ name: 'Quick One' });
  });

  it('is forgotten, with nothing sent, when removed before its create left the device', async () => {
    const id = await createProduct(brand, { name: 'Never Sent', description: '' });
    await removeProduct((await db.brandProducts.get(id))!);
    const sent = stubApi(() => new Response(null, { status: 204 }));
    await replayOutbox();
    expect(sent).toEqual([]);
    expect(await db.brandProducts.get(id)).toBeUndefined();
  });
});

describe('a saved product', () => {
  it('keeps an edit made after the one being answered, and sends both in order', async () => {
    await db.brandProducts.put({ ...product({ name: 'Old' }), synced_at: 1 });
    await changeProduct((await db.brandProducts.get(800))!, { name: 'First', description: '' });
    const sent = stubApi(async ({ body }) => {
      // A second edit is made on the device while the first is on its way.
      if (sent.length === 1) await changeProduct((await db.brandProducts.get(800))!, { name: 'Second', description: '' });
      return Response.json(product(body as object));
    });
    await replayOutbox();
    expect((await db.brandProducts.get(800))?.name).toBe('Second');
    await replayOutbox();
    expect(sent.map((s) => (s.body as { name: string }).name)).toEqual(['First', 'Second']);
    expect((await db.brandProducts.get(800))?.name).toBe('Second');
  });

  it('keeps a refused edit with its words for the manager to fix', async () => {
    await db.brandProducts.put({ ...product({ name: 'Old' }), synced_at: 1 });
    await changeProduct((await db.brandProducts.get(800))!, { name: 'x'.repeat(90), description: 'Kept words' });
    stubApi(() => Response.json({ error: 'bad_request', message: 'A product name can be at most 100 characters long.' }, { status: 400 }));
    await replayOutbox();
    const [refused] = await db.outbox.toArray();
    expect(refused).toMatchObject({ status: 'refused', error: 'A product name can be at most 100 characters long.', args: { description: 'Kept words' } });
  });
});

describe('managers', () => {
  it('lists an added manager at once as added by the signed-in person, then as the server answered', async () => {
    const newcomer = { ...TEST_GROWER, id: 12, name: 'newcomer', link: '/grower/12' };
    await addManager(brand, newcomer);
    expect((await db.managedBrands.get(3))?.managers?.map((m) => [m.item_user.name, m.added_by?.name])).toEqual([['grower', undefined], ['newcomer', 'grower']]);
    const answer: BrandInformation = {
      brand: { id: 3, name: 'Hill Seeds', section: 'seed', category: null, link: '/seedbank/3', avatar: null },
      items_manager: [...brand.managers!, { item_user: newcomer, add_date: '2026-11-25T10:00:00Z', added_by: TEST_GROWER }],
    };
    const sent = stubApi((request, url) => {
      request.path += url.search;
      return Response.json(answer);
    });
    await replayOutbox();
    expect(sent.map((s) => [s.path, s.body])).toEqual([['/api/brands-manager/information/add_manager?brand_id=3', { user_id: 12 }]]);
    expect((await db.managedBrands.get(3))?.managers?.[1]?.add_date).toBe('2026-11-25T10:00:00Z');
  });
});
