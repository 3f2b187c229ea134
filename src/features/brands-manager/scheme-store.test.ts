// @vitest-environment node
// A brand's nutrient schemes written on the device: a scheme made offline is listed at once (as the server will keep
// it), takes a later save into its unsent create, is sent once and moves to its real id; a deletion of an unsent scheme
// is forgotten; the editor's doses typed in ml/gal reach the server in ml/l, and a bad dose or an empty table is refused.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInOnEmptyDatabase, stubApi, TEST_GROWER } from '../../../tests/helpers/device-writes';
import { db, type BrandProductRecord, type ManagedBrandRecord } from '@/db/database';
import type { BrandScheme, BrandSchemeBody } from '@/domain/brand-manager/brand-scheme';
import { replayOutbox } from '@/sync/outbox/replay';
import { addWeek, fieldsOf, schemeBody, toggleProduct, weekNumbers } from './scheme-form';
import { keptScheme, removeScheme, saveScheme } from './scheme-store';

vi.mock('@/sync/outbox/sync-engine', () => ({ requestSync: vi.fn(async () => undefined) }));

const brand: ManagedBrandRecord = {
  id: 4, name: 'Root Juice', section: 'nutrient', category: null, link: '/nutrients/4', avatar: null, user: TEST_GROWER.id, position: 0, synced_at: 1,
};
const product = (id: number, name: string): BrandProductRecord => ({
  id, brand_id: 4, name, description: '', section: 'nutrient', category: null, link: `/nutrients/4/${id}`, tmp_id: null, update_date: '', synced_at: 1,
});
const products = [product(21, 'Grow'), product(22, 'Bloom'), product(23, 'Boost')];
const body = (fields: Partial<BrandSchemeBody> = {}): BrandSchemeBody => ({
  name: 'Soil', description: '', items_product: [22, 21], items_week: [{ faza: 0, week: 1, doses: [null, 2] }, { faza: 1, week: 1, doses: [3, 1] }], ...fields,
});

signedInOnEmptyDatabase();
beforeEach(() => {
  vi.stubGlobal('location', { origin: 'https://grow.test', host: 'grow.test' });
});

describe('a scheme made offline', () => {
  it('is listed at once as the server keeps it, takes a later save into its create, is sent once and moves to its real id', async () => {
    const id = await saveScheme(brand, null, body(), products);
    expect(id).toBeLessThan(0);
    const local = (await db.brandSchemes.get(id))!;
    // Columns in product id order, as the server answers them.
    expect(local.items_product.map((p) => p.name)).toEqual(['Grow', 'Bloom']);
    expect(local.items_week).toEqual([{ faza: 0, week: 1, doses: [2, null] }, { faza: 1, week: 1, doses: [1, 3] }]);
    await saveScheme(brand, id, body({ name: 'Soil pro' }), products);
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ mutator: 'brandScheme.create', creates: { kind: 'brandScheme', temp_id: id }, args: { name: 'Soil pro' } });

    const sent = stubApi((request, url) => {
      request.path += url.search;
      const { name, description, items_week } = request.body as BrandSchemeBody;
      const answer: BrandScheme = { id: 900, brand_id: 4, name, description, items_week, update_date: '2026-11-25T06:00:00Z',
        items_product: local.items_product };
      return Response.json(answer);
    });
    await replayOutbox();
    await replayOutbox();
    expect(sent.map((s) => [s.method, s.path, s.key])).toEqual([['POST', '/api/brands-manager/schemes/edit/0?brand_id=4', queued[0]!.key]]);
    expect(sent[0]!.body).toEqual({ ...keptScheme(body({ name: 'Soil pro' })) });
    expect(await db.brandSchemes.get(id)).toBeUndefined();
    expect(await db.brandSchemes.get(900)).toMatchObject({ name: 'Soil pro', brand_id: 4 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('is forgotten when deleted before its create left the device', async () => {
    const id = await saveScheme(brand, null, body({ name: 'Never sent' }), products);
    await removeScheme((await db.brandSchemes.get(id))!);
    expect(await db.brandSchemes.get(id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('queues the deletion of a saved scheme, sent once', async () => {
    await db.brandSchemes.put({ ...keptScheme(body()), id: 77, brand_id: 4, items_product: [], update_date: '', synced_at: 1 });
    await removeScheme((await db.brandSchemes.get(77))!);
    const sent = stubApi(() => new Response(null, { status: 204 }));
    await replayOutbox();
    expect(sent.map((s) => [s.method, s.path])).toEqual([['DELETE', '/api/brands-manager/schemes/77']]);
    expect(await db.brandSchemes.get(77)).toBeUndefined();
  });
});

describe('the editor\'s fields', () => {
  it('drops a product or week without any dose, as the server does', () => {
    expect(keptScheme(body({ items_product: [21, 22, 23], items_week: [{ faza: 0, week: 1, doses: [1, null, null] }, { faza: 0, week: 2, doses: [null, null, null] }] })))
      .toEqual({ name: 'Soil', description: '', items_product: [21], items_week: [{ faza: 0, week: 1, doses: [1] }] });
  });

  it('turns doses typed in ml/gal into ml/l and back, numbers weeks within their phase', () => {
    let fields = toggleProduct(toggleProduct(fieldsOf(null, 'ml/gal'), 21), 22);
    fields = addWeek({ ...fields, name: 'Gallons', weeks: [{ faza: 0, doses: ['3.785', ''] }] });
    fields = addWeek({ ...fields, weeks: [fields.weeks[0]!, { faza: 1, doses: ['', '7,57'] }] });
    expect(weekNumbers(fields.weeks)).toEqual([1, 1, 2]);
    const result = schemeBody(fields);
    expect(result).toEqual({ body: { name: 'Gallons', description: '', items_product: [21, 22], items_week: [
      { faza: 0, week: 1, doses: [1, null] }, { faza: 1, week: 1, doses: [null, 2] }, { faza: 1, week: 2, doses: [null, null] },
    ] } });
    const stored = { ...keptScheme((result as { body: BrandSchemeBody }).body), id: 5, brand_id: 4, items_product: [products[0]!, products[1]!].map((p) => ({ id: p.id, name: p.name, link: p.link, brand_id: 4, brand_name: null })), update_date: '', synced_at: 1 };
    const reopened = fieldsOf(stored, 'ml/gal');
    expect(reopened.weeks).toEqual([{ faza: 0, doses: ['3.79', ''] }, { faza: 1, doses: ['', '7.57'] }]);
    // Saved again unchanged, the rounded display keeps the doses.
    expect((schemeBody(reopened) as { body: BrandSchemeBody }).body.items_week).toEqual(stored.items_week);
    expect(toggleProduct(fields, 21).weeks[1]).toEqual({ faza: 1, doses: ['7,57'] });
  });

  it('refuses a missing name, a dose that is no number or too large, and a table without any dose', () => {
    const fields = { ...toggleProduct(fieldsOf(null, 'ml/l'), 21), name: 'X' };
    expect(schemeBody({ ...fields, name: ' ' })).toEqual({ problem: 'name' });
    expect(schemeBody({ ...fields, weeks: [{ faza: 0, doses: ['two'] }] })).toEqual({ problem: 'dose' });
    expect(schemeBody({ ...fields, weeks: [{ faza: 0, doses: ['101'] }] })).toEqual({ problem: 'dose' });
    expect(schemeBody({ ...fields, weeks: [{ faza: 0, doses: [' '] }] })).toEqual({ problem: 'empty' });
  });
});
